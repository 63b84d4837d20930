"""Long reads off the window's thread: a `Job` runs in Qt's thread pool and reports back.

The work is a plain function of a `progress(phase, done, total)` callback (see
`loader.Progress`); it must touch no Qt object. The job's signals arrive in the
window's thread (queued across threads). `cancel()` makes the next progress call
raise `LoadCancelled`, which the work lets through after removing what it made;
a job that finishes although it was cancelled says so (`cancel_requested`), and the
window throws its result away.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from tabletop.session.errors import CardsChanged

from .loader import LoadCancelled
from .open_errors import as_open_error

PROGRESS_EVERY_S = 0.05
"""At most one progress signal per this many seconds (the last one always goes)."""

Work = Callable[[Callable[[str, int, int], None]], object]


class Job(QObject):
    """`progressed(phase, done, total)`, then one of `succeeded(result)`, `failed(problem)`
    or `cancelled()`: the last thing the worker does with the job. The problem is an
    `OpenError`, or `CardsChanged` (a question for the person, not an error)."""

    progressed = Signal(str, int, int)
    succeeded = Signal(object)
    failed = Signal(object)
    cancelled = Signal()

    def __init__(self, work: Work, path: str | Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.work = work
        self.path = path
        self._stop = threading.Event()
        self._last_report = 0.0

    @property
    def cancel_requested(self) -> bool:
        return self._stop.is_set()

    def start(self, pool: QThreadPool) -> None:
        pool.start(_Runner(self))

    def cancel(self) -> None:
        """Ask the work to stop at its next progress report."""
        self._stop.set()

    def _progress(self, phase: str, done: int, total: int) -> None:
        """Called in the worker thread by the work."""
        if self._stop.is_set():
            raise LoadCancelled
        now = time.monotonic()
        if now - self._last_report >= PROGRESS_EVERY_S or (total and done >= total):
            self._last_report = now
            self.progressed.emit(phase, done, total)

    def run_here(self) -> None:
        """Run the work in the calling thread (the worker's, or a test's)."""
        try:
            result = self.work(self._progress)
        except LoadCancelled:
            self.cancelled.emit()
        except CardsChanged as exc:
            self.failed.emit(exc)
        except Exception as exc:  # the boundary: any problem becomes words
            self.failed.emit(as_open_error(exc, self.path))
        else:
            self.succeeded.emit(result)


class _Runner(QRunnable):
    def __init__(self, job: Job) -> None:
        super().__init__()
        self.job = job

    def run(self) -> None:
        self.job.run_here()
