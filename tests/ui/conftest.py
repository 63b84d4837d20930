"""Qt tests run without a display: the offscreen platform, set before Qt starts."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# cards jump to their places: tests read positions right after an action (the `animated`
# fixture turns animations on for the tests of animations)
os.environ.setdefault("TABLETOP_ANIMATIONS", "0")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop.ui import i18n
from tabletop.ui.main_window import MainWindow
from tabletop.ui.settings import Settings

from .window_helpers import ScriptedPrompter


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    yield
    if QApplication.instance() is not None:
        i18n.install("en")


@pytest.fixture
def animated(monkeypatch: pytest.MonkeyPatch) -> None:
    """Cards animate in this test (the environment switches animations off for tests)."""
    monkeypatch.setenv("TABLETOP_ANIMATIONS", "1")


@pytest.fixture
def prompter() -> ScriptedPrompter:
    return ScriptedPrompter()


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, prompter: ScriptedPrompter) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    win = MainWindow(settings, prompter)
    qtbot.addWidget(win)
    win.resize(1600, 900)
    win.show()
    qtbot.waitExposed(win)
    for dock in win.docks:
        dock.hide()
    return win
