"""F1 or ? opens the shortcut overview: every action of the window's action table with its
keys, grouped by menu, in the interface language."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tabletop.ui.dialogs.shortcuts import ShortcutsDialog, action_text
from tabletop.ui.main_window import MainWindow
from tabletop.ui.window_actions import ACTIONS

from .clipping import clipped_texts
from .window_helpers import open_table


def overview(window: MainWindow) -> ShortcutsDialog:
    dialog = window.shortcuts_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_f1_lists_every_action_with_its_keys(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    open_table(window, tmp_path)
    window.table_view.setFocus()
    qtbot.keyClick(window.table_view, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.shortcuts_dialog is not None
                    and window.shortcuts_dialog.isVisible())
    rows = dict(overview(window).rows())
    for name in ACTIONS:
        assert action_text(window.menu.actions[name]) in rows, name
    assert rows["Undo"] == "Ctrl+Z" and rows["Pass priority"] == "Space"
    assert rows["Keyboard shortcuts"] == "F1, ?"
    assert rows["About tabletop"] == "—"
    assert "Edit" in rows  # a menu's title heads its group
    assert clipped_texts(overview(window)) == []
    overview(window).close()


def test_question_mark_opens_it_in_german(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    open_table(window, tmp_path)
    window.menu.language_actions["de"].trigger()
    window.table_view.setFocus()
    qtbot.keyClicks(window.table_view, "?")
    qtbot.waitUntil(lambda: window.shortcuts_dialog is not None
                    and window.shortcuts_dialog.isVisible())
    dialog = overview(window)
    assert dialog.windowTitle() == "Tastenkürzel"
    rows = dict(dialog.rows())
    assert rows["Rückgängig"] == "Strg+Z"
    assert rows["Priorität abgeben"] == "Leertaste"
    assert "Bearbeiten" in rows
    assert clipped_texts(dialog) == []
    # switching back while it is open rewrites it
    window.menu.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Keyboard shortcuts")
    assert dict(dialog.rows())["Undo"] == "Ctrl+Z"
    window.close()  # the overview goes with the window
    assert not dialog.isVisible()
