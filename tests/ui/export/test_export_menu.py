"""File ▸ Export video…: enabled while the window shows a recorded game or a replay; the
dialog takes the file and options (and refuses bad ones in words), a progress dialog
follows the export, and the video is there when it ends. In replay mode the dialog
offers the turn at the playhead."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tabletop.session.cardpool import builtin_pool
from tabletop.session.session import GameSession, Setup
from tabletop.ui.dialogs.export_dialog import ExportSettingsDialog
from tabletop.ui.export.probe import probe
from tabletop.ui.loader import Opened
from tabletop.ui.main_window import MainWindow

from ..window_helpers import ScriptedPrompter
from .export_helpers import ACTIONS, knight_recording

LONG_MS = 60_000


def _menu_entry(window: MainWindow) -> object:
    entries = {a.text(): a for a in window.menu.menus["file"].actions()}
    assert "&Export video…" in entries
    return entries["&Export video…"]


def _open_dialog(qtbot: QtBot, window: MainWindow) -> ExportSettingsDialog:
    action = window.menu.actions["export_video"]
    assert _menu_entry(window) is action and action.isEnabled()
    action.trigger()
    dialog = window.video_export.settings_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def _type(qtbot: QtBot, field: object, text: str) -> None:
    """Select what the field holds and type over it."""
    qtbot.mouseDClick(field, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)  # type: ignore[arg-type]
    qtbot.keyClicks(field, text)  # type: ignore[arg-type]


def _fill(qtbot: QtBot, dialog: ExportSettingsDialog, out: Path, size: str = "480x270") -> None:
    _type(qtbot, dialog.file, str(out))
    _type(qtbot, dialog.size_box.lineEdit(), size)
    _type(qtbot, dialog.fps.lineEdit(), "10")
    _type(qtbot, dialog.seconds.lineEdit(), "0.5")


def _export(qtbot: QtBot, window: MainWindow, dialog: ExportSettingsDialog) -> None:
    with qtbot.waitSignal(window.video_export.finished, timeout=LONG_MS) as finished:
        qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
        progress = window.video_export.progress
        assert progress is not None and progress.isVisible()
    assert finished.args == [True], window.video_export.last_message


def test_export_a_recorded_game_from_the_file_menu(qtbot: QtBot, window: MainWindow,
                                                   tmp_path: Path) -> None:
    recording = knight_recording(tmp_path)
    assert window.open_paths([str(recording)]), window.last_error
    dialog = _open_dialog(qtbot, window)
    assert (dialog.first.value(), dialog.last.value()) == (1, ACTIONS)
    assert Path(dialog.file.text()).name == "knight-of-cliffhaven-at-level-0-1-3.mp4"
    assert dialog.length.text() == ("The video lasts 10.0 s: the table before action 1, "
                                    "then 9 actions.")
    out = tmp_path / "videos" / "knight.webm"
    _fill(qtbot, dialog, out, size="481x270")
    assert dialog.format.currentText() == "WebM (VP9)"  # the suffix chose the format
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()  # refused in words, the dialog stays
    assert dialog.problem.text() == ("--size 481x270: MP4 and WebM need an even width and "
                                     "height")
    _type(qtbot, dialog.size_box.lineEdit(), "480x270")
    dialog.inspect.setCurrentIndex(dialog.inspect.findData("Knight of Cliffhaven"))
    _export(qtbot, window, dialog)
    facts = probe(out)
    assert (facts.codec, facts.width, facts.height) == ("vp9", 480, 270)
    assert facts.frames == (ACTIONS + 1) * 5
    assert window.statusBar().currentMessage() == (
        f"Video written: {out} (5.0 s, 50 frames)")
    assert window.video_export.last_result is not None


def test_no_export_without_a_recording(window: MainWindow) -> None:
    window.set_session(Opened(GameSession(Setup(), builtin_pool()), "not recorded"))
    assert not window.menu.actions["export_video"].isEnabled()
    window.video_export.ask()
    assert window.last_refusal == "this game is not recorded, so there is nothing to export"
    assert window.video_export.settings_dialog is None


def test_replay_mode_seek_step_back_and_export_this_turn(
        qtbot: QtBot, window: MainWindow, prompter: ScriptedPrompter, tmp_path: Path) -> None:
    table = Path(__file__).parents[1] / "replay" / "replay_table.toml"
    assert window.open_paths([str(table)]), window.last_error
    assert window.session is not None and window.session.recording_path is not None
    recorded = window.session.recording_path
    prompter.answers["open"] = [[str(recorded)]]
    with qtbot.waitSignal(window.files.finished, timeout=LONG_MS) as opened:
        window.menu.actions["open_recording"].trigger()  # File ▸ Open recording…
    assert opened.args == [True], window.last_error
    playhead = window.replay.playhead
    assert playhead.active and playhead.position == 0
    view = window.table_view
    qtbot.keyClick(view, Qt.Key.Key_End)  # to the end
    assert playhead.position == playhead.length == 18
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Left)  # step back
    assert playhead.position == 15
    turn = playhead.turn_span()
    dialog = _open_dialog(qtbot, window)
    assert (dialog.first.value(), dialog.last.value()) == (1, 18)
    qtbot.mouseClick(dialog.this_turn, Qt.MouseButton.LeftButton)
    assert (dialog.first.value(), dialog.last.value()) == turn
    out = tmp_path / "turn.mp4"
    _fill(qtbot, dialog, out)
    _export(qtbot, window, dialog)
    facts = probe(out)
    assert facts.codec == "h264" and facts.frames == (turn[1] - turn[0] + 2) * 5
    assert playhead.position == 15  # the replay stays where it was
