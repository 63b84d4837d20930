"""How the window opens files: at once, or in a worker with progress and Cancel.

Every file a person gives the window (File ▸ Open, `tabletop open FILE`, a drop,
File ▸ Import card data) comes through here. A file that cannot be used shows
the file, the place and the reason in words and leaves the game as it was; a
cancelled read leaves it as it was too. While a worker reads, the table and the
menu commands are disabled (the new game replaces the old one when it is ready),
and the window keeps painting.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QThreadPool, Signal

from tabletop.cards.importers import ImportSummary
from tabletop.session.errors import CardsChanged

from .background import Job, Work
from .dialogs.progress import LoadProgress
from .i18n import translate
from .loader import (
    Opened,
    OpenError,
    Progress,
    compute_layers,
    discard,
    file_kind,
    import_card_data,
    open_files,
)
from .unknown_cards import pool_check, unknown_cards_text

if TYPE_CHECKING:
    from .main_window import MainWindow

WAIT_AT_CLOSE_MS = 10_000
CARD_DATA_FILTERS = ("Card data (*.json *.json.gz *.json.bz2 *.json.xz *.zip);;"
                     "All files (*)")


def _nothing(job: Job, result: object) -> bool:
    return False


class FileOpener(QObject):
    """`finished(ok)`: a read in the worker ended (ok: its result is in the window)."""

    finished = Signal(bool)

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.job: Job | None = None
        self.progress: LoadProgress | None = None
        self._on_success: Callable[[Job, object], bool] = _nothing
        self._files: list[str] = []

    @property
    def busy(self) -> bool:
        return self.job is not None

    # ------------------------------------------------------------------ opening

    def refuse_unknown_cards(self, files: list[str]) -> bool:
        """A scenario naming cards the database does not know: the game stays, the cards
        are named with the nearest known names, and importing card data is offered.
        True when it was refused."""
        if len(files) != 1 or file_kind(Path(files[0])) != "scenario" \
                or not Path(files[0]).is_file():
            return False
        unknown = pool_check(Path(files[0]))
        if not unknown:
            return False
        window = self.window
        text = unknown_cards_text(Path(files[0]).name, unknown)
        window.last_error = text
        window.statusBar().showMessage(translate(
            "MainWindow", "Not opened: unknown cards. The game on the table is unchanged."),
            10000)
        if window.prompter.confirm(translate("UnknownCards", "Unknown cards"), text,
                                   translate("UnknownCards", "Import card data…"),
                                   translate("UnknownCards", "Close")):
            self.ask_import()
        return True

    def open_now(self, files: list[str]) -> bool:
        """Open in the window's thread (small files, the demo table, tests)."""
        if self.busy:
            self.window.show_refusal(translate("MainWindow", "another file is still being read"))
            return False
        if self.refuse_unknown_cards(files):
            return False
        self.window.statusBar().showMessage(translate("MainWindow", "Opening…"))
        try:
            try:
                opened = open_files(files)
            except CardsChanged as changed:
                if not self.go_on_with_changed_cards(changed):
                    return False
                opened = open_files(files, allow_changed_cards=True)
        except OpenError as exc:
            self.show_error(exc)
            return False
        self.window.set_session(opened)
        return True

    def go_on_with_changed_cards(self, changed: CardsChanged) -> bool:
        """Ask whether to replay a recording made with other card definitions."""
        message = getattr(changed.changes, "message", None)
        detail = message() if callable(message) else str(changed)
        text = translate(
            "MainWindow", "{file} was made with other card definitions than the ones you "
            "have now, so replaying it may not give the same game.").replace(
            "{file}", changed.path.name) + "\n\n" + detail
        go_on = self.window.prompter.confirm(
            translate("MainWindow", "Other card definitions"), text,
            translate("MainWindow", "Continue"), translate("MainWindow", "Stop"))
        if not go_on:
            self.window.statusBar().showMessage(
                translate("MainWindow", "Not opened: the game on the table is unchanged."), 8000)
        return go_on

    def open_in_background(self, files: list[str], *,
                           allow_changed_cards: bool = False) -> Job | None:
        """Open in the worker with a progress dialog; None while another read runs (or a
        scenario names unknown cards: see `refuse_unknown_cards`)."""
        if not self.busy and self.refuse_unknown_cards(files):
            self.finished.emit(False)
            return None

        def work(progress: Progress) -> Opened:
            opened = open_files(files, progress=progress, allow_changed_cards=allow_changed_cards)
            compute_layers(opened)  # here, so that showing the game does not stall the window
            return opened

        path = files[0] if len(files) == 1 else None
        self._files = list(files)
        return self._start(work, path, translate("Progress", "Opening"), self._opened)

    def _opened(self, job: Job, result: object) -> bool:
        assert isinstance(result, Opened)
        if job.cancel_requested:  # finished before it saw the cancel: nobody wants it
            discard(result)
            return False
        self.window.set_session(result)
        return True

    # ------------------------------------------------------------------ card data

    def ask_import(self) -> Job | None:
        file = self.window.prompter.open_file(
            translate("MainWindow", "Import card data (MTGJSON or Scryfall)"), str(Path.cwd()),
            CARD_DATA_FILTERS)
        return self.import_in_background(file) if file else None

    def import_in_background(self, file: str) -> Job | None:
        def work(progress: Progress) -> ImportSummary:
            return import_card_data(Path(file), progress)

        return self._start(work, file, translate("Progress", "Importing card data"),
                           self._imported)

    def _imported(self, job: Job, result: object) -> bool:
        assert isinstance(result, ImportSummary)
        text = translate(
            "MainWindow", "{written} cards from {file} are in your card database ({skipped} "
            "skipped). New games use them.").replace("{written}", str(result.written)).replace(
            "{file}", result.source.name).replace("{skipped}", str(len(result.skipped)))
        self.window.statusBar().showMessage(text, 10000)
        self.window.prompter.info(translate("MainWindow", "Card data imported"), text)
        return True

    # ------------------------------------------------------------------ the worker

    def _start(self, work: Work, path: str | None, title: str,
               on_success: Callable[[Job, object], bool]) -> Job | None:
        if self.busy:
            self.window.show_refusal(translate("MainWindow", "another file is still being read"))
            return None
        job = Job(work, path, self)
        self.job = job
        self._on_success = on_success
        self.progress = LoadProgress(job, title, path, self.window)
        queued = Qt.ConnectionType.QueuedConnection  # the job reports from the worker thread
        job.succeeded.connect(self._succeeded, queued)
        job.failed.connect(self._failed, queued)
        job.cancelled.connect(self._cancelled, queued)
        self._set_busy(True)
        job.start(self.pool)
        return job

    def _succeeded(self, result: object) -> None:
        job = self.job
        if job is not None:
            self._finish(job, self._on_success(job, result))

    def _failed(self, problem: object) -> None:
        job = self.job
        if job is None:
            return
        if isinstance(problem, CardsChanged):
            self._finish(job, False, announce=False)
            if self.go_on_with_changed_cards(problem):
                self.open_in_background(self._files, allow_changed_cards=True)
            else:
                self.finished.emit(False)
            return
        assert isinstance(problem, OpenError)
        self._finish(job, self.show_error(problem))

    def _cancelled(self) -> None:
        job = self.job
        if job is not None:
            self.window.statusBar().showMessage(
                translate("MainWindow", "Cancelled: the game on the table is unchanged."), 8000)
            self._finish(job, False)

    def _finish(self, job: Job, ok: bool, *, announce: bool = True) -> None:
        self.job = None
        if self.progress is not None:
            self.progress.close()
            self.progress.deleteLater()
            self.progress = None
        self._set_busy(False)
        job.deleteLater()
        if announce:
            self.finished.emit(ok)

    def _set_busy(self, busy: bool) -> None:
        window = self.window
        window.table_view.setEnabled(not busy)
        window.phase_bar.setEnabled(not busy)
        for name, action in window.menu.actions.items():
            if name != "quit":
                action.setEnabled(not busy)

    def show_error(self, error: OpenError) -> bool:
        """The file, the place and the reason, in a dialog; the game stays. False."""
        window = self.window
        window.last_error = str(error)
        window.statusBar().showMessage(str(error), 10000)
        window.prompter.file_error(error, game_kept=window.controller is not None)
        return False

    def shutdown(self) -> None:
        """The window closes: stop a read and wait for the worker."""
        if self.job is not None:
            self.job.cancel()
        self.pool.waitForDone(WAIT_AT_CLOSE_MS)
