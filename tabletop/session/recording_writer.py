"""Writing recordings: `RecordingWriter` appends one fsynced line per record.

Nothing written is ever rewritten; each line is flushed and fsynced before
`append` returns, so a killed process loses no completed action. A file is
locked (POSIX) while open for writing, and resuming one cuts off a torn last
line after reporting it.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import sys
from collections.abc import Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from tabletop.resources import user_data_dir
from tabletop.session.errors import SessionFileError
from tabletop.session.recording_format import (
    DEFAULT_MAX_BYTES,
    DEFAULT_MAX_RECORDS,
    HEAD_OPS,
    TIP,
    RecordAppended,
    RecordingHeader,
    _card_prints_problem,
    _encode,
    _json_problem,
    _short,
    _Tip,
)
from tabletop.session.recording_reader import _parse

if sys.platform != "win32":  # POSIX only: keeps two programs from appending to one recording
    import fcntl


# Log under the public module's name, as before the split, so log filters keep working.
_log = logging.getLogger("tabletop.session.recording")


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
        if sys.platform == "win32":  # pragma: no cover - no flock on Windows
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
        cards: Mapping[str, str] | None = None,
    ) -> RecordAppended:
        """Write one action with its events and the state hash after it; durable on return.

        `parent` is the action this one follows: by default the current tip;
        an earlier id (or None, the start of the game) begins a new branch.
        `cards`: fingerprints of cards first used since the previous action.
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
        card_prints = dict(cards or {})
        problem = (
            _json_problem(action_dict)
            or _json_problem(event_list)
            or _card_prints_problem(card_prints)
        )
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
                **({"cards": card_prints} if card_prints else {}),
            }
        )
        self._write(line)
        self._n_of[record_id] = n
        self._last_id = self._head = record_id
        return RecordAppended(record_id, n)

    def set_head(self, record_id: int | None, op: str = "") -> None:
        """Make `record_id` (None: before the first action) the current tip, e.g. on undo.

        Written as a head marker, so a reopened recording's main line follows it; `op`
        (one of HEAD_OPS) says what moved it.
        """
        if record_id is not None and record_id not in self._n_of:
            raise ValueError(f"{_short(record_id)} is not an action of this recording")
        if op and op not in HEAD_OPS:
            raise ValueError(f"unknown head move {_short(op)}")
        marker: dict[str, Any] = {"type": "head", "id": record_id}
        if op:
            marker["op"] = op
        self._write(_encode(marker))
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
