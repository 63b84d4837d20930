"""Layer inspector speed on a 200-permanent board (target: refreshed within 16 ms of an
event, one frame at 60 Hz). Run with `pytest tests/benchmarks/test_inspector_speed.py`
(the folder is not collected by default); figures are reported, not asserted.

- `event_to_inspector`: from the controller's `events_applied` to the inspector showing
  the new waterfall, including the layer pass with its derivation record (the table
  needs the pass anyway; the inspector is the one that asks for the derivation);
- `inspector_only`: the same with the pass already computed: the inspector's own cost;
- `gesture_to_inspector`: a whole gesture: the engine performs the action (rollback copy,
  state hash, recording), then the inspector refreshes.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from tabletop.engine.model import actions as A
from tabletop.session.cardpool import builtin_pool
from tabletop.session.session import GameSession, Setup
from tabletop.ui.controller import GameController
from tabletop.ui.panels.inspector import InspectorPanel

PERMANENTS = 200
TARGET_MS = 16.0
LORDS = ("Blood Moon", "Urborg, Tomb of Yawgmoth", "Glorious Anthem", "Glorious Anthem",
         "Godhead of Awe", "Knight of Cliffhaven", "Student of Warfare", "Serra Avatar",
         "Venerated Teacher", "Coralhelm Commander")


@pytest.fixture(scope="module")
def board() -> GameSession:
    """170 bears, 20 forests and ten permanents with static abilities in most layers."""
    session = GameSession(Setup(("Alice", "Bob"), title="200 permanents"), builtin_pool())
    for i in range(PERMANENTS - 30):
        session.perform(A.EnterBattlefield("Grizzly Bears", "Alice" if i % 2 else "Bob"))
    for _ in range(20):
        session.perform(A.EnterBattlefield("Forest", "Alice"))
    for name in LORDS:
        session.perform(A.EnterBattlefield(name, "Alice"))
    assert len(session.game.battlefield()) == PERMANENTS
    return session


def _commander(session: GameSession) -> int:
    return next(o for o in session.game.battlefield()
                if session.game.obj(o).card.name == "Coralhelm Commander")


def _level_changes(oid: int) -> Iterator[A.Action]:
    while True:  # up and down again, so the board stays the same size
        yield A.AddCounters(oid, "level", 2)
        yield A.AddCounters(oid, "level", -2)


def _inspector(qtbot: QtBot, session: GameSession) -> tuple[GameController, InspectorPanel]:
    controller = GameController(session)
    panel = InspectorPanel(controller)
    qtbot.addWidget(panel)
    panel.resize(900, 600)
    panel.show()
    controller.select(_commander(session))
    assert panel.rows
    return controller, panel


def _report(benchmark, name: str) -> None:  # type: ignore[no-untyped-def]
    stats = benchmark.stats.stats if benchmark.stats else None
    if stats is not None:
        median_ms = stats.median * 1000
        benchmark.extra_info["median_ms"] = round(median_ms, 2)
        benchmark.extra_info["target_ms"] = TARGET_MS
        print(f"\n{name}: median {median_ms:.2f} ms (target {TARGET_MS:.0f} ms)")


def test_event_to_inspector(benchmark, qtbot: QtBot, board: GameSession) -> None:
    controller, panel = _inspector(qtbot, board)
    actions = _level_changes(_commander(board))
    pending: list[list] = []

    def event() -> None:  # the engine's part, not timed: the game changes
        pending.append(board.game.perform(next(actions)))

    def refresh() -> None:  # timed: the signal reaches the inspector, which redraws
        controller.events_applied.emit(pending.pop())

    before = panel.refreshes
    benchmark.pedantic(refresh, setup=event, rounds=60, iterations=1, warmup_rounds=3)
    assert panel.refreshes - before == 63
    _report(benchmark, "event -> inspector (with the layer pass)")


def test_inspector_only(benchmark, qtbot: QtBot, board: GameSession) -> None:
    controller, panel = _inspector(qtbot, board)
    actions = _level_changes(_commander(board))
    pending: list[list] = []

    def event() -> None:
        pending.append(board.game.perform(next(actions)))
        board.game.derivation(_commander(board))  # the pass is computed already

    def refresh() -> None:
        controller.events_applied.emit(pending.pop())

    before = panel.refreshes
    benchmark.pedantic(refresh, setup=event, rounds=60, iterations=1, warmup_rounds=3)
    assert panel.refreshes - before == 63
    _report(benchmark, "inspector only (pass cached)")


def test_gesture_to_inspector(benchmark, qtbot: QtBot, board: GameSession) -> None:
    controller, panel = _inspector(qtbot, board)
    actions = _level_changes(_commander(board))
    benchmark.pedantic(lambda: controller.perform(next(actions)), rounds=20, iterations=1,
                       warmup_rounds=2)
    assert panel.rows
    _report(benchmark, "gesture -> engine -> inspector")
