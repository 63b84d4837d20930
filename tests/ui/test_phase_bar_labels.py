"""The phase bar's step names are never cut: at 1366×768 and 1920×1080, in English and
German, every label's text fits the button it is drawn on (measured in the bold font the
current step uses)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel, QToolButton
from pytestqt.qtbot import QtBot

from tabletop.ui import i18n
from tabletop.ui.main_window import MainWindow
from tabletop.ui.phase_bar import step_label
from tabletop.ui.window_layout import LayoutMode

# the style sheet's padding and border on each side of a step's text
BUTTON_PADDING = 2 * (7 + 1)


def text_fits(button: QToolButton) -> bool:
    bold = QFont(button.font())
    bold.setBold(True)
    return QFontMetrics(bold).horizontalAdvance(button.text()) + BUTTON_PADDING <= \
        button.width()


def label_fits(label: QLabel) -> bool:
    return label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width()


@pytest.mark.parametrize("mode", list(LayoutMode))
@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_no_step_label_is_cut(qtbot: QtBot, window: MainWindow, language: str,
                              size: tuple[int, int], mode: LayoutMode) -> None:
    window.set_language(language)
    window.new_demo_table()
    window.set_layout_mode(mode)  # Explain: the panels do not narrow the phase bar
    window.resize(*size)
    QApplication.processEvents()
    bar = window.phase_bar
    assert bar.width() <= size[0]
    for step, button in bar.buttons.items():
        assert button.text(), step
        assert text_fits(button), (language, size, button.text(), button.width())
        assert step_label(step) in button.toolTip()  # the full name is always at hand
    assert label_fits(bar.turn_label), bar.turn_label.text()
    assert label_fits(bar.priority_label), bar.priority_label.text()
    if size[0] >= 1920:  # a wide window shows the full names
        assert not bar.short_labels
        assert [b.text() for b in bar.buttons.values()] == [step_label(s) for s in bar.buttons]


def test_german_names_are_german(qtbot: QtBot, window: MainWindow) -> None:
    window.set_language("de")
    window.resize(1920, 1080)
    QApplication.processEvents()
    texts = [b.text() for b in window.phase_bar.buttons.values()]
    assert "Versorgung" in texts and "Kampfschaden" in texts
    assert i18n.current_language() == "de"


def test_a_narrow_window_takes_the_short_names(qtbot: QtBot, window: MainWindow) -> None:
    window.set_language("de")
    window.resize(1024, 700)
    QApplication.processEvents()
    bar = window.phase_bar
    assert bar.short_labels
    for button in bar.buttons.values():
        assert text_fits(button), button.text()
