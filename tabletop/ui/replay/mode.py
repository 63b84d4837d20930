"""Replay mode of the window: a recording opened shows the transport bar under the table.

What it means for a person: File ▸ Open recording… opens the recording at its start,
ready to play; `tabletop open REC`, File ▸ Open and a dropped recording open it, as
before, where its player left it (what was undone stays undone). Either way the whole
recording is there: its line on the slider with its chapters, its branches in the
branch picker. The table stays live: acting at the playhead pauses playback and plays
on from there, in the copy the session records into (the file opened is never
written); the recorded line after the playhead is kept as a branch, one pick away.
The Replay menu's commands (P, Left/Right, Home/End, Page Up/Down) work only while a
recording is shown, so outside a replay those keys stay the table's.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QBoxLayout

from ..controller import GameController
from ..i18n import translate
from .controller import ReplayController
from .transport_bar import TransportBar

if TYPE_CHECKING:
    from ..main_window import MainWindow

__all__ = ["REPLAY_ACTIONS", "ReplayMode"]

#: the Replay menu's actions (window_actions.ACTIONS) and what they do
REPLAY_ACTIONS: tuple[str, ...] = (
    "replay_play", "replay_back", "replay_forward", "replay_start", "replay_end",
    "replay_previous_chapter", "replay_next_chapter",
)


class ReplayMode(QObject):
    """The window's replay: `playhead` (a ReplayController) and `bar` (the TransportBar)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.playhead = ReplayController(self)
        actions = window.menu.actions
        self.bar = TransportBar(self.playhead, actions, window)
        self.bar.hide()
        central = window.centralWidget()
        layout = central.layout() if central is not None else None
        if isinstance(layout, QBoxLayout):
            layout.addWidget(self.bar)
        playhead = self.playhead
        handlers = {
            "replay_play": playhead.toggle,
            "replay_back": lambda: playhead.step(-1),
            "replay_forward": lambda: playhead.step(1),
            "replay_start": playhead.to_start,
            "replay_end": playhead.to_end,
            "replay_previous_chapter": playhead.previous_chapter,
            "replay_next_chapter": playhead.next_chapter,
        }
        for name, handler in handlers.items():
            actions[name].triggered.connect(lambda _c=False, h=handler: h())
        self._start_at_beginning: Path | None = None
        playhead.changed.connect(self.update_actions)
        playhead.branched_off.connect(self._branched_off)
        window.files.finished.connect(self._opening_finished)
        window.installEventFilter(self)
        self.update_actions()

    # --- opening -----------------------------------------------------------------------
    def open_at_start(self, path: Path) -> bool:
        """Open `path` in the worker (progress, Cancel) with the playhead at the start of
        its line; False when another file is still being read."""
        self._start_at_beginning = path.resolve()
        if not self.window.open_in_background([str(path)]):
            self._start_at_beginning = None
            return False
        return True

    def bind(self, controller: GameController, recording: Path | None) -> None:
        """The window shows a new game; a replay when it was opened from `recording`."""
        self.playhead.bind(controller, recording)
        self.bar.setVisible(recording is not None)
        wanted, self._start_at_beginning = self._start_at_beginning, None
        if recording is not None and wanted is not None and recording.resolve() == wanted:
            self.playhead.seek(0)

    def _opening_finished(self, ok: bool) -> None:
        if not ok:
            self._start_at_beginning = None
        self.update_actions()  # the read disabled and re-enabled every menu command

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.playhead.pause()  # the window closes: no more steps of a closed game
        return super().eventFilter(watched, event)

    # --- commands ------------------------------------------------------------------------
    def update_actions(self) -> None:
        """The transport's commands work while a recording is shown (and can move)."""
        playhead, actions = self.playhead, self.window.menu.actions
        on = playhead.active and not self.window.files.busy
        at, end = playhead.position, playhead.length
        enabled = {
            "replay_play": on and end > 0,
            "replay_back": on and at > 0,
            "replay_start": on and at > 0,
            "replay_previous_chapter": on and at > 0,
            "replay_forward": on and at < end,
            "replay_end": on and at < end,
            "replay_next_chapter": on and at < end,
        }
        for name, value in enabled.items():
            actions[name].setEnabled(value)

    def _branched_off(self, after: int) -> None:
        self.window.statusBar().showMessage(translate(
            "Replay", "Played on after action {n}: the recorded line after it is kept as "
            "a branch (pick it in the transport bar)").replace("{n}", str(after)), 10000)
