"""An export run beside a window: the recording verified in a worker thread, the frames
drawn in the window's thread a few at a time between its events, so the window keeps
painting and Cancel answers at once.

`progressed(phase, done, total)` as `job.Progress` says; at the end one of
`succeeded(result)`, `failed(message)` or `cancelled()`. A cancelled or failed run
leaves no file behind.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, QThreadPool, QTimer, Signal

from ..background import Job
from ..i18n import translate
from .job import ExportJob, ExportResult
from .options import ExportError, ExportOptions

CHUNK_S = 0.04
"""Drawing time per turn of the window's event loop."""
WAIT_MS = 10
"""The pause before the next chunk while ffmpeg catches up."""


class ExportRun(QObject):
    progressed = Signal(str, int, int)
    succeeded = Signal(object)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, options: ExportOptions, cards: Callable[[str], Any],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.job = ExportJob(options, cards, progress=self._drawn)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.reader: Job | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._chunk)
        self.running = False
        self.result: ExportResult | None = None
        self._in_chunk = False
        self._stop = False

    @property
    def options(self) -> ExportOptions:
        return self.job.options

    def start(self) -> None:
        """Verify the recording in the worker, then draw."""
        job = self.job

        def read(progress: Callable[[str, int, int], None]) -> object:
            job.progress = progress
            try:
                return job.read()
            except ExportError as exc:  # words for the person, not an open error
                return exc

        self.running = True
        reader = Job(read, self.options.recording, self)
        self.reader = reader
        queued = Qt.ConnectionType.QueuedConnection  # the worker reports from its thread
        reader.progressed.connect(self.progressed, queued)
        reader.succeeded.connect(self._read, queued)
        reader.failed.connect(lambda problem: self._fail(str(problem)), queued)
        reader.cancelled.connect(self._cancelled, queued)
        reader.start(self.pool)

    def cancel(self) -> None:
        """Stop: the reader at its next report, the drawing now (ffmpeg is killed)."""
        if not self.running:
            return
        if self.reader is not None:
            self.reader.cancel()
            return
        if self._in_chunk:  # a modal progress dialog handles the click inside a chunk
            self._stop = True
            return
        self.timer.stop()
        self.job.abort()
        self._cancelled()

    def wait(self) -> None:
        """Block until the worker has ended (the window closes)."""
        self.pool.waitForDone()

    # ------------------------------------------------------------------ steps

    def _read(self, result: object) -> None:
        reader, self.reader = self.reader, None
        if reader is not None and reader.cancel_requested:
            self._cancelled()
            return
        if isinstance(result, ExportError):
            self._fail(str(result))
            return
        self.job.progress = self._drawn
        try:
            self.job.begin()
        except ExportError as exc:
            self._fail(str(exc))
            return
        self.timer.start(0)

    def _chunk(self) -> None:
        if not self.running:
            return
        self._in_chunk = True
        try:
            done = self.job.step(CHUNK_S)
        except ExportError as exc:
            self._fail(str(exc))
            return
        except Exception as exc:  # the boundary: the window stays, the person is told
            self._fail(translate("Export", "the export failed ({problem})").replace(
                "{problem}", f"{type(exc).__name__}: {exc}"))
            return
        finally:
            self._in_chunk = False
        if self._stop and not done:
            self.cancel()
            return
        if done:
            self.running = False
            self.result = self.job.result
            self.succeeded.emit(self.result)
        else:
            self.timer.start(WAIT_MS)

    def _drawn(self, phase: str, done: int, total: int) -> None:
        self.progressed.emit(phase, done, total)

    def _fail(self, message: str) -> None:
        self.job.abort()
        self.reader = None
        self.running = False
        self.failed.emit(message)

    def _cancelled(self) -> None:
        self.job.abort()
        self.reader = None
        if self.running:
            self.running = False
            self.cancelled.emit()
