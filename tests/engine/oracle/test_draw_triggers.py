"""121.1: draw triggers name whose draw: "whenever you draw a card" only yours, "whenever
an opponent draws a card" only theirs ("that player": the one who drew)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

PARASITE = card("Kederekt Parasite", "Creature — Horror",
                "Whenever an opponent draws a card, if you control a red permanent, you may "
                "have Kederekt Parasite deal 1 damage to that player.", "{B}", "1/1")
FOUNT = card("Test Fount", "Enchantment", "Whenever you draw a card, you gain 1 life.", "{1}")
RED = card("Test Red Thing", "Enchantment", "", "{R}")


def test_121_1_you_draw_triggers_on_your_draws_only() -> None:
    game = table(FOUNT)
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Test Fount")
    game.perform(A.DrawCards("Bob", 1))
    resolve_all(game)
    assert game.player("Alice").life == 20
    game.perform(A.DrawCards("Alice", 2))
    resolve_all(game)
    assert game.player("Alice").life == 22


def test_121_1_the_parasite_pings_the_opponent_who_draws() -> None:
    game = table(PARASITE, RED)
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Kederekt Parasite")
    game.perform(A.DrawCards("Bob", 1))
    resolve_all(game)
    assert game.player("Bob").life == 20  # 603.4: no red permanent
    enter(game, "Test Red Thing")
    game.perform(A.DrawCards("Bob", 1))
    game.perform(A.DrawCards("Alice", 1))
    resolve_all(game)
    assert (game.player("Bob").life, game.player("Alice").life) == (19, 20)
