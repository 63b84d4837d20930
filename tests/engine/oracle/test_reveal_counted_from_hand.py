"""A player reveals a counted number of cards from their hand, the caster chooses one of them
and that player discards it (701.16 reveal, 701.8 discard): "Target player reveals X cards
from their hand and you choose one of them", "... a number of cards from their hand equal to
the number of Swamps you control"."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

MIRES_TOLL = card("Mire's Toll", "Sorcery",
                  "Target player reveals a number of cards from their hand equal to the number "
                  "of Swamps you control. You choose one of them. That player discards that "
                  "card.", "{B}")
INTERROGATOR = card("Cabal Interrogator", "Creature — Zombie Wizard",
                    "{X}{B}, {T}: Target player reveals X cards from their hand and you choose "
                    "one of them. That player discards that card. Activate this ability only "
                    "any time you could cast a sorcery.", "{1}{B}", "1/1")


def _bob(game: Game, zone: Zone) -> list[str]:
    return sorted(game.name_of(o) for o in game.state.zone_ids(zone, "Bob"))


def test_701_16_as_many_cards_as_swamps_the_chosen_one_is_discarded() -> None:
    game = table(MIRES_TOLL)
    enter(game, "Swamp")
    enter(game, "Swamp")
    bolt = hand(game, "Lightning Bolt", "Bob")
    bears = hand(game, "Grizzly Bears", "Bob")
    hand(game, "Colossal Dreadmaw", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Mire's Toll"), ("Bob",),
                             choices=(("reveal", [bolt, bears]), ("choose", [bears])),
                             pay="free"))
    events = resolve_all(game)
    (shown,) = [e for e in events if e.kind == "reveal"]
    assert sorted(game.name_of(o) for o in shown.objects) == ["Grizzly Bears",
                                                              "Lightning Bolt"]
    assert _bob(game, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert _bob(game, Zone.HAND) == ["Colossal Dreadmaw", "Lightning Bolt"]


def test_701_16_no_swamp_reveals_nothing_and_nothing_is_discarded() -> None:
    game = table(MIRES_TOLL)
    hand(game, "Lightning Bolt", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Mire's Toll"), ("Bob",), pay="free"))
    resolve_all(game)
    assert _bob(game, Zone.HAND) == ["Lightning Bolt"]


def test_107_3_x_cards_are_revealed() -> None:
    game = table(INTERROGATOR)
    interrogator = enter(game, "Cabal Interrogator")
    for name in ("Lightning Bolt", "Grizzly Bears", "Island"):
        hand(game, name, "Bob")
    game.perform(A.ActivateAbility("Alice", interrogator, 1, ("Bob",), (("x", 2),),
                                   pay="free"))
    events = resolve_all(game)
    (shown,) = [e for e in events if e.kind == "reveal"]
    assert len(shown.objects) == 2
    assert len(game.state.zone_ids(Zone.GRAVEYARD, "Bob")) == 1
