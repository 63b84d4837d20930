"""Replay mode hands the replayed line to File ▸ Export video…: seek, step back, then export
the turn around the playhead from the menu (issue 20: the replay-mode UI test that seeks,
steps back and exports from the menu)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tabletop.session.session import GameSession
from tabletop.ui.main_window import MainWindow

from ..window_helpers import ScriptedPrompter
from .replay_helpers import (
    LENGTH,
    bar,
    branched_recording,
    drag_slider,
    open_from_menu,
    playhead,
)

EXPORT_MS = 120_000


def test_seek_step_back_and_export_the_turn_from_the_menu(
        qtbot: QtBot, window: MainWindow, prompter: ScriptedPrompter, tmp_path: Path) -> None:
    exporter = getattr(window, "video_export", None)
    if exporter is None or "export_video" not in window.menu.actions:
        pytest.skip("File ▸ Export video… is not in this window")
    recording = branched_recording(window)
    before = recording.read_bytes()
    open_from_menu(qtbot, window, prompter, recording)
    transport, replay = bar(window), playhead(window)
    transport.branch.activated.emit(1)  # the line with the turns, not the one left
    assert replay.length == LENGTH

    drag_slider(qtbot, window, replay.position, 16)
    assert replay.position == 16
    window.table_view.setFocus()
    qtbot.keyClick(window.table_view, Qt.Key.Key_Left)
    assert replay.position == 15 and replay.turn_span() == (13, 17)

    export = window.menu.actions["export_video"]
    assert export.isEnabled()
    export.trigger()  # File ▸ Export video…
    dialog = exporter.settings_dialog
    assert dialog is not None and dialog.recording == replay.export_recording
    assert (dialog.first.value(), dialog.last.value()) == (1, LENGTH)
    qtbot.mouseClick(dialog.this_turn, Qt.MouseButton.LeftButton)
    assert (dialog.first.value(), dialog.last.value()) == (13, 17)
    out = tmp_path / "turn-3.gif"
    dialog.file.setText(str(out))
    dialog.size_box.setCurrentText("320x240")
    dialog.fps.setValue(2)
    dialog.seconds.setValue(0.5)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert dialog.problem.text() == ""
    with qtbot.waitSignal(exporter.finished, timeout=EXPORT_MS) as finished:
        pass
    assert finished.args == [True], exporter.last_message
    assert out.is_file() and out.read_bytes()[:6] in (b"GIF89a", b"GIF87a")
    # the exported line is the one played (the branch picked), not the file's own line
    exported = GameSession.from_recording(replay.export_recording, window.session.cards)  # type: ignore[union-attr,arg-type]
    assert len(exported.history) == LENGTH
    exported.close()
    assert replay.position == 15  # the playhead stays where it was
    assert recording.read_bytes() == before
