"""The library pile shows its top card face up when a permanent says to play with it
revealed (701.20b), or when its owner may look at it and the window shows their cards."""

from __future__ import annotations

from tabletop.engine.model.enums import Zone
from tabletop.ui.view_model import ViewOptions, table_state
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, table

SPY = card("Goblin Spy", "Creature — Goblin Rogue",
           "Play with the top card of your library revealed.", "{R}", "1/1")
LOOK = card("Test Lookout", "Enchantment", "You may look at the top card of your library any "
            "time.", "{1}{W}")


def test_the_pile_shows_a_revealed_top_card() -> None:
    game = table(SPY)
    library(game, "Alice", 3, "Forest")
    library(game, "Bob", 3, "Island")
    assert table_state(game, game.result).piles[(Zone.LIBRARY, "Alice")].top is None
    enter(game, "Goblin Spy")
    state = table_state(game, game.result)
    top = state.piles[(Zone.LIBRARY, "Alice")].top
    assert top is not None and top.name == "Forest"
    assert state.piles[(Zone.LIBRARY, "Bob")].top is None


def test_the_pile_shows_a_looked_at_top_card_only_with_its_owners_cards() -> None:
    game = table(LOOK)
    library(game, "Alice", 3, "Forest")
    enter(game, "Test Lookout")
    hidden = table_state(game, game.result, ViewOptions(revealed_hands=frozenset({"Bob"})))
    assert hidden.piles[(Zone.LIBRARY, "Alice")].top is None
    shown = table_state(game, game.result, ViewOptions(revealed_hands=frozenset({"Alice"})))
    top = shown.piles[(Zone.LIBRARY, "Alice")].top
    assert top is not None and top.name == "Forest"
