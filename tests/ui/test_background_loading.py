"""Long reads off the window's thread: big decks, recordings and card data load in a worker
with a progress dialog that can cancel; the window keeps answering; a cancel leaves the
game as it was."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog, QPushButton
from pytestqt.qtbot import QtBot

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.resources import resource
from tabletop.ui import file_opening
from tabletop.ui.dialogs import progress as progress_dialog
from tabletop.ui.main_window import MainWindow

from .window_helpers import ScriptedPrompter, open_table, state_hash

LONG_MS = 60_000


def deck_names() -> list[str]:
    text = resource("decks", "white-blue-levelers.txt").read_text(encoding="utf-8")
    return [line.split(" ", 1)[1] for line in text.splitlines() if line[:1].isdigit()]


def write_deck(path: Path, lines: int, copies: int = 1) -> Path:
    names = deck_names()
    path.write_text("".join(f"{copies} {names[i % len(names)]}\n" for i in range(lines)),
                    encoding="utf-8")
    return path


def recordings() -> set[Path]:
    return set((Path(os.environ["TABLETOP_DATA_DIR"]) / "recordings").glob("*.jsonl"))


@pytest.fixture(autouse=True)
def _dialog_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The progress dialog shows at once (a person sees it after 0.4 s)."""
    monkeypatch.setattr(progress_dialog, "SHOW_AFTER_MS", 0)


class Ticks:
    """Counts a 10 ms timer of the window's thread: it only ticks while the thread is free."""

    def __init__(self) -> None:
        self.count = 0
        self.timer = QTimer()
        self.timer.timeout.connect(self._tick)
        self.timer.start(10)

    def _tick(self) -> None:
        self.count += 1


@pytest.fixture
def ticks() -> Iterator[Ticks]:
    counter = Ticks()
    yield counter
    counter.timer.stop()


def cancel_button(window: MainWindow) -> QPushButton:
    dialog = window.files.progress
    assert isinstance(dialog, QProgressDialog)
    return next(b for b in dialog.findChildren(QPushButton) if b.isVisible())


def test_a_big_deck_loads_in_the_worker_with_progress(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, ticks: Ticks,
        monkeypatch: pytest.MonkeyPatch) -> None:
    open_table(window, tmp_path)
    deck = write_deck(tmp_path / "big.txt", 150)
    phases: list[str] = []
    real_open = file_opening.open_files

    def open_files(files: list[str], **kw: Any) -> Any:
        # the worker waits until the window's thread has ticked a few times: it only can if
        # that thread is free while the worker reads (a blocked window never ticks)
        deadline = time.monotonic() + 10
        while ticks.count <= 3 and time.monotonic() < deadline:
            time.sleep(0.005)
        # the phases as the worker reports them, whatever the speed of the machine
        report = kw["progress"]

        def progress(phase: str, done: int, total: int) -> None:
            phases.append(phase)
            report(phase, done, total)

        return real_open(files, **{**kw, "progress": progress})

    monkeypatch.setattr(file_opening, "open_files", open_files)
    with qtbot.waitSignal(window.files.finished, timeout=LONG_MS) as finished:
        assert window.open_in_background([str(deck)])
        assert not window.table_view.isEnabled()  # no playing on while the table is replaced
        assert not window.menu.actions["pass"].isEnabled()
        assert window.menu.actions["quit"].isEnabled()
        dialog = window.files.progress
        assert dialog is not None
        label = dialog.labelText()
    assert finished.args == [True]
    assert label.startswith("big.txt\n")
    assert {"check", "deal"} & set(phases)
    assert ticks.count > 3  # the window's thread was free while the worker read
    assert window.table_view.isEnabled() and window.menu.actions["pass"].isEnabled()
    game = window.controller.game  # type: ignore[union-attr]
    in_library = sum(len(game.state.zone_ids(Zone.LIBRARY, p)) for p in game.players())
    in_hand = sum(len(game.state.zone_ids(Zone.HAND, p)) for p in game.players())
    assert in_library + in_hand == 2 * 150 and in_hand == 14
    assert window.files.progress is None


def test_cancel_leaves_the_game_as_it_was(qtbot: QtBot, window: MainWindow,
                                           tmp_path: Path) -> None:
    open_table(window, tmp_path)
    session, before, kept = window.session, state_hash(window), recordings()
    deck = write_deck(tmp_path / "big.txt", 1500)
    with qtbot.waitSignal(window.files.finished, timeout=LONG_MS) as finished:
        window.open_in_background([str(deck)])
        job = window.files.job
        assert job is not None
        with qtbot.waitSignal(job.progressed, timeout=LONG_MS):
            pass
        qtbot.waitUntil(lambda: cancel_button(window).isVisible(), timeout=LONG_MS)
        qtbot.mouseClick(cancel_button(window), Qt.MouseButton.LeftButton)
        assert job.cancel_requested
        assert "Stopping" in window.files.progress.labelText()  # type: ignore[union-attr]
    assert finished.args == [False]
    assert window.session is session and state_hash(window) == before
    assert recordings() == kept  # the cancelled game's fresh recording is gone
    assert "Cancelled" in window.statusBar().currentMessage()
    assert window.table_view.isEnabled()


def test_a_60000_line_deck_is_refused_in_words_without_freezing(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, prompter: ScriptedPrompter,
        ticks: Ticks) -> None:
    open_table(window, tmp_path)
    before = state_hash(window)
    deck = write_deck(tmp_path / "huge.txt", 60_000)
    with qtbot.waitSignal(window.files.finished, timeout=LONG_MS) as finished:
        window.open_in_background([str(deck)])
    assert finished.args == [False]
    assert "huge.txt" in prompter.errors[-1] and "line 2001" in prompter.errors[-1]
    assert state_hash(window) == before


def make_recording(window: MainWindow, tmp_path: Path, actions: int) -> Path:
    open_table(window, tmp_path)
    session = window.session
    assert session is not None
    for n in range(actions):
        session.perform(A.SetLife("Alice" if n % 2 else "Bob", 1 if n % 4 < 2 else -1))
    path = session.recording_path
    assert path is not None
    return path


def test_a_long_recording_replays_in_the_worker_and_can_be_cancelled(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    recording = make_recording(window, tmp_path, 30)
    expected = state_hash(window)
    session = window.session
    phases: list[tuple[str, int, int]] = []
    with qtbot.waitSignal(window.files.finished, timeout=LONG_MS) as finished:
        window.open_in_background([str(recording)])
        assert window.files.job is not None
        window.files.job.progressed.connect(lambda *args: phases.append(args))
    assert finished.args == [True]
    assert window.session is not session and state_hash(window) == expected
    assert phases and phases[-1][0] == "replay" and phases[-1][2] >= 30

    replayed, before, kept = window.session, state_hash(window), recordings()
    with qtbot.waitSignal(window.files.finished, timeout=LONG_MS) as finished:
        window.open_in_background([str(recording)])
        job = window.files.job
        assert job is not None
        job.cancel()  # as the Cancel button does
    assert finished.args == [False]
    assert window.session is replayed and state_hash(window) == before
    assert recordings() == kept


def scryfall_cards(path: Path, count: int) -> Path:
    cards = [{"object": "card", "name": f"Test Bear {n:05d}", "layout": "normal",
              "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "oracle_text": "",
              "power": "2", "toughness": "2", "colors": ["G"]} for n in range(count)]
    path.write_text("[\n" + ",\n".join(json.dumps(c) for c in cards) + "\n]\n",
                    encoding="utf-8")
    return path


def test_card_data_imports_in_the_worker_and_new_games_use_it(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, prompter: ScriptedPrompter) -> None:
    from tabletop.cards.importers import default_target

    source = scryfall_cards(tmp_path / "oracle-cards.json", 1200)
    prompter.answers["open"] = [[str(source)]]
    with qtbot.waitSignal(window.files.finished, timeout=LONG_MS) as finished:
        window.menu.actions["import_cards"].trigger()  # File ▸ Import card data…
    assert finished.args == [True]
    assert default_target().is_file()
    assert "1200" in prompter.infos[-1] and "oracle-cards.json" in prompter.infos[-1]
    deck = tmp_path / "bears.txt"
    deck.write_text("30 Test Bear 00007\n30 Test Bear 01199\n", encoding="utf-8")
    assert window.open_paths([str(deck)]), window.last_error


def test_a_cancelled_import_leaves_the_card_database_as_it_was(
        qtbot: QtBot, window: MainWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.cards.importers import default_target

    real_import = file_opening.import_card_data

    def slow_import(source: Path, progress: Any) -> Any:
        # the worker holds on after its first report until the person has clicked Cancel,
        # so the cancel lands mid-import however fast the machine reads
        def held(phase: str, done: int, total: int) -> None:
            progress(phase, done, total)
            deadline = time.monotonic() + 10
            while window.files.job is not None and not window.files.job.cancel_requested \
                    and time.monotonic() < deadline:
                time.sleep(0.005)

        return real_import(source, held)

    monkeypatch.setattr(file_opening, "import_card_data", slow_import)
    source = scryfall_cards(tmp_path / "many.json", 20_000)
    with qtbot.waitSignal(window.files.finished, timeout=LONG_MS) as finished:
        job = window.files.import_in_background(str(source))
        assert job is not None
        with qtbot.waitSignal(job.progressed, timeout=LONG_MS):
            pass
        qtbot.mouseClick(cancel_button(window), Qt.MouseButton.LeftButton)
    assert finished.args == [False]
    assert not default_target().exists()
    assert not list(default_target().parent.glob("*.partial"))


def test_closing_the_window_stops_a_read(qtbot: QtBot, window: MainWindow,
                                         tmp_path: Path) -> None:
    deck = write_deck(tmp_path / "big.txt", 1500)
    kept = recordings()
    window.open_in_background([str(deck)])
    job = window.files.job
    assert job is not None
    window.close()
    assert job.cancel_requested and window.files.pool.activeThreadCount() == 0
    QApplication.processEvents()
    assert recordings() == kept


@pytest.mark.slow
def test_the_biggest_deck_the_reader_takes_opens_in_the_worker(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, ticks: Ticks) -> None:
    """2,000 lines and 10,000 cards (the deck reader's limits), for both players."""
    deck = write_deck(tmp_path / "biggest.txt", 2000, copies=5)
    with qtbot.waitSignal(window.files.finished, timeout=10 * LONG_MS) as finished:
        window.open_in_background([str(deck)])
    assert finished.args == [True]
    game = window.controller.game  # type: ignore[union-attr]
    assert sum(len(game.state.zone_ids(Zone.LIBRARY, p)) for p in game.players()) == 20_000 - 14
    assert ticks.count > 10
