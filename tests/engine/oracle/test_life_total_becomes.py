"""119.5: "your life total becomes 15" (Form of the Dinosaur), from Oracle text: the player
gains or loses the life needed, so a loss or a gain happens."""

from __future__ import annotations

from tabletop.engine.game import Game
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

FORM = card("Form of the Dinosaur", "Enchantment",
            "When Form of the Dinosaur enters, your life total becomes 15.\nAt the beginning "
            "of your upkeep, Form of the Dinosaur deals 15 damage to target creature an "
            "opponent controls and that creature deals damage equal to its power to you.",
            "{4}{R}{R}")


def _enter_form(game: Game) -> list[str]:
    enter(game, "Form of the Dinosaur")
    return [e.kind for e in resolve_all(game)]


def test_119_5_a_higher_life_total_becomes_15_by_losing_life() -> None:
    game = table(FORM)
    assert game.player("Alice").life == 20
    _enter_form(game)
    assert (game.player("Alice").life, game.player("Bob").life) == (15, 20)


def test_119_5_a_lower_life_total_becomes_15_by_gaining_life() -> None:
    game = table(FORM)
    game.player("Alice").life = 4
    _enter_form(game)
    assert game.player("Alice").life == 15
