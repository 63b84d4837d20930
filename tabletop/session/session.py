"""A game session: the game, its history of actions, undo with branches, seek, recording.

Every action goes through `GameSession.perform`, which hands it to the engine,
keeps it in the history, and appends it (with its events and the state hash
after it) to the session recording: one event-sourced design serves scenarios,
crash recovery and demo recordings. Going back (`go_to`, `undo`) restores the
nearest snapshot and replays from there; acting from an earlier point starts a
branch, and the abandoned line stays. Every move in time (undo, redo, seek, a
branch switch, a refused step dropped with `rollback`) is written to the
recording as a head marker, so reopening a recording (`from_recording`) repeats
the player's every step and restores exactly the line, position and branches
they left.

Every action is a node of a tree (its id is its record id in the recording);
`history` is the current line from the start, `branches` the abandoned lines,
each hanging after `from_index` actions of the line it left.
"""

from __future__ import annotations

import json
import logging
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.engine.definitions.effects import EffectError
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step
from tabletop.engine.model.events import Event
from tabletop.engine.model.state import GameState
from tabletop.session.card_prints import (
    CardChanges,
    TrackingCards,
    card_print,
    compare_cards,
    database_print,
)
from tabletop.session.errors import CardsChanged, ReplayDiverged, SessionFileError

__all__ = ["SNAPSHOT_EVERY", "Branch", "GameSession", "HistoryEntry", "ReplayDiverged", "Setup"]

SNAPSHOT_EVERY = 50
"""A snapshot is kept after every action whose number in its line is a multiple of this."""
MAX_SNAPSHOTS = 1000
"""Snapshots kept at most (the oldest go first): bounds memory on any recording."""
REPLAY_WALK_PER_RECORD = 100
REPLAY_WALK_FLOOR = 1_000_000
"""Actions a replay may visit to switch lines: this plus REPLAY_WALK_PER_RECORD per
record (a player switching branches stays far below; a hostile file's endless jumps
between long lines, quadratic work, do not)."""

_log = logging.getLogger(__name__)


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
        """Lenient: unchecked values fall back to defaults (`from_recording` checks them)."""
        names = tuple(str(p) for p in players)
        life = setup.get("life", 20)
        return cls(names, life if isinstance(life, int) else 20, seed,
                   str(setup.get("active") or names[0]), str(setup.get("start") or
                                                           "precombat_main"),
                   str(setup.get("scenario") or ""))


@dataclass(slots=True)
class HistoryEntry:
    """One performed action: a node of the session's tree of play."""

    action: A.Action
    events: list[Event]
    state_hash: str
    record_id: int | None = None
    node: int = 0
    """Unique in the session; the record id when the session is recorded."""
    parent: int | None = None
    """The node this action was performed after (None: the start of the game)."""


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
        self._tracking = TrackingCards(cards)
        self.game = new_game(setup, self._tracking)
        self.history: list[HistoryEntry] = []
        self.position = 0  # actions of `history` currently applied
        self.branches: list[Branch] = []
        self.listeners: list[Callable[[list[Event]], None]] = []
        self.writer: Any = None
        self.warnings: list[str] = []
        self.card_changes: CardChanges | None = None
        """Set by `from_recording` when the recording's cards differ from `cards`."""
        self._nodes: dict[int, HistoryEntry] = {}
        self._line: dict[int, int] = {}  # node of the current line → its position
        self._next_node = 1
        # everything the rules depend on is in the game state: a snapshot is that tree
        self._start = self.game.snapshot()
        self._start_hash = self.game.state_hash()
        self._snapshots: dict[int, GameState] = {}  # node → the state after it
        self._shown = True  # the game shows the state at `position`
        self._reexecuted = 0  # actions re-executed to show a position (replay budget)
        self._walked = 0  # actions visited to switch lines (replay budget)
        self._printed: set[str] = set()  # cards whose fingerprints the recording holds
        if record is not None:
            self.start_recording(Path(record), fingerprint)

    # --- recording -------------------------------------------------------------------
    def start_recording(self, path: Path, fingerprint: str = "") -> None:
        from tabletop.session.recording import RecordingHeader, RecordingWriter

        header = RecordingHeader(cards=fingerprint or database_print(self.cards),
                                 players=tuple(self.setup.players), seed=self.setup.seed,
                                 setup=self.setup.as_dict())
        self.writer = RecordingWriter(path, header)

    def close(self) -> None:
        if self.writer is not None:
            self.store_state()
            self.writer.close()
            self.writer = None

    def store_state(self) -> bool:
        """Keep the state shown now in the stored states of its recording (state_store.py),
        so a screenshot of the recording need not re-run its actions."""
        from tabletop.session.state_store import store_key, store_state

        if self.writer is None or self.position == 0:
            return False
        entry = self.history[self.position - 1]
        if entry.record_id is None:
            return False
        self._show()
        key = store_key(self.writer.header.to_json(), entry.record_id, entry.state_hash,
                        database_print(self.cards))
        return store_state(key, self.game.state)

    def start_from(self, state: GameState) -> None:
        """Begin at `state` instead of the setup's start (a stored state of a recording):
        the history starts empty there."""
        self.game.restore(state)
        self._start = self.game.snapshot()
        self._start_hash = self.game.state_hash()

    @property
    def recording_path(self) -> Path | None:
        return None if self.writer is None else Path(self.writer.path)

    def _new_card_prints(self) -> dict[str, str]:
        """Fingerprints of the cards used since the last recorded action."""
        new = [name for name in self._tracking.used if name not in self._printed]
        return {name: p for name in new if (p := card_print(self.cards, name)) is not None}

    def _write_head(self, node: int | None, op: str) -> None:
        if self.writer is not None:
            self.writer.set_head(node, op)

    # --- acting -----------------------------------------------------------------------------
    def perform(self, action: A.Action) -> list[Event]:
        """Perform an action at the current position; an earlier position starts a branch.

        A refused action (IllegalAction) changes nothing and is not recorded (730)."""
        self._show()
        events = self.game.perform(action)
        try:
            self._commit(action, events)
        except BaseException:
            self._shown = False  # the recording refused it: back to where we were
            self._show()
            raise
        self._notify(events)
        return events

    def _commit(self, action: A.Action, events: list[Event],
                node: int | None = None) -> HistoryEntry:
        """Keep a performed action (and write it) as the next one after `position`."""
        parent = self.current_node
        entry = HistoryEntry(action, events, self.game.state_hash(), parent=parent)
        if self.writer is not None:
            prints = self._new_card_prints()
            appended = self.writer.append(_action_dict(action), _event_dicts(events),
                                          entry.state_hash, parent=parent, cards=prints)
            entry.record_id = node = appended.id
            self._printed.update(self._tracking.used)
        entry.node = node if node is not None else self._next_node
        self._next_node = max(self._next_node, entry.node + 1)
        if self.position < len(self.history):
            self._branch_off()
        self.history.append(entry)
        self.position = len(self.history)
        self._nodes[entry.node] = entry
        self._line[entry.node] = self.position
        if self.position % SNAPSHOT_EVERY == 0:
            self._snapshots[entry.node] = self.game.snapshot()
            if len(self._snapshots) > MAX_SNAPSHOTS:
                del self._snapshots[next(iter(self._snapshots))]
        return entry

    def _branch_off(self) -> None:
        abandoned = self.history[self.position:]
        self.branches.append(Branch(self.position, abandoned))
        del self.history[self.position:]
        for entry in abandoned:
            del self._line[entry.node]

    @property
    def current_node(self) -> int | None:
        """The node of the action the game is after (None: the start)."""
        return self.history[self.position - 1].node if self.position else None

    # --- moving in time -------------------------------------------------------------------
    def go_to(self, index: int) -> None:
        """Show the game after `index` actions of the current line (0: the start)."""
        self._seek(index, "seek")

    def undo(self) -> None:
        if self.position > 0:
            self._seek(self.position - 1, "undo")

    def redo(self) -> None:
        if self.position < len(self.history):
            self._seek(self.position + 1, "redo")

    def switch_branch(self, index: int) -> None:
        """Make `branches[index]` the current line, shown at its end; the line left
        becomes a branch."""
        if not 0 <= index < len(self.branches):
            raise IndexError(f"no branch {index} (0..{len(self.branches) - 1})")
        tip = self.branches[index].entries[-1].node
        self._write_head(tip, "branch")
        self._select_line(tip)
        self._show()
        self._notify([Event("seek", f"branch: position {self.position} of "
                            f"{len(self.history)}", data={"position": self.position})])

    def rollback(self, index: int) -> None:
        """Drop the actions after `index` of the current line without keeping them as a
        branch (a refused step's earlier actions, 730), and any branch that hangs off
        them; written as a `discard` marker."""
        if not 0 <= index <= len(self.history):
            raise IndexError(f"no position {index} (0..{len(self.history)})")
        if index < len(self.history) or index != self.position:
            self._write_head(self.history[index - 1].node if index else None, "discard")
            self._discard(index)
        self._shown = False
        self._show()
        self._notify([Event("seek", f"position {index} of {len(self.history)}",
                            data={"position": index})])

    def _seek(self, index: int, op: str) -> None:
        if not 0 <= index <= len(self.history):
            raise IndexError(f"no position {index} (0..{len(self.history)})")
        if index != self.position:
            self._write_head(self.history[index - 1].node if index else None, op)
        self.position = index
        self._shown = False  # shown anew even in place: the game may have been touched
        self._show()
        self._notify([Event("seek", f"position {index} of {len(self.history)}",
                            data={"position": index})])

    def _discard(self, index: int) -> None:
        dropped = self.history[index:]
        for entry in dropped:
            del self._line[entry.node]
        del self.history[index:]
        # branches that hang off a dropped action go with it
        while dropped:
            for entry in dropped:
                del self._nodes[entry.node]
                self._snapshots.pop(entry.node, None)
            orphans = [b for b in self.branches if b.entries[0].parent is not None
                       and b.entries[0].parent not in self._nodes]
            self.branches = [b for b in self.branches if b not in orphans]
            dropped = [entry for b in orphans for entry in b.entries]
        self.position = index
        self._shown = False

    def _select_line(self, node: int) -> None:
        """Make the line ending at `node` current; what it replaces becomes a branch."""
        line: list[HistoryEntry] = []
        current: int | None = node
        while current is not None:
            entry = self._nodes[current]
            line.append(entry)
            current = entry.parent
        line.reverse()
        self._walked += len(line)
        common = 0
        while (common < min(len(line), len(self.history))
               and line[common] is self.history[common]):
            common += 1
        old_tail, new_tail = self.history[common:], line[common:]
        taken = {entry.node for entry in new_tail}
        branches: list[Branch] = []
        for branch in self.branches:
            k = 0
            while k < len(branch.entries) and branch.entries[k].node in taken:
                k += 1
            if k == 0:
                branches.append(branch)
            elif k < len(branch.entries):
                branches.append(Branch(branch.from_index + k, branch.entries[k:]))
        if old_tail:
            branches.append(Branch(common, old_tail))
        self.branches = branches
        for entry in old_tail:
            del self._line[entry.node]
        for n, entry in enumerate(new_tail, start=common + 1):
            self._line[entry.node] = n
        self.history = line
        self.position = len(line)
        self._shown = False

    def _navigate(self, node: int | None) -> bool:
        """Go to `node` (structure only): on the current line, or by switching lines.
        False when the node is not in the session (discarded, or never there)."""
        if node is None:
            self.position = 0
        elif node in self._line:
            self.position = self._line[node]
        elif node in self._nodes:
            self._select_line(node)
        else:
            return False
        self._shown = False
        return True

    def _show(self) -> None:
        """Bring the game to `position`: the nearest snapshot, then replay."""
        if self._shown:
            return
        base = self.position
        while base > 0 and self.history[base - 1].node not in self._snapshots:
            base -= 1
        self.game.restore(self._snapshots[self.history[base - 1].node] if base else
                          self._start)
        for entry in self.history[base:self.position]:
            self.game.perform(entry.action)
        self._reexecuted += self.position - base
        self._shown = True
        expected = self.history[self.position - 1].state_hash if self.position else \
            self._start_hash
        if self.game.state_hash() != expected:
            warning = (f"position {self.position}: the state shown differs from the state "
                       "first reached there (game state outside the snapshot?)")
            _log.warning(warning)
            self.warnings.append(warning)

    def _notify(self, events: list[Event]) -> None:
        for listener in list(self.listeners):
            listener(events)

    # --- opening recordings ---------------------------------------------------------------
    @classmethod
    def from_recording(cls, path: Path | str, cards: Callable[[str], Any], *,
                       verify: bool = False, allow_changed_cards: bool = False,
                       resume: bool = False,
                       progress: Callable[[int, int], None] | None = None) -> GameSession:
        """Rebuild a session from a recording: every action and every move in time, so
        the line, position and branches are the ones the player left.

        `verify`: every action must give the recorded events and state hash, else
        ReplayDiverged names the first that does not (without it, differences become
        `warnings`). A recording made with other card definitions raises CardsChanged
        unless `allow_changed_cards` (then `card_changes` says what differs). `resume`
        goes on writing to the same recording. `progress(done, total)` is called for each
        record read (an exception it raises stops the replay: a cancel). A bad file raises
        SessionFileError."""
        from tabletop.session.recording import RecordingWriter, read_recording
        from tabletop.session.recording_schema import check_setup

        path = Path(path)
        recording = read_recording(path)
        changes = compare_cards(recording, cards)
        if changes is not None and not allow_changed_cards:
            raise CardsChanged(path, changes)
        checked = check_setup(path, recording.header)
        setup = Setup(checked.players, checked.life, checked.seed, checked.active,
                      checked.start, checked.title)
        session = cls(setup, cards)
        session.card_changes = changes
        session.warnings = list(recording.warnings)
        if changes is not None:
            session.warnings.append(changes.message())
        session._replay(recording, verify, progress)
        session._printed = set(recording.card_prints)
        if resume:
            session.writer = RecordingWriter.resume(path)
        return session

    def continue_in_copy(self, source: Path | str, target: Path | str) -> None:
        """Go on recording this session (rebuilt from `source` without writing) in
        `target`, a fresh copy of `source`: the file opened stays as it was."""
        from tabletop.session.recording import RecordingWriter

        if self.writer is not None:
            raise ValueError("this session is already being recorded")
        shutil.copyfile(source, target)
        self.writer = RecordingWriter.resume(target)

    def _replay(self, recording: Any, verify: bool,
                progress: Callable[[int, int], None] | None = None) -> None:
        from tabletop.session.recording import HeadMarker
        from tabletop.session.recording_schema import check_action, check_events

        path: Path = recording.path
        # undo and branch switches re-execute and visit actions: a player's moves cost at
        # most SNAPSHOT_EVERY re-executions each, but a hostile file could ask for endless
        # jumps between long lines, so the work has a limit
        budget = SNAPSHOT_EVERY * (len(recording.log) + 1) + 10_000
        walk_budget = REPLAY_WALK_PER_RECORD * (len(recording.log) + 1) + REPLAY_WALK_FLOOR
        differences: list[str] = []
        n = 0
        total = len(recording.log)
        for done, item in enumerate(recording.log, start=1):
            if progress is not None:
                progress(done, total)
            if self._walked > walk_budget:
                raise SessionFileError(path, item.line, "the recording switches lines too "
                                       f"often to replay (more than {walk_budget:,} actions "
                                       "visited)")
            if isinstance(item, HeadMarker):
                self._replay_marker(path, item)
                continue
            n += 1
            if item.parent != self.current_node and not self._navigate(item.parent):
                raise SessionFileError(path, item.line, f"action {n} follows action "
                                       f"{item.parent}, which was discarded")
            action = check_action(path, n, item)
            check_events(path, n, item)
            self._show()
            if self._reexecuted > budget:
                raise SessionFileError(path, item.line, "the recording moves back and forth "
                                       "too often to replay (more than "
                                       f"{budget:,} actions re-executed)")
            events = _perform_recorded(self.game, n, item.line, action)
            entry = self._commit(action, events, item.id)
            difference = _difference(item, entry)
            if difference:
                if verify:
                    raise ReplayDiverged(n, difference, item.line)
                differences.append(f"line {item.line}: action {n}: {difference}")
        self._show()
        if differences:
            more = f" (and {len(differences) - 1} more)" if len(differences) > 1 else ""
            self.warnings.append(f"the replay differs from the recording at "
                                 f"{differences[0]}{more}")

    def _replay_marker(self, path: Path, marker: Any) -> None:
        if marker.op == "discard":
            index = 0 if marker.id is None else self._line.get(marker.id, -1)
            if index < 0:
                raise SessionFileError(path, marker.line, "the discard marker names "
                                       f"{marker.id}, not an action of the current line")
            self._discard(index)
        elif not self._navigate(marker.id):
            raise SessionFileError(path, marker.line, f"the head marker names {marker.id}, "
                                   "an action that was discarded")


def _perform_recorded(game: Game, n: int, line: int, action: A.Action) -> list[Event]:
    """Replay one recorded action; anything the engine refuses or fails on names it."""
    try:
        return game.perform(action)
    except A.IllegalAction as exc:
        raise ReplayDiverged(n, f"refused: {exc.reason}", line) from None
    except EffectError as exc:
        raise ReplayDiverged(n, f"refused: {exc}", line) from None
    except Exception as exc:  # a hostile recording must not end in a traceback
        raise ReplayDiverged(n, f"the engine failed on it ({type(exc).__name__}: {exc})",
                             line) from None


def _difference(record: Any, entry: HistoryEntry) -> str:
    """What a re-executed action gives that its record does not: events, then state."""
    recorded = [dict(event) for event in record.events]
    replayed = _event_dicts(entry.events)
    for i, (was, now) in enumerate(zip(recorded, replayed, strict=False), start=1):
        if was != now:
            for key in sorted(set(was) | set(now)):
                if was.get(key) != now.get(key):
                    return (f"event {i}: {key!r} is {_shown(was.get(key))} in the recording, "
                            f"{_shown(now.get(key))} on replay")
    if len(recorded) != len(replayed):
        return (f"the recording has {len(recorded)} events, the replay "
                f"{len(replayed)}")
    if record.state_hash != entry.state_hash:
        return "state hash differs from the recording"
    return ""


def _shown(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, default=repr)
    return text if len(text) <= 60 else text[:57] + "..."


def _action_dict(action: A.Action) -> dict[str, Any]:
    return _jsonable(action.as_dict())  # type: ignore[no-any-return]


def _event_dicts(events: list[Event]) -> list[dict[str, Any]]:
    """Events as the recording holds them (JSON: lists, string keys)."""
    return [_jsonable(event.as_dict()) for event in events]


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    return value
