"""Rules engine speed on a 100-permanent board (issue 4).

Targets: the legal actions of a player in at most 10 ms median; an action with its
state-based actions and trigger handling in at most 5 ms median. Run with
`.venv/bin/pytest tests/benchmarks/test_engine_speed.py`; the figures are printed and
kept in pytest-benchmark's extra_info (with the number of layer passes an action
needed: the layer system computes every object's characteristics, 613, and one pass
on this board is the floor of any action that changes something they depend on).
"""

from __future__ import annotations

import copy
import statistics
import time
from collections.abc import Callable
from typing import Any

import pytest

from tabletop.engine.continuous import layers
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.legal_actions import legal_actions
from tabletop.session.cardpool import builtin_pool

LEGAL_TARGET_MS = 10.0
ACTION_TARGET_MS = 5.0
LEVELERS = (("Student of Warfare", 3), ("Knight of Cliffhaven", 1), ("Coralhelm Commander", 2),
            ("Kargan Dragonlord", 4), ("Beastbreaker of Bala Ged", 1), ("Hada Spy Patrol", 1))
CREATURES = ("Grizzly Bears", "Llanowar Elves", "Wind Drake", "Trained Armodon", "Giant Spider")


def build_board() -> Game:
    """50 permanents a side: 20 basic lands, 6 levelers at various levels, 21 creatures,
    Zulaport Cutthroat, an anthem or Training Grounds, Time of Heroes; a few cards in
    hand and in the libraries."""
    game = Game(cards=builtin_pool())
    for player, extra in (("Alice", "Glorious Anthem"), ("Bob", "Training Grounds")):
        game.perform(A.PutInLibrary("Island", player, 10))
        for i in range(20):
            game.perform(A.EnterBattlefield(("Plains", "Island", "Mountain", "Forest")[i % 4],
                                            player))
        for name, level in LEVELERS:
            game.perform(A.EnterBattlefield(name, player, counters=(("level", level),)))
        for i in range(21):
            game.perform(A.EnterBattlefield(CREATURES[i % len(CREATURES)], player))
        for name in (extra, "Zulaport Cutthroat", "Time of Heroes"):
            game.perform(A.EnterBattlefield(name, player))
    for name in ("Lightning Bolt", "Giant Growth", "Student of Warfare", "Shock", "Pyroclasm"):
        game.perform(A.PutInHand(name, "Alice"))
    assert len(game.battlefield()) == 100
    return game


class Passes:
    """Counts layer passes (613) while it is active."""

    def __init__(self) -> None:
        self.n = 0
        self._run: Callable[..., Any] = layers.LayerPass.run

    def __enter__(self) -> Passes:
        original = self._run

        def counting(pass_: layers.LayerPass) -> Any:
            self.n += 1
            return original(pass_)

        layers.LayerPass.run = counting  # type: ignore[method-assign]
        return self

    def __exit__(self, *exc: object) -> None:
        layers.LayerPass.run = self._run  # type: ignore[method-assign]


@pytest.fixture(scope="module")
def board() -> Game:
    return build_board()


def _card(game: Game, name: str) -> int:
    return next(o for o in game.state.zone_ids(Zone.HAND, "Alice")
                if game.obj(o).card.name == name)


def _creature(game: Game, player: str, name: str) -> int:
    return next(o for o in game.permanents(player) if game.chars(o).name == name)


def _report(benchmark: Any, name: str, target: float, passes: int | None = None) -> None:
    median = benchmark.stats.stats.median * 1e3
    benchmark.extra_info.update(median_ms=round(median, 3), target_median_ms=target)
    if passes is not None:
        benchmark.extra_info["layer_passes"] = passes
    print(f"\n{name}: {median:.2f} ms median (target ≤ {target:g} ms)"
          + (f", {passes} layer pass(es)" if passes is not None else ""))


def test_layer_pass_on_the_board(benchmark: Any, board: Game) -> None:
    """For reference: one full layer pass (613) on this board."""
    benchmark(lambda: layers.LayerPass(board.state, record=False).run())
    _report(benchmark, "one layer pass", ACTION_TARGET_MS)


def test_legal_actions_100_permanents(benchmark: Any, board: Game) -> None:
    """The window's question after every event: the characteristics are computed anew
    (the event invalidated them), then every option is worked out."""
    benchmark.pedantic(lambda: legal_actions(board, "Alice"), setup=board.invalidate,
                       rounds=40, iterations=1)
    _report(benchmark, "legal actions (fresh characteristics)", LEGAL_TARGET_MS)
    assert any(o.legal for o in legal_actions(board, "Alice"))


def test_legal_actions_cached_characteristics(benchmark: Any, board: Game) -> None:
    board.result  # noqa: B018 - computed once
    benchmark(lambda: legal_actions(board, "Alice"))
    _report(benchmark, "legal actions (characteristics already computed)", LEGAL_TARGET_MS)


def _timed_action(benchmark: Any, board: Game, prepare: Callable[[Game], Any],
                  act: Callable[[Game, Any], Any], name: str) -> None:
    start = copy.deepcopy(board.state)
    holder: dict[str, Any] = {}

    def setup() -> None:
        board.restore(start)
        holder["arg"] = prepare(board)
        board.result  # noqa: B018 - the previous action left the characteristics computed

    benchmark.pedantic(lambda: act(board, holder["arg"]), setup=setup, rounds=40,
                       iterations=1)
    setup()
    with Passes() as passes:
        act(board, holder["arg"])
    board.restore(start)
    _report(benchmark, name, ACTION_TARGET_MS, passes.n)


def test_action_cast_a_spell(benchmark: Any, board: Game) -> None:
    """Cast Lightning Bolt: move to the stack, pay by tapping a Mountain (605.3a), cast
    and becomes-target triggers checked, state-based actions checked."""
    def prepare(game: Game) -> tuple[int, int]:
        return _card(game, "Lightning Bolt"), _creature(game, "Bob", "Grizzly Bears")

    def act(game: Game, arg: tuple[int, int]) -> None:
        game.perform(A.CastSpell("Alice", arg[0], (arg[1],)))

    _timed_action(benchmark, board, prepare, act, "cast Lightning Bolt")


def test_action_resolve_kill_and_trigger(benchmark: Any, board: Game) -> None:
    """The pass that resolves Lightning Bolt: 3 damage, the Bolt to the graveyard
    (608.2n), state-based actions destroy the creature (704.5g), Bob's Zulaport Cutthroat
    triggers (603.2, 603.10a) and goes on the stack (603.3)."""
    def prepare(game: Game) -> None:
        game.perform(A.CastSpell("Alice", _card(game, "Lightning Bolt"),
                                 (_creature(game, "Bob", "Grizzly Bears"),)))
        game.perform(A.PassPriority("Alice"))

    def act(game: Game, _: None) -> None:
        game.perform(A.PassPriority("Bob"))
        assert len(game.stack()) == 1

    _timed_action(benchmark, board, prepare, act, "resolve Bolt: SBA + trigger")


def test_action_level_up(benchmark: Any, board: Game) -> None:
    """Activate Student of Warfare's level up (602.5d, Training Grounds checked)."""
    def prepare(game: Game) -> int:
        return _creature(game, "Alice", "Student of Warfare")

    def act(game: Game, student: int) -> None:
        game.perform(A.ActivateAbility("Alice", student, "Level up"))

    _timed_action(benchmark, board, prepare, act, "activate level up")


def test_action_resolve_level_up(benchmark: Any, board: Game) -> None:
    """Resolve level up: a counter (613.7c), the band may change (711.2)."""
    def prepare(game: Game) -> None:
        game.perform(A.ActivateAbility("Alice", _creature(game, "Alice", "Student of Warfare"),
                                       "Level up"))
        game.perform(A.PassPriority("Alice"))

    def act(game: Game, _: None) -> None:
        game.perform(A.PassPriority("Bob"))

    _timed_action(benchmark, board, prepare, act, "resolve level up")


def test_action_pass_priority(benchmark: Any, board: Game) -> None:
    """Passing priority with an empty stack: the step ends, the next begins (117.4)."""
    def act(game: Game, _: None) -> None:
        game.perform(A.PassPriority(game.state.priority or "Alice"))

    _timed_action(benchmark, board, lambda game: None, act, "pass priority")


def median_ms(fn: Callable[[], Any], setup: Callable[[], Any], rounds: int = 20) -> float:
    """A plain median without pytest-benchmark (for quick checks)."""
    times = []
    for _ in range(rounds):
        setup()
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e3
