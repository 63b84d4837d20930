"""Converge (207.2c ability word): "where X is the number of colors of mana spent to cast ~"
counts the colours of the mana that paid for the spell (106.1, 601.2h); a spell cast without
paying mana counts none."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

PAINFUL_TRUTHS = card("Painful Truths", "Sorcery",
                      "Converge — You draw X cards and you lose X life, where X is the number "
                      "of colors of mana spent to cast Painful Truths.", "{2}{B}")
INFUSE = card("Infuse with the Elements", "Instant",
              "Converge — Put X +1/+1 counters on target creature, where X is the number of "
              "colors of mana spent to cast Infuse with the Elements. That creature gains "
              "trample until end of turn.", "{3}{G}")


def _lands(game: Game, *names: str) -> None:
    for name in names:
        enter(game, name)


def _hand_size(game: Game) -> int:
    return len(game.state.zone_ids(Zone.HAND, "Alice"))


def test_207_2c_three_colors_draw_three_and_lose_three() -> None:
    game = table(PAINFUL_TRUTHS)
    _lands(game, "Swamp", "Island", "Mountain")
    library(game, "Alice", 5, "Island")
    game.perform(A.CastSpell("Alice", hand(game, "Painful Truths")))
    resolve_all(game)
    assert _hand_size(game) == 3
    assert game.player("Alice").life == 17


def test_207_2c_one_color_counts_once() -> None:
    game = table(PAINFUL_TRUTHS)
    _lands(game, "Swamp", "Swamp", "Swamp")
    library(game, "Alice", 5, "Island")
    game.perform(A.CastSpell("Alice", hand(game, "Painful Truths")))
    resolve_all(game)
    assert _hand_size(game) == 1
    assert game.player("Alice").life == 19


def test_207_2c_cast_without_paying_mana_counts_no_color() -> None:
    game = table(INFUSE)
    bears = enter(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", hand(game, "Infuse with the Elements"), (bears,),
                             pay="free"))
    resolve_all(game)
    assert game.obj(bears).counters.get("+1/+1", 0) == 0


def test_207_2c_two_colors_two_counters() -> None:
    game = table(INFUSE)
    bears = enter(game, "Grizzly Bears")
    _lands(game, "Forest", "Forest", "Plains", "Plains")
    game.perform(A.CastSpell("Alice", hand(game, "Infuse with the Elements"), (bears,)))
    resolve_all(game)
    assert game.obj(bears).counters.get("+1/+1", 0) == 2
    assert game.chars(bears).power == 4
