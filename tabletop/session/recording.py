"""Session recordings: every game written as it happens to a JSON Lines file.

Line 1 is a header (format, version, program version, card database
fingerprint, players, random seed, creation time, optional setup). Every
later line is a record: an action with its events and the state hash after
it, or a head marker naming the current branch tip. Records carry an `id`
(unique, increasing) and a `parent` (the previous action of their line), so
undoing and playing on starts a branch and the abandoned line stays in the
file. Nothing written is ever rewritten; each line is flushed and fsynced
before `append` returns, so a killed process loses no completed action. A
torn last line (the process died while writing it) is detected, reported and
dropped when the file is read again.

Files are data: `json` only (no pickle, no eval), size and nesting limits,
NaN/Infinity and duplicate keys rejected, and every problem is a
`SessionFileError` naming the file, the line and the reason.
"""

from __future__ import annotations

import contextlib
import enum
import errno
import json
import logging
import math
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, NamedTuple

from tabletop import __version__
from tabletop.resources import user_data_dir
from tabletop.session.errors import SessionFileError

try:  # POSIX only: keeps two programs from appending to one recording
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

__all__ = [
    "DEFAULT_MAX_BYTES",
    "DEFAULT_MAX_RECORDS",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "MAX_DEPTH",
    "MAX_LINE_BYTES",
    "TIP",
    "ActionRecord",
    "RecordAppended",
    "Recording",
    "RecordingHeader",
    "RecordingWriter",
    "default_recording_path",
    "is_recording",
    "read_recording",
]

FORMAT_NAME = "tabletop-recording"
FORMAT_VERSION = 1
DEFAULT_MAX_BYTES = 64 * 1024 * 1024
"""Largest recording read or written (bytes)."""
DEFAULT_MAX_RECORDS = 250_000
"""Most records (lines after the header) read or written."""
MAX_LINE_BYTES = 1024 * 1024
"""Longest line (bytes, without its line end)."""
MAX_DEPTH = 64
"""Deepest nesting of lists and objects inside a line."""

_log = logging.getLogger(__name__)


class _Tip(enum.Enum):
    TIP = "tip"


TIP = _Tip.TIP
"""Default `parent` for `RecordingWriter.append`: continue from the current tip."""


def _now_iso() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


def _short(value: object, limit: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _json_problem(value: object, depth: int = 0) -> str | None:
    """Why `value` is not plain JSON data within MAX_DEPTH, or None if it is."""
    if value is None or isinstance(value, str | bool | int):
        return None
    if isinstance(value, float):
        return None if math.isfinite(value) else f"{value!r} is not a finite number"
    if depth >= MAX_DEPTH:
        return f"nested deeper than {MAX_DEPTH} levels"
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                return f"object key {_short(key)} is not a string"
            problem = _json_problem(item, depth + 1)
            if problem:
                return problem
        return None
    if isinstance(value, list | tuple):
        for item in value:
            problem = _json_problem(item, depth + 1)
            if problem:
                return problem
        return None
    return f"a {type(value).__name__} is not JSON data"


def _type_name(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# --- reading JSON safely -------------------------------------------------------------


class _BadLine(Exception):
    """A line that is not a JSON value (internal)."""


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise ValueError(f"duplicate key {_short(key)}")
            seen.add(key)
    return obj


def _loads(raw: bytes) -> Any:
    """Parse one line of bytes as JSON, or raise _BadLine with a reason."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise _BadLine(f"not UTF-8 text (byte {exc.start + 1})") from None
    try:
        return json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_unique_keys)
    except json.JSONDecodeError as exc:
        raise _BadLine(f"not valid JSON: {exc.msg} at column {exc.colno}") from None
    except ValueError as exc:  # our hooks, or an integer too long to convert
        raise _BadLine(f"not valid JSON: {exc}") from None
    except RecursionError:
        raise _BadLine("not valid JSON: nested too deeply") from None


def _encode(obj: dict[str, Any]) -> bytes:
    """One record as a line of UTF-8 bytes, line end included."""
    try:
        text = json.dumps(obj, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        data = text.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError("the record holds text that is not valid Unicode") from None
    if len(data) > MAX_LINE_BYTES:
        raise ValueError(
            f"the record is {len(data):,} bytes, over the {MAX_LINE_BYTES:,}-byte line limit"
        )
    return data + b"\n"


# --- the data model ------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class RecordingHeader:
    """What a recording starts with: enough to replay it from the start."""

    cards: str
    """Fingerprint of the card database the game was played with."""
    players: tuple[Any, ...]
    """The players (names, or small JSON objects), in seat order."""
    seed: int
    """Seed of the game's random generator."""
    program: str = __version__
    created: str = field(default_factory=_now_iso)
    """ISO 8601 time the game began (the only clock reading in a recording)."""
    setup: Mapping[str, Any] = field(default_factory=dict)
    """Optional: the scenario or decks the game started from."""

    def __post_init__(self) -> None:
        if not isinstance(self.players, list | tuple):
            raise ValueError(f"bad recording header: players must be a list, not {self.players!r}")
        object.__setattr__(self, "players", tuple(self.players))
        problem = _header_problem(self.to_json())
        if problem:
            raise ValueError(f"bad recording header: {problem}")

    def to_json(self) -> dict[str, Any]:
        """The header line's object."""
        return {
            "type": "header",
            "format": FORMAT_NAME,
            "version": FORMAT_VERSION,
            "program": self.program,
            "cards": self.cards,
            "players": list(self.players),
            "seed": self.seed,
            "created": self.created,
            "setup": dict(self.setup) if isinstance(self.setup, Mapping) else self.setup,
        }


def _header_problem(obj: dict[str, Any]) -> str | None:
    """Why a header object (format and version already right) is invalid, or None."""
    for name in ("program", "cards", "created"):
        if not isinstance(obj.get(name), str):
            return f'"{name}" must be a string, not {_type_name(obj.get(name))}'
    if not isinstance(obj.get("players"), list | tuple):
        return f'"players" must be a list, not {_type_name(obj.get("players"))}'
    if not _is_int(obj.get("seed")):
        return f'"seed" must be a whole number, not {_type_name(obj.get("seed"))}'
    if not isinstance(obj.get("setup", {}), dict):
        return f'"setup" must be an object, not {_type_name(obj.get("setup"))}'
    try:
        datetime.fromisoformat(obj["created"])
    except ValueError:
        return f'"created" is not an ISO 8601 time: {_short(obj["created"])}'
    for name in ("players", "setup"):
        problem = _json_problem(obj.get(name))
        if problem:
            return f'"{name}": {problem}'
    return None


@dataclass(frozen=True, kw_only=True)
class ActionRecord:
    """One action as recorded: the action, its events and the state hash after it."""

    id: int
    """Unique in the file; later records have larger ids."""
    n: int
    """1-based position of the action in its line of play."""
    parent: int | None
    """Id of the previous action of this line; None for a line's first action."""
    action: dict[str, Any]
    events: tuple[dict[str, Any], ...]
    state_hash: str
    line: int = 0
    """Line of the file it was read from (0 if not read from a file)."""


class RecordAppended(NamedTuple):
    """What `RecordingWriter.append` wrote: the record's id and its place in its line."""

    id: int
    n: int


@dataclass(frozen=True, eq=False)
class Recording:
    """A recording as read: its header and its records, a tree of lines of play."""

    path: Path
    header: RecordingHeader
    records: tuple[ActionRecord, ...] = field(repr=False)
    """Action records in file order."""
    head: int | None
    """Current tip: id of the last record or head marker (None: before any action)."""
    warnings: tuple[str, ...] = ()
    """Problems recovered from, e.g. "torn last line dropped: line 57 (...)"."""
    _by_id: dict[int, ActionRecord] = field(init=False, repr=False)
    _children: dict[int | None, list[ActionRecord]] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        by_id: dict[int, ActionRecord] = {}
        children: dict[int | None, list[ActionRecord]] = {}
        for record in self.records:
            by_id[record.id] = record
            children.setdefault(record.parent, []).append(record)
        object.__setattr__(self, "_by_id", by_id)
        object.__setattr__(self, "_children", children)

    def record(self, record_id: int) -> ActionRecord:
        """The record with this id (KeyError if there is none)."""
        return self._by_id[record_id]

    def children(self, record_id: int | None) -> list[ActionRecord]:
        """Records played right after `record_id` (None: first actions), in file order."""
        return list(self._children.get(record_id, ()))

    def line_to(self, record_id: int | None) -> list[ActionRecord]:
        """The actions from the start of the game up to and including `record_id`.

        None gives the empty line; an unknown id raises KeyError.
        """
        line: list[ActionRecord] = []
        current = record_id
        while current is not None:
            record = self._by_id[current]
            line.append(record)
            current = record.parent
        line.reverse()
        return line

    def main_line(self) -> list[ActionRecord]:
        """The line to the current tip (last head marker or last record)."""
        return self.line_to(self.head)

    def tips(self) -> list[ActionRecord]:
        """Records nothing was played after: the ends of the branches, in file order."""
        return [r for r in self.records if r.id not in self._children]

    def branches(self) -> list[list[ActionRecord]]:
        """Every line of play, from the start of the game to each tip."""
        return [self.line_to(tip.id) for tip in self.tips()]


# --- reading ---------------------------------------------------------------------------


@dataclass
class _Parsed:
    recording: Recording
    good_size: int
    """Bytes of the file holding complete lines that were kept."""
    n_of: dict[int, int]
    records: int
    """Records (action and head lines) kept."""


def _parse_header(path: Path, raw: bytes) -> RecordingHeader:
    not_recording = "not a tabletop recording (the first line is not a recording header)"
    if len(raw) > MAX_LINE_BYTES:
        raise SessionFileError(path, 1, not_recording)
    try:
        obj = _loads(raw)
    except _BadLine:
        raise SessionFileError(path, 1, not_recording) from None
    if not isinstance(obj, dict) or obj.get("type") != "header":
        raise SessionFileError(path, 1, not_recording)
    if obj.get("format") != FORMAT_NAME:
        raise SessionFileError(
            path, 1, f"not a tabletop recording (format {_short(obj.get('format'))})"
        )
    version = obj.get("version")
    if not _is_int(version):
        raise SessionFileError(
            path, 1, f'the header\'s "version" must be a whole number, not {_type_name(version)}'
        )
    if version != FORMAT_VERSION:
        raise SessionFileError(
            path,
            1,
            f"recording format version {version} is not supported "
            f"(this program reads version {FORMAT_VERSION})",
        )
    problem = _header_problem(obj)
    if problem:
        raise SessionFileError(path, 1, f"bad header: {problem}")
    return RecordingHeader(
        program=obj["program"],
        cards=obj["cards"],
        players=tuple(obj["players"]),
        seed=obj["seed"],
        created=obj["created"],
        setup=obj.get("setup", {}),
    )


def _parse(path: Path, max_bytes: int, max_records: int) -> _Parsed:
    with open(path, "rb") as f:
        size = os.fstat(f.fileno()).st_size
        data = f.read(max_bytes + 1) if size <= max_bytes else b""
    if size > max_bytes or len(data) > max_bytes:
        size = max(size, len(data))
        raise SessionFileError(
            path, None, f"the file is {size:,} bytes, over the {max_bytes:,}-byte limit"
        )
    if not data:
        raise SessionFileError(path, 1, "the file is empty, not a tabletop recording")

    warnings: list[str] = []
    pieces = data.split(b"\n")
    tail = pieces.pop()  # b"" when the file ends with a line end
    good_size = len(data) - len(tail)
    if tail:
        if not pieces:
            raise SessionFileError(
                path, 1, "the header is incomplete (the file was cut off while being created)"
            )
        warnings.append(
            f"torn last line dropped: line {len(pieces) + 1} "
            f"({len(tail):,} bytes without a line end)"
        )
    header = _parse_header(path, pieces[0])

    records: list[ActionRecord] = []
    n_of: dict[int, int] = {}
    head: int | None = None
    last_id = 0
    count = 0
    last_line = len(pieces)
    for lineno, raw in enumerate(pieces[1:], start=2):
        if len(raw) > MAX_LINE_BYTES:
            raise SessionFileError(
                path, lineno, f"the line is {len(raw):,} bytes, over the {MAX_LINE_BYTES:,} limit"
            )
        try:
            obj = _loads(raw)
        except _BadLine as exc:
            if lineno == last_line and not tail:
                warnings.append(f"torn last line dropped: line {lineno} ({exc})")
                good_size -= len(raw) + 1
                break
            raise SessionFileError(path, lineno, str(exc)) from None
        count += 1
        if count > max_records:
            raise SessionFileError(
                path, lineno, f"more than {max_records:,} records, the limit for a recording"
            )
        if not isinstance(obj, dict):
            raise SessionFileError(
                path, lineno, f"a record must be an object, not {_type_name(obj)}"
            )
        kind = obj.get("type")
        if kind == "action":
            record = _parse_action(path, lineno, obj, n_of, last_id)
            records.append(record)
            n_of[record.id] = record.n
            last_id = head = record.id
        elif kind == "head":
            if "id" not in obj:
                raise SessionFileError(path, lineno, 'the head marker has no "id"')
            target = obj["id"]
            if target is not None and not (_is_int(target) and target in n_of):
                raise SessionFileError(
                    path, lineno, f"the head marker names {_short(target)}, not an action above"
                )
            head = target
        elif kind == "header":
            raise SessionFileError(path, lineno, "a second header (only line 1 may be a header)")
        else:
            raise SessionFileError(path, lineno, f"unknown record type {_short(kind)}")

    recording = Recording(
        path=path, header=header, records=tuple(records), head=head, warnings=tuple(warnings)
    )
    return _Parsed(recording=recording, good_size=good_size, n_of=n_of, records=count)


def _parse_action(
    path: Path, lineno: int, obj: dict[str, Any], n_of: dict[int, int], last_id: int
) -> ActionRecord:
    def bad(reason: str) -> SessionFileError:
        return SessionFileError(path, lineno, reason)

    for name in ("id", "n"):
        if not _is_int(obj.get(name)):
            raise bad(f'"{name}" must be a whole number, not {_type_name(obj.get(name))}')
    record_id: int = obj["id"]
    if record_id <= last_id:
        raise bad(f"action id {record_id} does not come after the previous id {last_id}")
    if "parent" not in obj:
        raise bad('the action has no "parent"')
    parent = obj["parent"]
    if parent is None:
        expected_n = 1
    elif _is_int(parent) and parent in n_of:
        expected_n = n_of[parent] + 1
    else:
        raise bad(f"parent {_short(parent)} is not an action above")
    if obj["n"] != expected_n:
        raise bad(f'"n" is {obj["n"]} but the action is number {expected_n} in its line')
    action = obj.get("action")
    if not isinstance(action, dict):
        raise bad(f'"action" must be an object, not {_type_name(action)}')
    events = obj.get("events")
    if not isinstance(events, list):
        raise bad(f'"events" must be a list, not {_type_name(events)}')
    for index, event in enumerate(events):
        if not isinstance(event, dict):
            raise bad(f"event {index + 1} must be an object, not {_type_name(event)}")
    state_hash = obj.get("hash")
    if not isinstance(state_hash, str):
        raise bad(f'"hash" must be a string, not {_type_name(state_hash)}')
    problem = _json_problem(action) or _json_problem(events)
    if problem:
        raise bad(problem)
    return ActionRecord(
        id=record_id,
        n=expected_n,
        parent=parent,
        action=action,
        events=tuple(events),
        state_hash=state_hash,
        line=lineno,
    )


def read_recording(
    path: str | os.PathLike[str],
    *,
    max_bytes: int = DEFAULT_MAX_BYTES,
    max_records: int = DEFAULT_MAX_RECORDS,
) -> Recording:
    """Read and check a recording.

    A torn last line is dropped and reported in `Recording.warnings`; any other
    problem raises SessionFileError. An unreadable file raises OSError.
    """
    return _parse(Path(path), max_bytes, max_records).recording


def is_recording(path: str | os.PathLike[str]) -> bool:
    """Whether the file's first line is a recording header (of any version)."""
    try:
        with open(path, "rb") as f:
            first = f.readline(MAX_LINE_BYTES + 1)
    except OSError:
        return False
    if len(first) > MAX_LINE_BYTES:
        return False
    try:
        obj = _loads(first)
    except _BadLine:
        return False
    return (
        isinstance(obj, dict) and obj.get("type") == "header" and obj.get("format") == FORMAT_NAME
    )


def default_recording_path(now: datetime | None = None) -> Path:
    """A new, unused file name for a recording begun at `now`, under the user data dir."""
    moment = now if now is not None else datetime.now().astimezone()
    folder = user_data_dir() / "recordings"
    folder.mkdir(parents=True, exist_ok=True)
    stem = moment.strftime("%Y-%m-%d_%H-%M-%S")
    candidate = folder / f"{stem}.jsonl"
    number = 2
    while candidate.exists():
        candidate = folder / f"{stem}_{number}.jsonl"
        number += 1
    return candidate


# --- writing ---------------------------------------------------------------------------


def _fsync_dir(folder: Path) -> None:
    """Make a new directory entry durable (POSIX; a no-op where unsupported)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


class RecordingWriter:
    """Appends records to a recording, one fsynced line per call. Not thread-safe.

    `RecordingWriter(path, header)` creates a new recording (an existing
    non-empty file is refused); `append=True` (or `RecordingWriter.resume`)
    continues an existing one after checking it, truncating a torn last line.
    """

    header: RecordingHeader
    _size: int

    def __init__(
        self,
        path: str | os.PathLike[str],
        header: RecordingHeader | None = None,
        *,
        append: bool = False,
        max_bytes: int = DEFAULT_MAX_BYTES,
        max_records: int = DEFAULT_MAX_RECORDS,
    ) -> None:
        self._path = Path(path)
        self._max_bytes = max_bytes
        self._max_records = max_records
        self._fd = -1
        self._failed: OSError | None = None
        self._warnings: list[str] = []
        self._n_of: dict[int, int] = {}
        self._last_id = 0
        self._head: int | None = None
        self._records = 0
        if append:
            self._open_existing(header)
        elif header is None:
            raise TypeError("a new recording needs a header")
        else:
            self._create(header)

    @classmethod
    def resume(
        cls,
        path: str | os.PathLike[str],
        *,
        max_bytes: int = DEFAULT_MAX_BYTES,
        max_records: int = DEFAULT_MAX_RECORDS,
    ) -> RecordingWriter:
        """Continue a recording after a crash; a torn last line is reported and cut off."""
        return cls(path, None, append=True, max_bytes=max_bytes, max_records=max_records)

    def _open_flags(self) -> int:
        return os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)

    def _lock(self) -> None:
        if fcntl is None:  # pragma: no cover - Windows
            return
        try:
            fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            if exc.errno not in (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK):
                return  # no locks on this file system: go on without one
            self.close()
            raise OSError(
                errno.EBUSY, "the recording is already open for writing", str(self._path)
            ) from None

    def _create(self, header: RecordingHeader) -> None:
        flags = self._open_flags() | os.O_CREAT
        try:
            self._fd = os.open(self._path, flags | os.O_EXCL, 0o644)
        except FileExistsError:
            if self._path.is_file() and self._path.stat().st_size == 0:
                self._fd = os.open(self._path, flags)
            else:
                raise FileExistsError(
                    errno.EEXIST,
                    "a recording already exists there (use append=True to continue it)",
                    str(self._path),
                ) from None
        self._lock()
        self.header = header
        self._size = 0
        try:
            self._write(_encode(header.to_json()))
        except BaseException:
            self.close()
            raise
        _fsync_dir(self._path.resolve().parent)

    def _open_existing(self, header: RecordingHeader | None) -> None:
        self._fd = os.open(self._path, self._open_flags())
        self._lock()
        try:
            parsed = _parse(self._path, self._max_bytes, self._max_records)
            if header is not None and header != parsed.recording.header:
                raise SessionFileError(
                    self._path, 1, "the recording's header differs from the one given"
                )
            size = os.fstat(self._fd).st_size
            if parsed.good_size < size:
                for warning in parsed.recording.warnings:
                    _log.warning("%s: %s", self._path, warning)
                os.ftruncate(self._fd, parsed.good_size)
                os.fsync(self._fd)
        except BaseException:
            self.close()
            raise
        self.header = parsed.recording.header
        self._warnings = list(parsed.recording.warnings)
        self._size = parsed.good_size
        self._n_of = parsed.n_of
        self._last_id = max(parsed.n_of, default=0)
        self._head = parsed.recording.head
        self._records = parsed.records

    # -- state

    @property
    def path(self) -> Path:
        return self._path

    @property
    def head(self) -> int | None:
        """Id of the current tip: the next append continues from it by default."""
        return self._head

    @property
    def last_id(self) -> int:
        """Largest id written so far (0 if none)."""
        return self._last_id

    @property
    def warnings(self) -> tuple[str, ...]:
        """Problems found when an existing recording was reopened (torn last line)."""
        return tuple(self._warnings)

    @property
    def closed(self) -> bool:
        return self._fd < 0

    # -- writing

    def append(
        self,
        action: Mapping[str, Any],
        events: Sequence[Mapping[str, Any]],
        state_hash: str,
        *,
        parent: int | _Tip | None = TIP,
    ) -> RecordAppended:
        """Write one action with its events and the state hash after it; durable on return.

        `parent` is the action this one follows: by default the current tip;
        an earlier id (or None, the start of the game) begins a new branch.
        Bad data raises TypeError or ValueError and writes nothing.
        """
        if parent is TIP:
            parent = self._head
        elif parent is not None and parent not in self._n_of:
            raise ValueError(f"parent {_short(parent)} is not an action of this recording")
        if not isinstance(action, Mapping):
            raise TypeError(f"action must be a mapping, not {type(action).__name__}")
        if isinstance(events, str | bytes | Mapping) or not isinstance(events, Sequence):
            raise TypeError(f"events must be a sequence, not {type(events).__name__}")
        event_list: list[dict[str, Any]] = []
        for event in events:
            if not isinstance(event, Mapping):
                raise TypeError(f"each event must be a mapping, not {type(event).__name__}")
            event_list.append(dict(event))
        if not isinstance(state_hash, str):
            raise TypeError(f"state_hash must be a string, not {type(state_hash).__name__}")
        action_dict = dict(action)
        problem = _json_problem(action_dict) or _json_problem(event_list)
        if problem:
            raise ValueError(f"cannot record this action: {problem}")
        n = 1 if parent is None else self._n_of[parent] + 1
        record_id = self._last_id + 1
        line = _encode(
            {
                "type": "action",
                "n": n,
                "id": record_id,
                "parent": parent,
                "action": action_dict,
                "events": event_list,
                "hash": state_hash,
            }
        )
        self._write(line)
        self._n_of[record_id] = n
        self._last_id = self._head = record_id
        return RecordAppended(record_id, n)

    def set_head(self, record_id: int | None) -> None:
        """Make `record_id` (None: before the first action) the current tip, e.g. on undo.

        Written as a head marker, so a reopened recording's main line follows it.
        """
        if record_id is not None and record_id not in self._n_of:
            raise ValueError(f"{_short(record_id)} is not an action of this recording")
        self._write(_encode({"type": "head", "id": record_id}))
        self._head = record_id

    def _write(self, line: bytes) -> None:
        if self._fd < 0:
            raise ValueError(f"the recording {self._path} is closed")
        if self._failed is not None:
            raise OSError(
                self._failed.errno,
                f"the recording stopped after a write error ({self._failed.strerror})",
                str(self._path),
            )
        if self._size + len(line) > self._max_bytes:
            raise SessionFileError(
                self._path, None, f"the recording reached its limit of {self._max_bytes:,} bytes"
            )
        if self._size and self._records >= self._max_records:
            raise SessionFileError(
                self._path,
                None,
                f"the recording reached its limit of {self._max_records:,} records",
            )
        try:
            view = memoryview(line)
            while view:
                written = os.write(self._fd, view)
                view = view[written:]
            os.fsync(self._fd)
        except OSError as exc:
            self._failed = exc
            with contextlib.suppress(OSError):  # leave no partial line behind
                os.ftruncate(self._fd, self._size)
            raise
        if self._size:
            self._records += 1
        self._size += len(line)

    def close(self) -> None:
        """Close the file (everything is already on disk). Safe to call twice."""
        if self._fd >= 0:
            fd, self._fd = self._fd, -1
            os.close(fd)

    def __enter__(self) -> RecordingWriter:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        state = "closed" if self.closed else f"last id {self._last_id}"
        return f"<RecordingWriter {self._path} ({state})>"
