""""If a creature an opponent controls would die, exile it instead." and "At the beginning of
your upkeep, put all creature cards exiled with ~ onto the battlefield under your control.
They gain decayed." (607.2a: linked abilities; 614.1a), from Oracle text: Gisa, Glorious
Resurrector."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

GISA = card("Gisa, Glorious Resurrector", "Legendary Creature — Human Wizard",
            "If a creature an opponent controls would die, exile it instead.\nAt the beginning "
            "of your upkeep, put all creature cards exiled with Gisa, Glorious Resurrector onto "
            "the battlefield under your control. They gain decayed. (A creature with decayed "
            "can't block. When it attacks, sacrifice it at end of combat.)", "{2}{B}{B}", "4/4")


def test_607_2a_the_creatures_exiled_instead_come_back_yours_with_decayed() -> None:
    game = table(GISA, step=Step.UNTAP)
    enter(game, "Gisa, Glorious Resurrector")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.DestroyObject(bears))
    (exiled,) = game.state.zone_ids(Zone.EXILE)
    assert game.name_of(exiled) == "Grizzly Bears"
    game.perform(A.AdvanceTo("upkeep"))
    resolve_all(game)
    (back,) = [o for o in game.permanents("Alice") if game.name_of(o) == "Grizzly Bears"]
    assert game.chars(back).has_ability("Decayed")
    assert game.state.zone_ids(Zone.EXILE) == []


def test_607_2a_a_card_exiled_otherwise_is_not_exiled_with_gisa() -> None:
    game = table(GISA, step=Step.UNTAP)
    enter(game, "Gisa, Glorious Resurrector")
    library = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.MoveObject(library, "exile"))
    game.perform(A.AdvanceTo("upkeep"))
    resolve_all(game)
    assert [game.name_of(o) for o in game.permanents("Alice")] == ["Gisa, Glorious Resurrector"]
