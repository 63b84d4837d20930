"""Session recordings: every game written as it happens to a JSON Lines file.

Line 1 is a header (format, version, program version, card database
fingerprint, players, random seed, creation time, optional setup). Every
later line is a record: an action with its events and the state hash after
it; a head marker naming the current branch tip and what moved it (undo, redo,
seek, a branch switch, a discarded refused step). An action also names the
fingerprints of cards the game used for the first time. Records carry an `id`
(unique, increasing) and a `parent` (the previous action of their line), so
undoing and playing on starts a branch and the abandoned line stays in the
file. Nothing written is ever rewritten; each line is flushed and fsynced
before `append` returns, so a killed process loses no completed action. A
torn last line (the process died while writing it) is detected, reported and
dropped when the file is read again.

Files are data: `json` only (no pickle, no eval), size and nesting limits,
NaN/Infinity and duplicate keys rejected, and every problem is a
`SessionFileError` naming the file, the line and the reason.

The implementation is split by responsibility; this module is the public
facade and re-exports the same names as before:

- `recording_format`: names, limits, JSON safety, header and record types;
- `recording_reader`: `read_recording`, `Recording`, `is_recording`;
- `recording_writer`: `RecordingWriter`, `default_recording_path`.
"""

from __future__ import annotations

# `os` and `__version__` stay reachable as attributes of this module (tests patch
# `recording.os.fsync` and read `recording.__version__`).
import os  # noqa: F401

from tabletop import __version__  # noqa: F401
from tabletop.session.recording_format import (
    DEFAULT_MAX_BYTES,
    DEFAULT_MAX_RECORDS,
    FORMAT_NAME,
    FORMAT_VERSION,
    HEAD_OPS,
    MAX_DEPTH,
    MAX_LINE_BYTES,
    TIP,
    ActionRecord,
    HeadMarker,
    RecordAppended,
    RecordingHeader,
)
from tabletop.session.recording_reader import Recording, is_recording, read_recording
from tabletop.session.recording_writer import RecordingWriter, default_recording_path

__all__ = [
    "DEFAULT_MAX_BYTES",
    "DEFAULT_MAX_RECORDS",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "HEAD_OPS",
    "MAX_DEPTH",
    "MAX_LINE_BYTES",
    "TIP",
    "ActionRecord",
    "HeadMarker",
    "RecordAppended",
    "Recording",
    "RecordingHeader",
    "RecordingWriter",
    "default_recording_path",
    "is_recording",
    "read_recording",
]
