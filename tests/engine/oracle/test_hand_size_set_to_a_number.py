"""A maximum hand size set to a number (402.2, discarding to it in the cleanup step 514.1),
from Oracle text."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, table

NULL_PROFUSION = card("Null Profusion", "Enchantment",
                      "Skip your draw step.\nWhenever you play a card, draw a card.\nYour "
                      "maximum hand size is two.", "{4}{B}{B}")


def test_402_2_your_maximum_hand_size_is_two() -> None:
    game = table(NULL_PROFUSION)
    enter(game, "Null Profusion")
    for _ in range(6):
        hand(game, "Island", "Alice")
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    game.perform(A.AdvanceTo("next_turn"))
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 2
