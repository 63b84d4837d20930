"""Reading recordings: parsing and checking a file into a `Recording` tree of lines of play.

A torn last line (the process died while writing it) is detected, reported
and dropped; every other problem is a `SessionFileError` naming the file, the
line and the reason.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.session.errors import SessionFileError
from tabletop.session.recording_format import (
    DEFAULT_MAX_BYTES,
    DEFAULT_MAX_RECORDS,
    FORMAT_NAME,
    FORMAT_VERSION,
    HEAD_OPS,
    MAX_LINE_BYTES,
    MAX_TEXT,
    ActionRecord,
    HeadMarker,
    RecordingHeader,
    _BadLine,
    _card_prints_problem,
    _header_problem,
    _is_int,
    _json_problem,
    _loads,
    _short,
    _type_name,
)


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
    log: tuple[ActionRecord | HeadMarker, ...] = field(default=(), repr=False)
    """Actions and head markers in file order: what the player did, undo included."""
    card_prints: Mapping[str, str] = field(default_factory=dict, repr=False)
    """Fingerprints of the cards the game used (from the actions' `cards`; empty in
    recordings written before they were recorded)."""
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
    log: list[ActionRecord | HeadMarker] = []
    prints: dict[str, str] = {}
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
            log.append(record)
            prints.update(record.cards)
            n_of[record.id] = record.n
            last_id = head = record.id
        elif kind == "head":
            marker = _parse_head(path, lineno, obj, n_of)
            log.append(marker)
            head = marker.id
        elif kind == "header":
            raise SessionFileError(path, lineno, "a second header (only line 1 may be a header)")
        else:
            raise SessionFileError(path, lineno, f"unknown record type {_short(kind)}")

    recording = Recording(
        path=path,
        header=header,
        records=tuple(records),
        head=head,
        warnings=tuple(warnings),
        log=tuple(log),
        card_prints=prints,
    )
    return _Parsed(recording=recording, good_size=good_size, n_of=n_of, records=count)


def _unknown_field(obj: dict[str, Any], known: tuple[str, ...]) -> str | None:
    extra = sorted(set(obj) - set(known))
    return f"unknown field {_short(extra[0])}" if extra else None


def _parse_head(path: Path, lineno: int, obj: dict[str, Any], n_of: dict[int, int]) -> HeadMarker:
    if "id" not in obj:
        raise SessionFileError(path, lineno, 'the head marker has no "id"')
    target = obj["id"]
    if target is not None and not (_is_int(target) and target in n_of):
        raise SessionFileError(
            path, lineno, f"the head marker names {_short(target)}, not an action above"
        )
    op = obj.get("op", "")
    if "op" in obj and op not in HEAD_OPS:
        raise SessionFileError(
            path, lineno, f'"op" must be one of {", ".join(HEAD_OPS)}, not {_short(op)}'
        )
    problem = _unknown_field(obj, ("type", "id", "op"))
    if problem:
        raise SessionFileError(path, lineno, problem)
    return HeadMarker(id=target, op=op, line=lineno)


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
    if len(state_hash) > MAX_TEXT:
        raise bad(f'"hash" is longer than {MAX_TEXT} characters')
    problem = (
        _json_problem(action)
        or _json_problem(events)
        or _unknown_field(obj, ("type", "id", "n", "parent", "action", "events", "hash", "cards"))
        or ("cards" in obj and _card_prints_problem(obj["cards"]))
    )
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
        cards=obj.get("cards", {}),
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
