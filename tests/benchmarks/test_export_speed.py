"""How fast a recording becomes a video (`tabletop export`, issue 20).

Run with `pytest tests/benchmarks/test_export_speed.py` (the folder is not collected by
default). Targets on the 2-core machine: a 60-second 1280x720 30 fps MP4 of a demo
recording (59 actions: cards entering, tapping, untapping, counters, life, draws, cards
going to the graveyard; captions on) exported in at most 60 s, from reading and
verifying the recording to the finished file; one frame of a table of 200 permanents, no
two alike (so each is a card of its own), drawn at 1280x720 in at most 15 ms (median).
`extra_info` keeps the figures: the export's seconds and frames, how many frames were
drawn (the rest of each action's second repeats its last picture), and the frame's
median, fastest and slowest milliseconds.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import statistics
import time
from pathlib import Path

import pytest
from pytest_benchmark.fixture import BenchmarkFixture

from tabletop.engine.model import actions as A
from tabletop.session.cardpool import builtin_pool, session_pool
from tabletop.session.session import GameSession, Setup
from tabletop.ui.export.frames import FrameRenderer
from tabletop.ui.export.job import ExportJob
from tabletop.ui.export.options import parse_options
from tabletop.ui.export.probe import probe
from tabletop.ui.export.source import ExportSource

EXPORT_TARGET_S = 60.0
FRAME_TARGET_MS = 15.0
DEMO_ACTIONS = 59  # and the opening slot: 60 one-second slots
PERMANENTS = 200
CREATURES = ("Grizzly Bears", "Llanowar Elves", "Knight of Cliffhaven", "Student of Warfare")
LANDS = ("Forest", "Plains", "Mountain")
PLAYERS = ("Alice", "Bob")


def _entered(session: GameSession, card: str, player: str) -> int:
    events = session.perform(A.EnterBattlefield(card, player))
    return next(e.objects[0] for e in events if e.kind == "enters")


def demo_recording(path: Path) -> Path:
    """A recorded game of DEMO_ACTIONS actions, each changing what the table shows."""
    session = GameSession(Setup(PLAYERS), builtin_pool(), record=path)
    for player in PLAYERS:
        session.perform(A.PutInLibrary("Forest", player, 20))
    creatures: list[int] = []
    lands: list[int] = []
    i = 0
    while len(session.history) < DEMO_ACTIONS:
        player = PLAYERS[i % 2]
        kind = i % 8
        if kind == 0 or not creatures:
            creatures.append(_entered(session, CREATURES[i % len(CREATURES)], player))
        elif kind == 1 or not lands:
            lands.append(_entered(session, LANDS[i % len(LANDS)], player))
        elif kind == 2:
            session.perform(A.SetTapped(lands[-1], True))
        elif kind == 3:
            session.perform(A.AddCounters(creatures[-1], "+1/+1", 1))
        elif kind == 4:
            session.perform(A.SetLife(player, -2))
        elif kind == 5:
            session.perform(A.DrawCards(player, 1))
        elif kind == 6:
            session.perform(A.SetTapped(lands[-1], False))
        elif len(creatures) > 2:
            session.perform(A.MoveObject(creatures.pop(0), "graveyard"))
        else:
            session.perform(A.SetTapped(creatures[-1], True))
        i += 1
    session.close()
    return path


def test_a_60_second_demo_exports_in_at_most_60_seconds(
        benchmark: BenchmarkFixture, qapp: object, tmp_path: Path) -> None:
    recording = demo_recording(tmp_path / "demo.jsonl")
    out = tmp_path / "demo.mp4"
    options = parse_options(recording, out, size="1280x720", fps=30, captions=True)
    drawn: list[int] = []

    def export() -> float:
        start = time.perf_counter()
        job = ExportJob(options, session_pool())
        job.run()
        drawn.append(job.frames_drawn)
        return time.perf_counter() - start

    seconds = benchmark.pedantic(export, rounds=1, iterations=1)
    facts = probe(out)
    benchmark.extra_info.update(export_s=round(seconds, 2), target_s=EXPORT_TARGET_S,
                                video_s=facts.duration, frames=facts.frames,
                                frames_drawn=drawn[0])
    assert (facts.width, facts.height, facts.codec) == (1280, 720, "h264")
    assert facts.frames == 60 * 30 and facts.duration == pytest.approx(60.0, abs=0.05)
    assert seconds <= EXPORT_TARGET_S


def test_one_frame_of_a_200_permanent_table(benchmark: BenchmarkFixture,
                                            qapp: object) -> None:
    # each permanent with its own number of counters: no two look alike, so none share a
    # stack (the window draws identical permanents as one card with a count)
    actions: list[A.Action] = []
    for i in range(PERMANENTS):
        actions.append(A.EnterBattlefield((CREATURES + LANDS)[i % 7], PLAYERS[i % 2]))
        actions.append(A.AddCounters(i + 1, "+1/+1", i + 1))
    source = ExportSource(Path("board.jsonl"), Setup(PLAYERS), builtin_pool(), actions)
    renderer = FrameRenderer(source, 1280, 720, captions=True, counter_total=len(actions))
    renderer.skip(actions)
    assert len(renderer.session.game.battlefield()) == PERMANENTS
    assert len(renderer.scene.card_items()) == PERMANENTS
    renderer.frame_bytes()  # the first frame fills the cards' caches
    times: list[float] = []

    def frame() -> None:
        start = time.perf_counter()
        renderer.frame_bytes()
        times.append((time.perf_counter() - start) * 1000.0)

    benchmark.pedantic(frame, rounds=60, iterations=1, warmup_rounds=3)
    median = statistics.median(times)
    benchmark.extra_info.update(median_ms=round(median, 2), fastest_ms=round(min(times), 2),
                                slowest_ms=round(max(times), 2), target_ms=FRAME_TARGET_MS)
    renderer.close()
    assert median <= FRAME_TARGET_MS
