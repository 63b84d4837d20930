"""701.20b "Play with the top card of your library revealed" and "You may look at the top
card of your library any time", from Oracle text: who may see the top card (the table's
pile is in tests/ui/test_library_top_pile.py)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.rules.library_top import top_card_known_to_owner, top_card_revealed
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, table

SPY = card("Goblin Spy", "Creature — Goblin Rogue",
           "Play with the top card of your library revealed.", "{R}", "1/1")
LOOK = card("Test Lookout", "Enchantment", "You may look at the top card of your library any "
            "time.", "{1}{W}")


def test_701_20b_the_top_card_is_revealed_while_the_spy_is_there() -> None:
    game = table(SPY)
    library(game, "Alice", 3, "Forest")
    assert not top_card_revealed(game, "Alice")
    spy = enter(game, "Goblin Spy")
    assert top_card_revealed(game, "Alice") and not top_card_revealed(game, "Bob")
    assert top_card_known_to_owner(game, "Alice")
    game.perform(A.MoveObject(spy, "graveyard"))
    assert not top_card_revealed(game, "Alice")


def test_the_owner_alone_may_look_at_the_top_card() -> None:
    game = table(LOOK)
    enter(game, "Test Lookout")
    assert top_card_known_to_owner(game, "Alice") and not top_card_revealed(game, "Alice")
    assert not top_card_known_to_owner(game, "Bob")
