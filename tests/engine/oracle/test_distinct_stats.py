""""Draw a card for each different power among creatures you control" (208.1, 202.3):
distinct values among permanents, from Oracle text: Golden Ratio."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

RATIO = card("Golden Ratio", "Sorcery",
             "Draw a card for each different power among creatures you control.", "{1}{G}{U}")


def test_208_1_each_power_counts_once() -> None:
    game = table(RATIO)
    library(game, "Alice", 10)
    enter(game, "Grizzly Bears")
    enter(game, "Grizzly Bears")  # power 2 again: no more cards
    enter(game, "Colossal Dreadmaw")  # power 6
    enter(game, "Sol Ring")  # no power (208.3): adds none
    enter(game, "Ornithopter", "Bob")  # not yours
    game.perform(A.CastSpell("Alice", hand(game, "Golden Ratio"), pay="free"))
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 0
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 2  # powers 2 and 6
