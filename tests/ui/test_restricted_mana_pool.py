"""106.6: restricted mana in the pool is shown with the rest (the window's player view)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.ui.view_model import player_views
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, table

CARGO_SHIP = card(
    "Cargo Ship", "Artifact — Vehicle",
    "Flying, vigilance\n{T}: Add {C}. Spend this mana only to cast an artifact spell or "
    "activate an ability of an artifact source.\nCrew 1", "{1}{U}", "2/3")


def test_the_ships_colourless_mana_shows_in_the_pool() -> None:
    game = table(CARGO_SHIP)
    ship = enter(game, "Cargo Ship")
    forest = enter(game, "Forest")
    game.perform(A.ActivateAbility("Alice", ship, 1))
    game.perform(A.ActivateAbility("Alice", forest, 1))
    alice = next(v for v in player_views(game) if v.name == "Alice")
    assert alice.mana_pool == "{G}{C}"
