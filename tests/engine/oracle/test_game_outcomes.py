"""104.3, 104.2: effects on losing and winning the game, from Oracle text: "can't lose the
game", "can't win the game", "don't lose the game for having 0 or less life" (704.5a)."""

from __future__ import annotations

from tabletop.cards.compiler import compile_text
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import CardType
from tabletop.engine.model.mana import ManaCost
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, table

PLATINUM = card("Platinum Angel", "Artifact Creature — Angel",
                "Flying\nYou can't lose the game and your opponents can't win the game.",
                "{7}", "4/4")
PERSECUTOR = card("Abyssal Persecutor", "Creature — Demon",
                  "Flying, trample\nYou can't win the game and your opponents can't lose the "
                  "game.", "{2}{B}{B}", "6/6")


def _check_state(game: Game) -> None:
    game.perform(A.PassPriority(game.state.priority or "Alice"))  # 704.3: SBAs checked


def test_104_3_you_cant_lose_the_game_at_zero_life() -> None:
    game = table(PLATINUM)
    angel = enter(game, "Platinum Angel")
    game.perform(A.SetLife("Alice", -25))
    _check_state(game)
    assert not game.player("Alice").lost and not game.state.game_over
    game.perform(A.DestroyObject(angel))  # the effect ends: 704.5a applies at once
    assert game.player("Alice").lost and game.player("Bob").won


def test_104_3_your_opponents_cant_lose_the_game() -> None:
    game = table(PERSECUTOR)
    enter(game, "Abyssal Persecutor")
    game.perform(A.SetLife("Bob", -25))
    _check_state(game)
    assert not game.player("Bob").lost and not game.state.game_over
    assert game.player("Bob").life == -5


def test_104_3_its_controller_still_loses() -> None:
    game = table(PERSECUTOR)
    enter(game, "Abyssal Persecutor")
    game.perform(A.SetLife("Alice", -25))  # state-based actions follow the action
    assert game.player("Alice").lost


def test_104_3b_you_dont_lose_for_having_0_or_less_life() -> None:
    # Phyrexian Unlife's first ability, alone: the life rule only (704.5a)
    compiled = compile_text("You don't lose the game for having 0 or less life.",
                            "Phyrexian Unlife")
    assert compiled.unknown == ()
    unlife = CardDefinition("Phyrexian Unlife", ManaCost.parse("{2}{W}"),
                            types=frozenset({CardType.ENCHANTMENT}),
                            abilities=compiled.abilities)
    game = table(unlife)
    enter(game, "Phyrexian Unlife")
    game.perform(A.SetLife("Alice", -21))
    _check_state(game)
    assert not game.player("Alice").lost
    game.player("Alice").counters["poison"] = 10  # poison still counts (704.5c)
    _check_state(game)
    assert game.player("Alice").lost
