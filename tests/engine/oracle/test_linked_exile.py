"""607.2a linked abilities: "When Petradon enters, exile two target lands. When Petradon
leaves the battlefield, return the exiled cards to the battlefield under their owners'
control." and a one-ability "Exile ... Return the exiled cards ... at the beginning of
the next end step."."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

PETRADON = card("Petradon", "Creature — Nightmare Beast",
                "When Petradon enters, exile two target lands.\nWhen Petradon leaves the "
                "battlefield, return the exiled cards to the battlefield under their owners' "
                "control.\n{R}: Petradon gets +1/+0 until end of turn.", "{6}{R}{R}", "5/6")
DISAPPEARANCE = card("Sudden Disappearance", "Sorcery",
                     "Exile all nonland permanents target player controls. Return the exiled "
                     "cards to the battlefield under their owner's control at the beginning "
                     "of the next end step.", "{5}{W}")


def test_607_2a_the_lands_petradon_exiled_come_back_when_it_leaves() -> None:
    game = table(PETRADON)
    lands = [enter(game, "Forest", "Bob") for _ in range(2)]
    game.perform(A.CastSpell("Alice", hand(game, "Petradon"), pay="free"))
    resolve_all(game)
    assert all(zone(game, land) == Zone.EXILE for land in lands)
    (petradon,) = [o for o in game.battlefield() if game.name_of(o) == "Petradon"]
    game.perform(A.DestroyObject(petradon))
    resolve_all(game)
    back = [o for o in game.battlefield() if game.name_of(o) == "Forest"]
    assert len(back) == 2 and all(game.controller_of(o) == "Bob" for o in back)
    assert game.state.zone_ids(Zone.EXILE) == []


def test_the_exiled_cards_return_at_the_next_end_step() -> None:
    game = table(DISAPPEARANCE)
    library(game, "Alice", 2)
    bears = enter(game, "Grizzly Bears", "Bob")
    forest = enter(game, "Forest", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Sudden Disappearance"), ("Bob",),
                             pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.EXILE and zone(game, forest) == Zone.BATTLEFIELD
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert [game.name_of(o) for o in game.battlefield()
            if game.controller_of(o) == "Bob" and game.name_of(o) == "Grizzly Bears"]
