"""The progress of a long read (a big deck, a recording, card data) with a Cancel button.

Window-modal: the table cannot be played while it is replaced, but the window
still paints and the Cancel button answers. It appears only when the read takes
longer than `SHOW_AFTER_MS`.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QProgressDialog, QWidget

from ..background import Job
from ..i18n import translate

SHOW_AFTER_MS = 400


def phase_text(phase: str, done: int, total: int) -> str:
    """The words for a phase of a read, in the interface language."""
    texts = {
        "read": translate("Progress", "Reading the file…"),
        "check": translate("Progress", "Looking up the cards: {done} of {total}"),
        "deal": translate("Progress", "Dealing the decks: step {done} of {total}"),
        "scenario": translate("Progress", "Running the scenario: step {done} of {total}"),
        "replay": translate("Progress", "Replaying the recording: action {done} of {total}"),
        "import": translate("Progress", "Reading card data: {done} cards") if not total else
        translate("Progress", "Reading card data: {done} of about {total} cards"),
    }
    text = texts.get(phase, texts["read"])
    locale = QLocale()  # the interface language's digit grouping: 1,500 or 1.500
    return text.replace("{done}", locale.toString(done)).replace("{total}",
                                                                 locale.toString(total))


class LoadProgress(QProgressDialog):
    """Follows a `Job`: its phase in words, a bar (busy while the total is unknown), and
    Cancel, which asks the job to stop and says so until it has."""

    def __init__(self, job: Job, title: str, path: str | Path | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("loadProgress")
        self.job = job
        self.setWindowTitle(title)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setMinimumDuration(SHOW_AFTER_MS)
        self.setAutoClose(False)
        self.setAutoReset(False)
        self.setMinimumWidth(420)
        self.file = Path(path).name if path is not None else ""
        self.setCancelButtonText(translate("Progress", "Cancel"))
        self.canceled.connect(self._cancel)
        job.progressed.connect(self.show_progress)
        self.setRange(0, 0)
        self.setLabelText(self._label(phase_text("read", 0, 0)))
        self.setValue(0)

    def _label(self, text: str) -> str:
        return f"{self.file}\n{text}" if self.file else text

    def show_progress(self, phase: str, done: int, total: int) -> None:
        if self.job.cancel_requested:
            return
        self.setLabelText(self._label(phase_text(phase, done, total)))
        if total > 0:
            self.setRange(0, total)
            self.setValue(min(done, total))
        else:
            self.setRange(0, 0)

    def _cancel(self) -> None:
        self.job.cancel()
        self.setLabelText(self._label(translate("Progress", "Stopping…")))
        self.show()  # QProgressDialog hides itself on Cancel; stay until the job stops
