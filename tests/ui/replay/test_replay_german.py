"""Replay mode speaks German too; its keys are in the shortcut overview; nothing of the
transport bar is cut off at 1366×768, in either language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop.ui.main_window import MainWindow

from ..clipping import clipped_texts
from ..window_helpers import ScriptedPrompter
from .replay_helpers import (
    LENGTH,
    bar,
    branched_recording,
    open_from_menu,
    playhead,
    record_game,
)


def test_the_transport_in_german(qtbot: QtBot, window: MainWindow,
                                 prompter: ScriptedPrompter) -> None:
    window.set_language("de")
    open_from_menu(qtbot, window, prompter, record_game(window))
    transport = bar(window)
    assert window.menu.menus["replay"].title() == "&Wiedergabe"
    assert window.menu.actions["open_recording"].text() == "Auf&zeichnung öffnen …"
    assert transport.caption_text() == "Der Beginn des Spiels"
    assert transport.chapter_button.text() == "Kapitel"
    assert [transport.speed.itemText(i) for i in range(transport.speed.count())] == \
        ["0,25×", "0,5×", "1×", "2×", "4×", "8×"]
    assert transport.commands["replay_play"].toolTip() == "Abspielen (P)"
    playhead(window).seek(13)
    transport.fill_chapters()
    texts = [a.text() for a in transport.chapter_menu.actions()]
    assert "Zug 3: Alice ist am Zug (Aktion 13)" in texts, texts
    assert transport.describe(13, None) == "Aktion 13"
    window.set_language("en")  # switching back rewords the bar
    qtbot.waitUntil(lambda: transport.chapter_button.text() == "Chapters")
    assert transport.caption_text().startswith("Turn 3")


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_overview_lists_the_replay_keys(qtbot: QtBot, window: MainWindow,
                                            language: str) -> None:
    window.set_language(language)
    record_game(window)
    window.table_view.setFocus()
    qtbot.keyClick(window.table_view, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.shortcuts_dialog is not None
                    and window.shortcuts_dialog.isVisible())
    assert window.shortcuts_dialog is not None
    rows = dict(window.shortcuts_dialog.rows())
    if language == "en":
        assert rows["Replay"] == "" and rows["Play / pause"] == "P"
        assert rows["Step back"] == "Left" and rows["Step forward"] == "Right"
        assert rows["To the start"] == "Home" and rows["To the end"] == "End"
        assert rows["Open recording"] == "Ctrl+Shift+O"
        assert rows["Pass priority"] == "Space"  # unchanged: the table's key
    else:
        assert rows["Wiedergabe"] == "" and rows["Abspielen / Pause"] == "P"
        assert rows["Schritt zurück"] == "Links" and rows["Zum Anfang"] == "Pos1"
        assert rows["Nächstes Kapitel"] == "Bild abwärts"
    window.shortcuts_dialog.close()


@pytest.mark.parametrize("language", ["en", "de"])
def test_nothing_of_the_transport_is_cut_off(qtbot: QtBot, window: MainWindow,
                                             prompter: ScriptedPrompter, language: str) -> None:
    window.set_language(language)
    recording = branched_recording(window)
    open_from_menu(qtbot, window, prompter, recording)
    window.resize(1366, 768)
    QApplication.processEvents()
    playhead(window).seek(LENGTH // 2)
    QApplication.processEvents()
    transport = bar(window)
    assert transport.branch.isVisible()
    assert clipped_texts(transport) == []
    assert transport.caption.width() > 200  # the caption keeps room beside the controls
