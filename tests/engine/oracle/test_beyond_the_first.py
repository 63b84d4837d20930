"""Counting past the first one (107.1), from Oracle text: "for each creature blocking it
beyond the first" (Jungle Wurm, 509.3c)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

JUNGLE_WURM = card("Jungle Wurm", "Creature — Wurm",
                   "Whenever Jungle Wurm becomes blocked, it gets -1/-1 until end of turn for "
                   "each creature blocking it beyond the first.", "{3}{G}{G}", "5/5")
WALL = card("Test Wall", "Creature — Wall", "Defender", "{1}{W}", "0/4")


def _blocked_by(n: int) -> tuple[Game, int]:
    game = table(JUNGLE_WURM, WALL)
    library(game, "Alice")
    library(game, "Bob")
    wurm = enter(game, "Jungle Wurm")
    game.obj(wurm).controlled_since_turn_start = True
    walls = [enter(game, "Test Wall", "Bob") for _ in range(n)]
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (wurm,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", tuple((w, wurm) for w in walls)))
    resolve_all(game)
    return game, wurm


def test_107_1_three_blockers_give_minus_2_minus_2() -> None:
    game, wurm = _blocked_by(3)
    assert (game.chars(wurm).power, game.chars(wurm).toughness) == (3, 3)


def test_107_1_one_blocker_is_not_beyond_the_first() -> None:
    game, wurm = _blocked_by(1)
    assert (game.chars(wurm).power, game.chars(wurm).toughness) == (5, 5)
