"""File ▸ Export video…: the game shown, as a video, with a progress dialog and Cancel.

`VideoExport` is the window's side: the menu entry is enabled while the window shows a
recording (replay mode) or a game that records; it asks for the file and options
(`ExportSettingsDialog`), then runs `export.runner.ExportRun`, which verifies the
recording in a worker and draws the frames between the window's events. The captions
and the table are in the interface language. A cancelled or failed export leaves no
file and says why.
"""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QLocale, QObject, QStandardPaths, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressDialog,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tabletop.engine.model.enums import Zone

from .. import i18n
from ..event_texts import shown_name
from ..export.job import ExportResult
from ..export.options import (
    DEFAULT_SECONDS_PER_ACTION,
    FORMATS,
    MAX_FPS,
    MAX_SECONDS_PER_ACTION,
    MIN_SECONDS_PER_ACTION,
    ExportError,
    ExportOptions,
    parse_options,
)
from ..export.runner import ExportRun
from ..i18n import translate

if TYPE_CHECKING:
    from ..main_window import MainWindow

SIZES = ("1280x720", "1920x1080", "854x480", "640x360")
FORMAT_LABELS = {"mp4": "MP4 (H.264)", "webm": "WebM (VP9)", "gif": "GIF"}
PROGRESS_EVERY_S = 0.05


def phase_text(phase: str, done: int, total: int) -> str:
    texts = {
        "verify": translate("ExportDialog", "Checking the recording: action {done} of {total}"),
        "palette": translate("ExportDialog",
                             "Choosing the GIF's colours: picture {done} of {total}"),
        "frames": translate("ExportDialog", "Drawing frame {done} of {total}"),
        "encode": translate("ExportDialog", "Finishing the video file…"),
        "read": translate("ExportDialog", "Reading the recording…"),
    }
    return texts.get(phase, texts["read"]).replace("{done}", str(done)).replace(
        "{total}", str(total))


class ExportSettingsDialog(QDialog):
    """The file, format, size, frame rate, actions and overlays of a video."""

    def __init__(self, recording: Path, actions: int, span: tuple[int, int],
                 objects: list[tuple[str, str]], turn: tuple[int, int] | None = None,
                 title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("exportSettings")
        self.setWindowTitle(translate("ExportDialog", "Export video"))
        self.recording = recording
        self.turn = turn
        form = QFormLayout()
        self.file = QLineEdit(str(default_output(recording, title)))
        self.file.setMinimumWidth(360)
        choose = QPushButton(translate("ExportDialog", "Choose…"))
        choose.clicked.connect(self._choose)
        row = QHBoxLayout()
        row.addWidget(self.file, 1)
        row.addWidget(choose)
        form.addRow(translate("ExportDialog", "File:"), row)
        self.format = QComboBox()
        for kind, label in FORMAT_LABELS.items():
            self.format.addItem(label, kind)
        self.format.currentIndexChanged.connect(self._format_chosen)
        self.file.textEdited.connect(self._file_edited)
        form.addRow(translate("ExportDialog", "Format:"), self.format)
        self.size_box = QComboBox()
        self.size_box.setEditable(True)
        self.size_box.addItems(SIZES)
        form.addRow(translate("ExportDialog", "Size:"), self.size_box)
        self.fps = QSpinBox()
        self.fps.setRange(1, MAX_FPS)
        self.fps.setValue(30)
        self.fps.setSuffix(" " + translate("ExportDialog", "frames per second"))
        form.addRow(translate("ExportDialog", "Frame rate:"), self.fps)
        self.first, self.last = QSpinBox(), QSpinBox()
        for spin in (self.first, self.last):
            spin.setRange(1, max(1, actions))
        self.first.setValue(span[0])
        self.last.setValue(span[1])
        actions_row = QHBoxLayout()
        actions_row.addWidget(self.first)
        actions_row.addWidget(QLabel(translate("ExportDialog", "to")))
        actions_row.addWidget(self.last)
        actions_row.addWidget(QLabel(translate("ExportDialog", "of {n}").replace(
            "{n}", str(actions))))
        self.whole = QPushButton(translate("ExportDialog", "All"))
        self.whole.clicked.connect(lambda: self._span(1, actions))
        actions_row.addWidget(self.whole)
        if turn is not None:
            self.this_turn = QPushButton(translate("ExportDialog", "This turn"))
            self.this_turn.clicked.connect(lambda: self._span(*turn))
            actions_row.addWidget(self.this_turn)
        actions_row.addStretch(1)
        form.addRow(translate("ExportDialog", "Actions:"), actions_row)
        self.seconds = QDoubleSpinBox()
        self.seconds.setRange(MIN_SECONDS_PER_ACTION, MAX_SECONDS_PER_ACTION)
        self.seconds.setSingleStep(0.25)
        self.seconds.setValue(DEFAULT_SECONDS_PER_ACTION)
        self.seconds.setSuffix(" s")
        form.addRow(translate("ExportDialog", "Each action:"), self.seconds)
        self.length = QLabel("")
        self.length.setObjectName("exportLength")
        form.addRow("", self.length)
        for changed in (self.first.valueChanged, self.last.valueChanged,
                        self.seconds.valueChanged):
            changed.connect(lambda _v: self._show_length())
        self._show_length()
        self.captions = QCheckBox(translate("ExportDialog", "Captions: what each action did"))
        self.captions.setChecked(True)
        form.addRow("", self.captions)
        self.inspect = QComboBox()
        self.inspect.addItem(translate("ExportDialog", "No layer inspector"), "")
        for label, spec in objects:
            self.inspect.addItem(translate("ExportDialog", "Layer inspector: {object}")
                                 .replace("{object}", label), spec)
        form.addRow(translate("ExportDialog", "Inset:"), self.inspect)
        self.problem = QLabel("")
        self.problem.setObjectName("exportProblem")
        self.problem.setStyleSheet("color: #b5361c;")
        self.problem.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.export_button = buttons.addButton(translate("ExportDialog", "Export"),
                                               QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(self.problem)
        box.addWidget(buttons)
        self.chosen: ExportOptions | None = None

    def _show_length(self) -> None:
        """How long the video lasts (`export.timing`): the table before the first action,
        then each action, all as long."""
        actions = max(0, self.last.value() - self.first.value() + 1)
        seconds = (actions + 1) * self.seconds.value()
        text = translate("ExportDialog", "The video lasts {seconds} s: the table before "
                                         "action {first}, then {n} actions.")
        self.length.setText(text.replace("{seconds}", QLocale().toString(seconds, "f", 1))
                            .replace("{first}", str(self.first.value()))
                            .replace("{n}", str(actions)))

    def _span(self, first: int, last: int) -> None:
        self.first.setValue(first)
        self.last.setValue(last)

    def _choose(self) -> None:
        filters = "MP4 (*.mp4);;WebM (*.webm);;GIF (*.gif)"
        path, _ = QFileDialog.getSaveFileName(
            self, translate("ExportDialog", "Export video"), self.file.text(), filters)
        if path:
            self.file.setText(path)
            self._file_edited(path)

    def _format_chosen(self) -> None:
        kind = str(self.format.currentData())
        path = Path(self.file.text().strip() or "video")
        if FORMATS.get(path.suffix.lower()) != kind:
            self.file.setText(str(path.with_suffix("." + kind)))

    def _file_edited(self, text: str) -> None:
        kind = FORMATS.get(Path(text.strip()).suffix.lower())
        index = self.format.findData(kind) if kind is not None else -1
        if index >= 0 and index != self.format.currentIndex():
            self.format.blockSignals(True)
            self.format.setCurrentIndex(index)
            self.format.blockSignals(False)

    def options(self) -> ExportOptions:
        """The options as entered; OptionError names the first bad one."""
        return parse_options(self.recording, Path(self.file.text().strip()).expanduser(),
                             size=self.size_box.currentText(), fps=self.fps.value(),
                             first=self.first.value(), last=self.last.value(),
                             captions=self.captions.isChecked(),
                             inspect=str(self.inspect.currentData() or "") or None,
                             language=i18n.current_language(),
                             seconds_per_action=self.seconds.value())

    def accept(self) -> None:
        """Close only with options that make a video; else say what is wrong."""
        try:
            self.chosen = self.options()
        except ExportError as exc:
            self.problem.setText(str(exc))
            return
        super().accept()


def default_output(recording: Path, title: str = "") -> Path:
    """An MP4 in the user's videos folder, named after the game (or the recording)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.MoviesLocation)
    words = re.findall(r"\w+", title)[:8]
    name = "-".join(words).lower() or recording.stem
    return (Path(folder) if folder else Path.cwd()) / f"{name}.mp4"


class ExportProgress(QProgressDialog):
    """The phase in words, a bar, and Cancel (which stops the export at once)."""

    def __init__(self, run: ExportRun, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("exportProgress")
        self.run = run
        self.setWindowTitle(translate("ExportDialog", "Exporting a video"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setMinimumDuration(0)
        self.setAutoClose(False)
        self.setAutoReset(False)
        self.setMinimumWidth(420)
        self.setCancelButtonText(translate("ExportDialog", "Cancel"))
        self.canceled.connect(run.cancel)
        run.progressed.connect(self.show_progress)
        self.file = run.options.out.name
        self._shown_at = 0.0
        self.setRange(0, 0)
        self.setLabelText(f"{self.file}\n{phase_text('read', 0, 0)}")

    def show_progress(self, phase: str, done: int, total: int) -> None:
        now = time.monotonic()
        if now - self._shown_at < PROGRESS_EVERY_S and done != total:
            return
        self._shown_at = now
        self.setLabelText(f"{self.file}\n{phase_text(phase, done, total)}")
        if total > 0:
            self.setRange(0, total)
            self.setValue(min(done, total))
        else:
            self.setRange(0, 0)


class VideoExport(QObject):
    """File ▸ Export video… of one window. `finished(ok)` after each export."""

    finished = Signal(bool)

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.settings_dialog: ExportSettingsDialog | None = None
        self.progress: ExportProgress | None = None
        self.run: ExportRun | None = None
        self.last_result: ExportResult | None = None
        self.last_message = ""
        window.session_changed.connect(lambda _c: self.update_action())
        window.files.finished.connect(lambda _ok: self.update_action())
        window.installEventFilter(self)
        self.update_action()

    # ------------------------------------------------------------------ what is shown

    def _playhead(self) -> Any:
        replay = getattr(self.window, "replay", None)
        playhead = getattr(replay, "playhead", None)
        return playhead if getattr(playhead, "active", False) else None

    def recording(self) -> Path | None:
        """The recording of the game shown: the replayed line, or the game's own."""
        playhead = self._playhead()
        if playhead is not None:
            path = playhead.export_recording
            if isinstance(path, Path):
                return path
        session = self.window.session
        return session.recording_path if session is not None else None

    def update_action(self) -> None:
        action = self.window.menu.actions["export_video"]
        action.setEnabled(self.recording() is not None and self.run is None
                          and not self.window.files.busy)

    def _objects(self) -> list[tuple[str, str]]:
        """Objects the inset can follow: the selected one, then the permanents by name."""
        controller = self.window.controller
        if controller is None:
            return []
        game = controller.game
        out: list[tuple[str, str]] = []
        selected = controller.selected
        if selected is not None and selected in game.state.objects:
            out.append((translate("ExportDialog", "{name} (selected, object {id})")
                        .replace("{name}", shown_name(game, selected))
                        .replace("{id}", str(selected)), str(selected)))
        names: dict[str, str] = {}
        for oid in game.state.zone_ids(Zone.BATTLEFIELD):
            names.setdefault(game.obj(oid).card.name, shown_name(game, oid))
        out += [(shown, name) for name, shown in sorted(names.items(), key=lambda n: n[1])]
        return out

    # ------------------------------------------------------------------ asking

    def ask(self) -> ExportSettingsDialog | None:
        """Open the settings dialog (window-modal; the export starts when it is accepted)."""
        recording = self.recording()
        session = self.window.session
        if recording is None or session is None:
            self.window.show_refusal(translate(
                "ExportDialog", "this game is not recorded, so there is nothing to export"))
            return None
        if self.run is not None:
            self.window.show_refusal(translate("ExportDialog", "a video is being exported"))
            return None
        actions = len(session.history)
        if actions == 0:
            self.window.show_refusal(translate("ExportDialog",
                                               "no action has been played yet"))
            return None
        playhead = self._playhead()
        turn = playhead.turn_span() if playhead is not None else None
        if turn is not None and not 1 <= turn[0] <= turn[1] <= actions:
            turn = None
        dialog = ExportSettingsDialog(recording, actions, (1, actions), self._objects(),
                                      turn, self.window.title, self.window)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.accepted.connect(lambda: self._accepted(dialog))
        dialog.destroyed.connect(lambda _o=None: self._forget_dialog(dialog))
        self.settings_dialog = dialog
        dialog.open()
        return dialog

    def _forget_dialog(self, dialog: ExportSettingsDialog) -> None:
        if self.settings_dialog is dialog:
            self.settings_dialog = None

    def _accepted(self, dialog: ExportSettingsDialog) -> None:
        if dialog.chosen is not None:
            self.start(dialog.chosen)

    # ------------------------------------------------------------------ running

    def start(self, options: ExportOptions) -> ExportRun:
        """Export with a progress dialog; the window stays usable for painting."""
        from tabletop.session.cardpool import session_pool

        playhead = self._playhead()
        if playhead is not None and getattr(playhead, "playing", False):
            playhead.pause()
        run = ExportRun(options, session_pool(), self)
        self.run = run
        self.progress = ExportProgress(run, self.window)
        run.succeeded.connect(self._succeeded)
        run.failed.connect(self._failed)
        run.cancelled.connect(self._cancelled)
        self.update_action()
        self.window.statusBar().showMessage(translate("ExportDialog", "Exporting {file}…")
                                            .replace("{file}", options.out.name))
        run.start()
        self.progress.show()
        return run

    def cancel(self) -> None:
        if self.run is not None:
            self.run.cancel()

    def _succeeded(self, result: object) -> None:
        assert isinstance(result, ExportResult)
        self.last_result = result
        self.last_message = translate(
            "ExportDialog", "Video written: {file} ({seconds} s, {frames} frames)").replace(
            "{file}", str(result.path)).replace(
            "{seconds}", QLocale().toString(result.duration, "f", 1)).replace(
            "{frames}", str(result.frames))
        for warning in result.warnings:
            self.last_message += "\n" + warning
        self._end(True)
        self.window.statusBar().showMessage(self.last_message.splitlines()[0], 10000)
        self.window.toast.show_message(self.last_message.splitlines()[0], "info")

    def _failed(self, message: str) -> None:
        self.last_message = message
        self._end(False)
        self.window.statusBar().showMessage(translate(
            "ExportDialog", "Not exported: {reason}").replace("{reason}", message), 10000)
        self.window.prompter.error(translate("ExportDialog", "The video was not exported"),
                                   message + "\n\n" + translate(
                                       "ExportDialog", "No file was written."))

    def _cancelled(self) -> None:
        self.last_message = translate("ExportDialog", "Export cancelled: no file was written.")
        self._end(False)
        self.window.statusBar().showMessage(self.last_message, 8000)

    def _end(self, ok: bool) -> None:
        if self.progress is not None:
            self.progress.close()
            self.progress.deleteLater()
            self.progress = None
        if self.run is not None:
            self.run.deleteLater()
            self.run = None
        self.update_action()
        self.finished.emit(ok)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close \
                and self.run is not None:  # the window closes: no half-made video
            self.run.cancel()
            self.run.wait()
            if self.run is not None:
                self.run.job.abort()
        return super().eventFilter(watched, event)
