"""How fast the window follows the game: an engine event to the scene updated at 200
permanents, and the window on screen after launch.

Run with `pytest tests/benchmarks/test_window_speed.py` (the folder is not collected
by default). Targets: an event to the updated scene in at most 16 ms (median) with
200 permanents on the table; the window shown at most 1.5 s after the process starts.

"Event to scene" is what the window does after each action: the layer result is
computed anew (the engine's part), the views of every object are built and compared
with the items' views, changed items repaint, and everything is laid out. The
figures are kept apart in `extra_info`: `layer_pass_ms` is the layer pass when the
window has to ask for it, `engine_perform_ms` the engine performing and recording the
action before its events arrive.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytest_benchmark.fixture import BenchmarkFixture

from tabletop.engine.model import actions as A
from tabletop.session.cardpool import builtin_pool
from tabletop.session.session import GameSession, Setup
from tabletop.ui.dialogs.prompter import Prompter
from tabletop.ui.loader import Opened
from tabletop.ui.main_window import MainWindow
from tabletop.ui.settings import Settings

PERMANENTS = 200
EVENT_TARGET_MS = 16.0
SHOWN_TARGET_S = 1.5
VANILLA = ("Grizzly Bears", "Forest", "Llanowar Elves", "Plains", "Mountain")
WITH_LEVELERS = ("Knight of Cliffhaven", "Grizzly Bears", "Forest", "Student of Warfare",
                 "Plains")


def _window(tmp_path: Path, names: tuple[str, ...]) -> MainWindow:
    session = GameSession(Setup(), builtin_pool())
    for i in range(PERMANENTS):
        session.perform(A.EnterBattlefield(names[i % len(names)], ("Alice", "Bob")[i % 2]))
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings, Prompter())
    window.resize(1920, 1080)
    window.show()
    for dock in window.docks:
        dock.hide()
    window.set_session(Opened(session, "benchmark"))
    QApplication.processEvents()
    return window


@pytest.fixture
def vanilla_table(qapp: QApplication, tmp_path: Path) -> Iterator[MainWindow]:
    window = _window(tmp_path, VANILLA)
    yield window
    window.close()


def _bear(window: MainWindow) -> int:
    game = window.controller.game  # type: ignore[union-attr]
    return next(o for o in game.battlefield() if game.obj(o).card.name == "Grizzly Bears")


def _event_to_scene(window: MainWindow, oid: int, n: int) -> tuple[float, float, float]:
    """One counter put on `oid` (the engine acts), then the window's update timed:
    (ms from the event to the updated scene, ms of it spent in the layer pass, ms the
    engine took to perform the action and record it)."""
    controller = window.controller
    assert controller is not None
    controller.events_applied.disconnect(window._on_events)
    try:
        begin = time.perf_counter()
        events = controller.session.perform(A.AddCounters(oid, "+1/+1", 1 if n % 2 else -1))
        start = time.perf_counter()
        controller.game.result  # noqa: B018 - the layer pass, unless the engine made it
        layers = time.perf_counter()
        window._on_events(events)
        end = time.perf_counter()
    finally:
        controller.events_applied.connect(window._on_events)
    return (end - start) * 1000.0, (layers - start) * 1000.0, (start - begin) * 1000.0


def test_event_to_scene_at_200_permanents(benchmark: BenchmarkFixture,
                                          vanilla_table: MainWindow) -> None:
    bear = _bear(vanilla_table)
    counter = iter(range(10**9))
    runs: list[tuple[float, float, float]] = []

    def once() -> None:
        runs.append(_event_to_scene(vanilla_table, bear, next(counter)))

    benchmark.pedantic(once, rounds=60, warmup_rounds=3)
    total = statistics.median(r[0] for r in runs)
    layer = statistics.median(r[1] for r in runs)
    benchmark.extra_info.update(median_event_to_scene_ms=round(total, 2),
                                layer_pass_ms=round(layer, 2),
                                engine_perform_ms=round(statistics.median(r[2] for r in runs),
                                                        2),
                                items=len(vanilla_table.scene.card_items()),
                                target_ms=EVENT_TARGET_MS)
    # identical permanents share a stack item: the items stand for every permanent
    assert sum(i.stack_count for i in vanilla_table.scene.card_items().values()) >= PERMANENTS
    assert total <= EVENT_TARGET_MS


def test_event_to_scene_with_levelers_ui_share(benchmark: BenchmarkFixture, qapp: QApplication,
                                               tmp_path: Path) -> None:
    """200 permanents of which 80 are levelers: the window's own share stays under the
    target; the engine's layer pass for such a board is reported (see the report)."""
    window = _window(tmp_path, WITH_LEVELERS)
    try:
        bear = _bear(window)
        runs = [_event_to_scene(window, bear, n) for n in range(5)]
        ui_share = statistics.median(total - layer for total, layer, _ in runs)
        benchmark.extra_info.update(ui_share_ms=round(ui_share, 2),
                                    layer_pass_ms=round(statistics.median(r[1] for r in runs),
                                                        1),
                                    engine_perform_ms=round(statistics.median(
                                        r[2] for r in runs), 1))
        benchmark.pedantic(window.refresh, rounds=20, warmup_rounds=2)
        assert ui_share <= EVENT_TARGET_MS
    finally:
        window.close()


CHILD = """
import time, sys
t0 = time.perf_counter()
from PySide6.QtCore import QEvent, QObject, QTimer
from tabletop.ui.app import application, build_window
app = application()
class FirstPaint(QObject):
    done = False
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            print("shown", time.perf_counter() - t0, flush=True)
        return False
watcher = FirstPaint()
app.installEventFilter(watcher)
window = build_window([])
def check():
    if window.controller is not None:
        print("ready", time.perf_counter() - t0, flush=True)
        app.quit()
timer = QTimer()
timer.timeout.connect(check)
timer.start(10)
QTimer.singleShot(20000, app.quit)
app.exec()
"""


def test_window_shown_after_launch(benchmark: BenchmarkFixture, tmp_path: Path) -> None:
    """A fresh interpreter: imports, QApplication, the window painted; then the demo table."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TABLETOP_DATA_DIR=str(tmp_path))
    shown: list[float] = []
    ready: list[float] = []

    def launch() -> None:
        start = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-c", CHILD], env=env, text=True,
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.startswith("shown"):
                shown.append(time.perf_counter() - start)
            elif line.startswith("ready"):
                ready.append(time.perf_counter() - start)
        proc.wait(timeout=60)

    benchmark.pedantic(launch, rounds=3, warmup_rounds=1)
    benchmark.extra_info.update(shown_s=[round(s, 2) for s in shown],
                                demo_table_ready_s=[round(s, 2) for s in ready],
                                target_s=SHOWN_TARGET_S)
    assert shown and statistics.median(shown) <= SHOWN_TARGET_S
    assert ready
