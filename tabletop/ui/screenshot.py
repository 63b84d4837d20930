"""`tabletop screenshot FILE OUT.png [--after N] [--size WxH]`: the table as a PNG.

Renders the window offscreen (no display needed) for a scenario (.toml) or a
recording (.jsonl), after its step or action N when given. Exit codes follow
the other commands: 0 written, 2 for a file that cannot be used or a bad size,
1 when the PNG cannot be written.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

_SIZE = re.compile(r"^\s*(\d{2,5})\s*[xX×]\s*(\d{2,5})\s*$")


def parse_size(text: str) -> tuple[int, int]:
    match = _SIZE.match(text or "")
    if match is None:
        raise ValueError(f"--size must look like 1600x900, not {text!r}")
    width, height = int(match.group(1)), int(match.group(2))
    if not (320 <= width <= 8192 and 240 <= height <= 8192):
        raise ValueError(f"--size {width}x{height} is out of range (320x240 to 8192x8192)")
    return width, height


def render_table(files: list[str], size: tuple[int, int], *, after: int | None = None,
                 language: str | None = None) -> QImage:
    """The window for `files` rendered to a QImage of `size` (logical pixels)."""
    from PySide6.QtWidgets import QApplication

    from . import i18n, motion
    from .app import application
    from .dialogs.prompter import Prompter
    from .loader import open_files
    from .main_window import MainWindow
    from .settings import Settings

    application()
    settings = Settings()
    i18n.install(language or settings.language)
    opened = open_files(files, record=False, after=after, still=True)
    window = MainWindow(settings, Prompter())
    motion.set_enabled(False)  # a still picture: every card at its place at once
    try:
        for dock in window.docks:  # the table only
            dock.hide()
        window.set_session(opened)
        window.show()
        for _ in range(2):  # the layout forgets the docks' sizes, then takes the asked size
            QApplication.processEvents()
            window.resize(*size)
        QApplication.processEvents()
        window.table_view.fit_scene()
        window.refresh()
        window.scene.settle()
        window.statusBar().clearMessage()
        QApplication.processEvents()
        image = window.grab().toImage()
    finally:
        if window.controller is not None:
            window.controller.session.close()
        window.close()
        window.deleteLater()
        QApplication.processEvents()
        motion.set_enabled(settings.animations)
    return image


def screenshot_command(file: str, out: str, after: int | None = None,
                       size: str = "1600x900") -> int:
    try:
        dims = parse_size(size)
    except ValueError as exc:
        print(f"ERROR {exc}", file=sys.stderr)
        return 2
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    previous = qInstallMessageHandler(_quiet)
    try:
        return _shoot(file, out, after, dims)
    finally:
        qInstallMessageHandler(previous)


def _quiet(mode: object, context: object, message: str) -> None:
    """Qt's messages, without the offscreen platform's notes about window hints."""
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr)


def _shoot(file: str, out: str, after: int | None, dims: tuple[int, int]) -> int:
    from tabletop.session.errors import CardsChanged

    from .loader import OpenError

    try:
        image = render_table([file], dims, after=after)
    except (OpenError, CardsChanged) as exc:  # CardsChanged: `tabletop replay` says more
        print(f"ERROR {exc}", file=sys.stderr)
        return 2
    target = Path(out)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"ERROR {out}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    # PySide6 takes the format as str; its stub says bytes
    if not image.save(str(target), cast(bytes, "PNG")):
        print(f"ERROR {out}: the PNG could not be written", file=sys.stderr)
        return 1
    print(f"{out}: {image.width()}x{image.height()} PNG of {file}"
          + (f" after step {after}" if after is not None else ""))
    return 0
