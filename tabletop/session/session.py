"""A game session: the game, its history of actions, undo with branches, seek, recording.

Every action goes through `GameSession.perform`, which hands it to the engine,
keeps it in the history, and appends it (with its events and the state hash
after it) to the session recording: one event-sourced design serves scenarios,
crash recovery and demo recordings. Going back (`go_to`) restores the nearest
snapshot and replays from there; acting from an earlier point starts a branch,
and the abandoned line stays in the recording.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step
from tabletop.engine.model.events import Event
from tabletop.engine.model.state import GameState

SNAPSHOT_EVERY = 50


@dataclass(frozen=True, slots=True)
class Setup:
    """How a game starts (the recording header's `setup`)."""

    players: tuple[str, ...] = ("Alice", "Bob")
    life: int = 20
    seed: int = 0
    active: str = ""
    start: str = "precombat_main"
    title: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {"life": self.life, "active": self.active or self.players[0],
                "start": self.start, "scenario": self.title}

    @classmethod
    def from_header(cls, players: tuple[Any, ...], seed: int, setup: dict[str, Any]) -> Setup:
        names = tuple(str(p) for p in players)
        life = setup.get("life", 20)
        return cls(names, life if isinstance(life, int) else 20, seed,
                   str(setup.get("active") or names[0]), str(setup.get("start") or
                                                           "precombat_main"),
                   str(setup.get("scenario") or ""))


@dataclass(slots=True)
class HistoryEntry:
    """One performed action of the current line."""

    action: A.Action
    events: list[Event]
    state_hash: str
    record_id: int | None = None


@dataclass(slots=True)
class Branch:
    """A line of play abandoned by an undo: kept, never lost."""

    from_index: int
    entries: list[HistoryEntry] = field(default_factory=list)


def new_game(setup: Setup, cards: Callable[[str], Any]) -> Game:
    return Game(setup.players, cards, seed=setup.seed, life=setup.life,
                active=setup.active or setup.players[0], step=Step.from_key(setup.start))


class GameSession:
    """A game with its history; `listeners` are called with the events of each change."""

    def __init__(self, setup: Setup, cards: Callable[[str], Any], *,
                 record: Path | str | None = None, fingerprint: str = "") -> None:
        self.setup = setup
        self.cards = cards
        self.game = new_game(setup, cards)
        self.history: list[HistoryEntry] = []
        self.position = 0  # actions of `history` currently applied
        self.branches: list[Branch] = []
        self._snapshots: dict[int, GameState] = {0: copy.deepcopy(self.game.state)}
        self.listeners: list[Callable[[list[Event]], None]] = []
        self.writer: Any = None
        self.warnings: list[str] = []
        if record is not None:
            self.start_recording(Path(record), fingerprint)

    # --- recording -------------------------------------------------------------------
    def start_recording(self, path: Path, fingerprint: str = "") -> None:
        from tabletop.session.recording import RecordingHeader, RecordingWriter

        header = RecordingHeader(cards=fingerprint or _fingerprint(self.cards),
                                 players=list(self.setup.players), seed=self.setup.seed,
                                 setup=self.setup.as_dict())
        self.writer = RecordingWriter(path, header)

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
            self.writer = None

    @property
    def recording_path(self) -> Path | None:
        return None if self.writer is None else Path(self.writer.path)

    # --- acting -----------------------------------------------------------------------------
    def perform(self, action: A.Action) -> list[Event]:
        """Perform an action at the current position; an earlier position starts a branch."""
        if self.position < len(self.history):
            self._branch_off()
        events = self.game.perform(action)
        entry = HistoryEntry(action, events, self.game.state_hash())
        if self.writer is not None:
            parent = self.history[-1].record_id if self.history else None
            appended = self.writer.append(_action_dict(action), [e.as_dict() for e in events],
                                          entry.state_hash, parent=parent)
            entry.record_id = appended.id
        self.history.append(entry)
        self.position = len(self.history)
        if self.position % SNAPSHOT_EVERY == 0:
            self._snapshots[self.position] = copy.deepcopy(self.game.state)
        self._notify(events)
        return events

    def _branch_off(self) -> None:
        abandoned = self.history[self.position:]
        self.branches.append(Branch(self.position, abandoned))
        del self.history[self.position:]
        for k in [k for k in self._snapshots if k > self.position]:
            del self._snapshots[k]
        if self.writer is not None:
            head = self.history[-1].record_id if self.history else None
            self.writer.set_head(head)

    # --- moving in time -------------------------------------------------------------------
    def go_to(self, index: int) -> None:
        """Show the game after `index` actions of the current line (0: the start)."""
        if not 0 <= index <= len(self.history):
            raise IndexError(f"no position {index} (0..{len(self.history)})")
        base = max(k for k in self._snapshots if k <= index)
        self.game.restore(self._snapshots[base])
        for entry in self.history[base:index]:
            self.game.perform(entry.action)
        self.position = index
        self._notify([Event("seek", f"position {index} of {len(self.history)}",
                            data={"position": index})])

    def undo(self) -> None:
        if self.position > 0:
            self.go_to(self.position - 1)

    def redo(self) -> None:
        if self.position < len(self.history):
            self.go_to(self.position + 1)

    def _notify(self, events: list[Event]) -> None:
        for listener in list(self.listeners):
            listener(events)

    # --- opening recordings ---------------------------------------------------------------
    @classmethod
    def from_recording(cls, path: Path | str, cards: Callable[[str], Any], *,
                       verify: bool = False) -> GameSession:
        """Rebuild a session by re-executing a recording's main line."""
        from tabletop.session.errors import SessionFileError
        from tabletop.session.recording import read_recording

        recording = read_recording(Path(path))
        header = recording.header
        setup = Setup.from_header(tuple(header.players), header.seed, dict(header.setup))
        session = cls(setup, cards)
        session.warnings = list(recording.warnings)
        for n, record in enumerate(recording.main_line(), start=1):
            try:
                action = A.action_from_dict(dict(record.action))
            except ValueError as exc:
                raise SessionFileError(f"action {n}: {exc}", Path(path), record.line) from None
            try:
                session.perform(action)
            except A.IllegalAction as exc:
                raise ReplayDiverged(n, f"refused: {exc.reason}") from None
            if verify and session.history[-1].state_hash != record.state_hash:
                raise ReplayDiverged(n, "state hash differs from the recording")
        return session


class ReplayDiverged(Exception):
    """A recording whose re-execution does not give the recorded state (names the action)."""

    def __init__(self, n: int, reason: str) -> None:
        super().__init__(f"action {n}: {reason}")
        self.n = n
        self.reason = reason


def _action_dict(action: A.Action) -> dict[str, Any]:
    return _jsonable(action.as_dict())  # type: ignore[no-any-return]


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    return value


def _fingerprint(cards: Any) -> str:
    fingerprint = getattr(cards, "fingerprint", None)
    return str(fingerprint()) if callable(fingerprint) else "unknown"
