"""`tabletop export RECORDING OUT.mp4|OUT.webm|OUT.gif`: a recording as a video.

Exit codes follow `tabletop screenshot`: 0 written, 2 for a recording that cannot be
used (missing, not a recording, made with other cards, or one that does not replay as
recorded: the diverging action is named) or bad options, 1 when the video cannot be
written (the folder, the disk, or ffmpeg failing), 130 when interrupted. Nothing is
left behind but a finished video.
"""

from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass

from .options import (
    DEFAULT_FPS,
    DEFAULT_SECONDS_PER_ACTION,
    DEFAULT_SIZE,
    ExportError,
    ExportOptions,
    parse_options,
)

FORMAT_NAMES = {"mp4": "MP4 (H.264)", "webm": "WebM (VP9)", "gif": "GIF"}
PROGRESS_EVERY_S = 0.5


@dataclass(frozen=True, slots=True)
class ExportRequest:
    """The command line's words, unchecked."""

    recording: str
    out: str
    size: str = DEFAULT_SIZE
    fps: int = DEFAULT_FPS
    first: int | None = None
    last: int | None = None
    captions: bool = False
    inspect: str | None = None
    language: str | None = None
    seconds_per_action: float = DEFAULT_SECONDS_PER_ACTION
    allow_changed_cards: bool = False


class _Meter:
    """A progress line on a terminal (nothing when stderr is not one)."""

    def __init__(self) -> None:
        self.on = sys.stderr.isatty()
        self.last = 0.0

    def __call__(self, phase: str, done: int, total: int) -> None:
        now = time.monotonic()
        if not self.on or (now - self.last < PROGRESS_EVERY_S and done != total):
            return
        self.last = now
        shown = f"{phase} {done}/{total}" if total else phase
        print(f"\r{shown:<40}", end="", file=sys.stderr, flush=True)

    def clear(self) -> None:
        if self.on:
            print("\r" + " " * 40 + "\r", end="", file=sys.stderr, flush=True)


def _quiet_qt(mode: object, context: object, message: str) -> None:
    """Qt's messages, without the offscreen platform's notes about window hints."""
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr)


def export_command(request: ExportRequest) -> int:
    try:
        options = parse_options(request.recording, request.out, size=request.size,
                                fps=request.fps, first=request.first, last=request.last,
                                captions=request.captions, inspect=request.inspect,
                                language=request.language or "en",
                                seconds_per_action=request.seconds_per_action)
    except ExportError as exc:
        print(f"ERROR {exc}", file=sys.stderr)
        return exc.exit_code
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    previous = qInstallMessageHandler(_quiet_qt)
    try:
        return _export(request, options)
    finally:
        qInstallMessageHandler(previous)


def _export(request: ExportRequest, options: ExportOptions) -> int:
    from tabletop.session.cardpool import session_pool

    from .. import i18n
    from ..app import application
    from ..settings import Settings
    from .job import ExportJob

    application()
    before = i18n.current_language()
    i18n.install(request.language or Settings().language)
    meter = _Meter()
    job = ExportJob(options, session_pool(), allow_changed_cards=request.allow_changed_cards,
                    progress=meter)
    try:
        result = job.run()
    except ExportError as exc:
        meter.clear()
        print(f"ERROR {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        meter.clear()
        print(f"CANCELLED {options.out}: nothing was written", file=sys.stderr)
        return 130
    finally:
        i18n.install(before)
    meter.clear()
    for warning in result.warnings:
        print(f"warning: {options.recording}: {warning}", file=sys.stderr)
    print(f"{result.path}: {result.width}x{result.height} {FORMAT_NAMES[result.format]}, "
          f"{result.frames} frames at {result.fps} fps ({result.duration:.2f} s), actions "
          f"{result.first}-{result.last} of {options.recording}")
    return 0
