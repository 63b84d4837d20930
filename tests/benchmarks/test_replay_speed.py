"""How fast replay mode follows the playhead: one step of playback and one seek across a
long recording, with the Explain layout's panels (inspector, timeline, event log, history)
following it.

Run with `pytest tests/benchmarks/test_replay_speed.py` (the folder is not collected by
default). Targets: a step, the window and its panels updated, inside the 125 ms between
two actions at 8× with room to paint (median at most 80 ms); a seek anywhere in a
500-action recording (the slider dragged) at most 150 ms (median). A step or a seek restores the
nearest snapshot (one every 50 actions) and re-executes the actions after it; nothing
is re-read from the file.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
import statistics
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytest_benchmark.fixture import BenchmarkFixture

from tabletop.engine.model import actions as A
from tabletop.ui import loader
from tabletop.ui.dialogs.prompter import Prompter
from tabletop.ui.main_window import MainWindow
from tabletop.ui.settings import Settings

ACTIONS = 500
STEP_TARGET_MS = 80.0
SEEK_TARGET_MS = 150.0


def _recording() -> Path:
    """The demo table, then ACTIONS more: life changes, a draw, a new turn every 12th."""
    opened = loader.demo_table(seed=7)
    session = opened.session
    players = session.game.players()
    for n in range(ACTIONS - len(session.history)):
        player = players[n % 2]
        if n % 12 == 11:
            session.perform(A.AdvanceTo("next_turn"))
        elif n % 12 == 5:
            session.perform(A.DrawCards(player, 1))
        else:
            session.perform(A.SetLife(player, 1 if n % 4 < 2 else -1))
    path = session.recording_path
    assert path is not None
    session.close()
    return path


@pytest.fixture
def replaying(qapp: QApplication, tmp_path: Path) -> Iterator[MainWindow]:
    recording = _recording()
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings, Prompter())
    window.resize(1920, 1080)
    window.show()
    window.menu.actions["explain_layout"].trigger()
    assert window.open_paths([str(recording)]), window.last_error
    window.replay.playhead.seek(0)
    QApplication.processEvents()
    yield window
    window.close()


def _timed(do: object) -> float:
    start = time.perf_counter()
    do()  # type: ignore[operator]
    QApplication.processEvents()
    return (time.perf_counter() - start) * 1000.0


def test_a_playback_step(benchmark: BenchmarkFixture, replaying: MainWindow) -> None:
    playhead = replaying.replay.playhead
    assert playhead.length >= ACTIONS
    playhead.seek(ACTIONS // 3)
    steps: list[float] = []

    def once() -> None:
        if playhead.position >= playhead.length:
            playhead.seek(ACTIONS // 3)
        steps.append(_timed(playhead.tick))

    benchmark.pedantic(once, rounds=80, warmup_rounds=3)
    median = statistics.median(steps)
    benchmark.extra_info.update(median_step_ms=round(median, 2),
                                worst_step_ms=round(max(steps), 2),
                                target_ms=STEP_TARGET_MS)
    assert median <= STEP_TARGET_MS


def test_a_seek_across_the_recording(benchmark: BenchmarkFixture,
                                     replaying: MainWindow) -> None:
    playhead = replaying.replay.playhead
    slider = replaying.replay.bar.slider
    places = random.Random(5)
    seeks: list[float] = []

    def once() -> None:
        seeks.append(_timed(lambda: slider.setValue(places.randrange(playhead.length + 1))))

    benchmark.pedantic(once, rounds=40, warmup_rounds=2)
    median = statistics.median(seeks)
    benchmark.extra_info.update(median_seek_ms=round(median, 2),
                                worst_seek_ms=round(max(seeks), 2),
                                target_ms=SEEK_TARGET_MS)
    assert median <= SEEK_TARGET_MS
