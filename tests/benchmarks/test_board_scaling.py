"""Issue 18: the engine at 50, 200 and 1,000 permanents (anthems, levelers, Blood Moon,
Urborg, bears and Forests): building the board, one counter step (put a level counter on
a leveler and read every creature's P/T, as the window does), and one full layer pass.
Figures only (pytest-benchmark), no timed asserts."""

from __future__ import annotations

import pytest

from tabletop.engine.continuous.layers import LayerPass
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.cardkit import (
    anthem,
    blood_moon,
    coralhelm,
    creature,
    enter,
    game_with,
    land,
    urborg,
)

SIZES = (50, 200, 1000)


def build_board(n: int) -> tuple[Game, list[int]]:
    g = game_with(creature("Bear", 2, 2, subtypes=("Bear",)), anthem(), blood_moon(),
                  urborg(), land("Forest", ("Forest",), True), coralhelm())
    enter(g, "Blood Moon")
    enter(g, "Urborg, Tomb of Yawgmoth")
    enter(g, "Glorious Anthem")
    enter(g, "Glorious Anthem", "Bob")
    levelers = [enter(g, "Coralhelm Commander", "Alice" if i % 2 else "Bob")
                for i in range(max(2, n // 25))]
    rest = n - len(g.battlefield())
    for i in range(rest):
        if i % 3 == 0:
            enter(g, "Forest", "Alice" if i % 2 else "Bob")
        else:
            enter(g, "Bear", "Alice" if i % 2 else "Bob")
    assert len(g.battlefield()) == n
    return g, levelers


@pytest.mark.parametrize("n", SIZES)
def test_build_board(benchmark, n: int) -> None:
    benchmark.pedantic(build_board, args=(n,), rounds=1 if n >= 1000 else 3, iterations=1)


@pytest.mark.parametrize("n", SIZES)
def test_one_counter_step(benchmark, n: int) -> None:
    g, levelers = build_board(n)
    creatures = [o for o in g.battlefield() if g.is_creature(o)]
    turn = iter(range(10**9))

    def step() -> None:
        oid = levelers[next(turn) % len(levelers)]
        g.perform(A.AddCounters(oid, "level", 1 if next(turn) % 2 else -1))
        for c in creatures:
            g.chars(c)

    benchmark.pedantic(step, rounds=30, iterations=1, warmup_rounds=2)


@pytest.mark.parametrize("n", SIZES)
def test_full_layer_pass(benchmark, n: int) -> None:
    g, _ = build_board(n)
    benchmark.pedantic(lambda: LayerPass(g.state, record=False).run(), rounds=10,
                       iterations=1)


@pytest.mark.parametrize("library", (60, 1000, 10_000))
def test_draw_and_mulligan_with_a_big_library(benchmark, library: int) -> None:
    """A hidden zone no effect reaches costs nothing per layer pass: draw seven and take a
    London mulligan with `library` cards in the library."""
    g = game_with(creature("Bear", 2, 2))
    g.perform(A.PutInLibrary("Bear", "Alice", library))
    before = g.snapshot()

    def draw_and_mulligan() -> None:
        g.restore(before)
        g.perform(A.DrawCards("Alice", 7))
        g.perform(A.Mulligan("Alice"))

    benchmark.pedantic(draw_and_mulligan, rounds=5, iterations=1)


@pytest.mark.parametrize("n", SIZES)
def test_action_touching_no_affected_set(benchmark, n: int) -> None:
    """An action no continuous effect reads (tap or untap a Forest, 110.5): its cost should
    not grow with the board (within 1.5x from 50 to 1,000 permanents)."""
    g, _ = build_board(n)
    forest = next(o for o in g.battlefield() if g.name_of(o) == "Forest")
    flip = iter(range(10**9))
    benchmark.pedantic(lambda: g.perform(A.SetTapped(forest, next(flip) % 2 == 0)),
                       rounds=50, iterations=1, warmup_rounds=3)
