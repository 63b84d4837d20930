"""Starting the window: `tabletop` (the demo table) and `tabletop open FILE...`."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from tabletop.resources import resource

from . import i18n
from .dialogs.prompter import Prompter
from .main_window import MainWindow
from .settings import Settings

LOAD_DELAY_MS = 40


def application() -> QApplication:
    """The QApplication (created once), with the names QSettings and data paths use.

    No organisation name: Qt would put it before the application's name in the data
    directory (`~/.local/share/tabletop/tabletop/recordings`); the settings name both
    explicitly (`Settings`), so they stay where they were."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName("tabletop")
    app.setOrganizationName("")
    app.setApplicationDisplayName("tabletop")
    app.setDesktopFileName("io.github.tabletop.Tabletop")  # packaging/*.desktop: the app id
    icon = resource("icons", "tabletop.svg")
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def build_window(files: list[str] | None = None, *, deferred: bool = True,
                 prompter: Prompter | None = None) -> MainWindow:
    """The window, shown at once; the table (demo or files) is laid a moment later so the
    window appears without waiting for the card compiler. Files are read in a worker
    (progress, Cancel); when they cannot be used the demo table is laid, never an empty
    window."""
    settings = Settings()
    i18n.install(settings.language)
    window = MainWindow(settings, prompter)
    window.remember_layout()
    window.show()
    wanted = list(files or [])

    def demo_if_empty(_ok: bool = False) -> None:
        if window.controller is None:
            window.new_demo_table()

    def after_background(ok: bool) -> None:
        window.files.finished.disconnect(after_background)
        demo_if_empty(ok)

    def load() -> None:
        if wanted and deferred:
            window.files.finished.connect(after_background)
            if not window.open_in_background(wanted):
                after_background(False)
            return
        if not window.open_paths(wanted):
            demo_if_empty()

    if deferred:  # after the window's first paint
        window.statusBar().showMessage(i18n.translate("App", "Shuffling up…"))
        QTimer.singleShot(LOAD_DELAY_MS, load)
    else:
        load()
    return window


def run_window(files: list[str]) -> int:
    app = application()
    window = build_window(files)
    code = app.exec()
    del window
    return int(code)
