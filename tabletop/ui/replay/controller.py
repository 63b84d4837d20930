"""The replay's playhead: play, pause, step, seek, speed, chapters and branches.

The playhead is the session's position on its current line: every move goes through
the session's own navigation (`GameController.go_to`: the nearest snapshot, then the
actions after it), so the table, the event log and the inspector follow it as they
follow an undo. Playing is a QTimer that steps one action per tick, `BASE_MS / speed`
apart. Acting on the table at the playhead pauses playback; the session then branches
off there, in the copy the recording goes on in (the file opened is never written).

For other tools (an export of the replayed recording): `export_recording` (the file
holding the line played, branch picks included), `position`, `length`, and the actions
to show, numbered from 1 as the recording counts them: `turn_span()` (the turn the
playhead is in) and `whole_span()`.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from tabletop.engine.model.events import Event
from tabletop.session.session import GameSession, HistoryEntry

from ..controller import GameController
from .chapters import Chapter, ChapterKind, chapter_after, chapter_before, chapters_of

__all__ = ["BASE_MS", "SPEEDS", "BranchChoice", "ReplayController"]

BASE_MS = 1000
"""Milliseconds per action at 1× speed."""
SPEEDS: tuple[float, ...] = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
_UNREAD = object()  # no line's chapters read yet


@dataclass(frozen=True, slots=True)
class BranchChoice:
    """A branch of the session: `index` in `session.branches`, leaving the current line
    after `at` of its actions (None: it leaves another branch), `actions` long."""

    index: int
    at: int | None
    actions: int
    first: HistoryEntry


class ReplayController(QObject):
    """Signals: `changed()` after every move of the playhead or change of the line;
    `playing_changed(bool)`; `speed_changed(float)`; `active_changed(bool)`;
    `branched_off(int)`: the person acted after that many actions of the line, which
    goes on as a branch."""

    changed = Signal()
    branched_off = Signal(int)
    playing_changed = Signal(bool)
    speed_changed = Signal(float)
    active_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller: GameController | None = None
        self.recording_path: Path | None = None
        """The recording opened (None: no replay); it is never written."""
        self.speed = 1.0
        self.timer = QTimer(self)
        self.timer.setInterval(BASE_MS)
        self.timer.timeout.connect(self.tick)
        self._moving = False  # the playhead moves on our own request
        self._chapters: list[Chapter] = []
        self._chapters_of: object = _UNREAD  # the tip of the line the chapters are of
        self._branches = 0  # branches the session had after its last change

    # --- binding ----------------------------------------------------------------------
    def bind(self, controller: GameController | None, recording: Path | None) -> None:
        """Follow the game of `controller`; a replay when it was opened from `recording`."""
        self.pause()
        was_active = self.active
        if self.controller is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self.controller.events_applied.disconnect(self._on_events)
        self.controller = controller
        self.recording_path = recording if controller is not None else None
        if controller is not None:
            controller.events_applied.connect(self._on_events)
        self._branches = len(controller.session.branches) if controller is not None else 0
        self._chapters_of = _UNREAD
        if was_active != self.active:
            self.active_changed.emit(self.active)
        self.changed.emit()

    @property
    def active(self) -> bool:
        return self.controller is not None and self.recording_path is not None

    @property
    def session(self) -> GameSession | None:
        return self.controller.session if self.controller is not None else None

    @property
    def session_recording(self) -> Path | None:
        """The copy play goes on in (the session's own recording)."""
        session = self.session
        return session.recording_path if session is not None else None

    # --- where the playhead is ---------------------------------------------------------
    @property
    def position(self) -> int:
        session = self.session
        return session.position if session is not None else 0

    @property
    def length(self) -> int:
        session = self.session
        return len(session.history) if session is not None else 0

    @property
    def line(self) -> list[HistoryEntry]:
        session = self.session
        return session.history if session is not None else []

    @property
    def current(self) -> HistoryEntry | None:
        """The action the playhead is after (None: the start of the game)."""
        position = self.position
        return self.line[position - 1] if position else None

    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    @property
    def chapters(self) -> list[Chapter]:
        line = self.line
        tip = line[-1] if line else None
        if tip is not self._chapters_of:
            self._chapters = chapters_of(line)
            self._chapters_of = tip
        return self._chapters

    def chapter_at(self, position: int | None = None) -> Chapter | None:
        """The chapter the playhead is in: the last one at or before `position`."""
        at = self.position if position is None else position
        return chapter_before(self.chapters, at + 1)

    @property
    def export_recording(self) -> Path | None:
        """The recording whose line is the one played: the copy play goes on in (it holds
        the branch picks), else the file opened."""
        return self.session_recording or self.recording_path

    def turn_span(self) -> tuple[int, int]:
        """(first, last) action, counted from 1, of the turn the playhead is in: from the
        action that began it to the one before the next turn (the whole line when no turn
        begins in it; (1, 0) for a line without actions)."""
        at = max(self.position, 1)
        turns = [c.position for c in self.chapters if c.kind == ChapterKind.TURN]
        first = max((p for p in turns if p <= at), default=1)
        following = min((p for p in turns if p > at), default=self.length + 1)
        return first, following - 1

    def whole_span(self) -> tuple[int, int]:
        """(1, length): every action of the line played."""
        return 1, self.length

    # --- moving ------------------------------------------------------------------------
    def seek(self, position: int) -> None:
        """Show the game after `position` actions of the line (clamped to it)."""
        c = self.controller
        if c is None:
            return
        target = max(0, min(position, self.length))
        if target == self.position and not c.is_hypothetical:
            return
        self._moving = True
        try:
            c.go_to(target)
        finally:
            self._moving = False

    def step(self, delta: int) -> None:
        """One action forward (1) or back (-1); stepping pauses playback."""
        self.pause()
        self.seek(self.position + delta)

    def to_start(self) -> None:
        self.pause()
        self.seek(0)

    def to_end(self) -> None:
        self.pause()
        self.seek(self.length)

    def next_chapter(self) -> None:
        chapter = chapter_after(self.chapters, self.position)
        self.seek(chapter.position if chapter is not None else self.length)

    def previous_chapter(self) -> None:
        chapter = chapter_before(self.chapters, self.position)
        self.seek(chapter.position if chapter is not None else 0)

    # --- playing -----------------------------------------------------------------------
    def play(self) -> None:
        """Play from the playhead (from the start when it is at the end)."""
        if not self.active or self.playing or self.length == 0:
            return
        if self.position >= self.length:
            self.seek(0)
        self.timer.start()
        self.playing_changed.emit(True)

    def pause(self) -> None:
        if self.playing:
            self.timer.stop()
            self.playing_changed.emit(False)

    def toggle(self) -> None:
        if self.playing:
            self.pause()
        else:
            self.play()

    def tick(self) -> None:
        """One action forward; the end of the line pauses."""
        if self.position < self.length:
            self.seek(self.position + 1)
        if self.position >= self.length:
            self.pause()

    def set_speed(self, speed: float) -> None:
        """0.25× to 8×: the time between two actions is `BASE_MS / speed`."""
        speed = max(SPEEDS[0], min(SPEEDS[-1], speed))
        if speed == self.speed:
            return
        self.speed = speed
        self.timer.setInterval(round(BASE_MS / speed))
        self.speed_changed.emit(speed)

    # --- branches ----------------------------------------------------------------------
    def branches(self) -> list[BranchChoice]:
        session = self.session
        if session is None:
            return []
        on_line = {entry.node: n for n, entry in enumerate(session.history, start=1)}
        choices = []
        for index, branch in enumerate(session.branches):
            parent = branch.entries[0].parent
            at = 0 if parent is None else on_line.get(parent)
            choices.append(BranchChoice(index, at, len(branch.entries), branch.entries[0]))
        return choices

    def pick_branch(self, index: int) -> None:
        """Make a branch the line played; the playhead stays where both lines agree (at the
        latest where they part), so playing goes on into the branch."""
        c = self.controller
        if c is None:
            return
        session = c.session
        before, position = list(session.history), session.position
        c.clear_what_if()
        self._moving = True
        try:
            session.switch_branch(index)
        finally:
            self._moving = False
        common = 0
        for old, new in zip(before, session.history, strict=False):
            if old is not new:
                break
            common += 1
        self.seek(min(position, common))

    # --- following the game -------------------------------------------------------------
    def _on_events(self, events: list[Event]) -> None:
        session = self.session
        branches = len(session.branches) if session is not None else 0
        if not self._moving:
            self.pause()  # the person acted or moved: the playhead is theirs now
            if self.active and branches > self._branches and \
                    any(e.kind != "seek" for e in events):
                self.branched_off.emit(self.position - 1)
        self._branches = branches
        self.changed.emit()
