"""No text is cut off at 1366×768 or 1920×1080, in English or German, in the Play and the
Explain layout: every label, button, check box, dock title and the menu bar is measured
against the room it has."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tabletop.ui.main_window import MainWindow

from .clipping import clipped_texts
from .window_helpers import open_table

SIZES = [(1366, 768), (1920, 1080)]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_nothing_is_clipped(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                            language: str, size: tuple[int, int]) -> None:
    open_table(window, tmp_path)
    window.menu.language_actions[language].trigger()
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    knight = next(iter(window.controller.game.battlefield()))  # type: ignore[union-attr]
    window.controller.select(knight)  # type: ignore[union-attr]
    problems: list[str] = []
    for layout in ("play_layout", "explain_layout"):
        window.menu.actions[layout].trigger()
        qtbot.wait(30)
        problems += [f"{layout}: {p}" for p in clipped_texts(window)]
    assert problems == []


@pytest.mark.parametrize("language", ["en", "de"])
def test_no_dialog_text_is_clipped(qtbot: QtBot, language: str) -> None:
    from tabletop.ui import i18n
    from tabletop.ui.dialogs.mulligan import MulliganDialog
    from tabletop.ui.dialogs.table_moves import ALL_TOKEN_PARTS, CounterDialog, TokenDialog

    assert i18n.install(language)
    dialogs = [TokenDialog("Create tokens", None, ALL_TOKEN_PARTS),
               CounterDialog("Counters"),
               MulliganDialog("Alice", ["Ritter vom Klippenhafen", "Ebene", "Wald", "Ebene",
                                        "Riesenwuchs", "Grizzlybären", "Ebene"], 1, 1)]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert clipped_texts(dialog) == [], type(dialog).__name__


def test_the_audit_finds_a_cut_label(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QLabel, QMainWindow, QPushButton, QVBoxLayout, QWidget

    window = QMainWindow()
    qtbot.addWidget(window)
    body = QWidget()
    box = QVBoxLayout(body)
    label = QLabel("a label with far more words than its forty pixels can hold")
    label.setFixedWidth(40)
    button = QPushButton("a button whose text is long")
    button.setFixedWidth(30)
    box.addWidget(label)
    box.addWidget(button)
    window.setCentralWidget(body)
    window.show()
    qtbot.waitExposed(window)
    problems = clipped_texts(window)
    assert any(p.startswith("label") for p in problems)
    assert any(p.startswith("button 'a button") for p in problems)
