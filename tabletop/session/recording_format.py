"""The recording file format: names, limits, JSON safety, the header and record types.

A recording is JSON Lines: line 1 is a header, every later line a record.
This module holds what both reading and writing need: the format name and
version, the size and nesting limits, strict JSON decoding (NaN/Infinity and
duplicate keys rejected, no pickle, no eval), line encoding, and the
`RecordingHeader`, `ActionRecord`, `HeadMarker` and `RecordAppended` types.

Record types: `action` (an action with its events and the state hash after it, and
in `cards` the fingerprints of the cards the game used for the first time since the
previous action) and `head` (the current tip moved: undo, redo, seek, a branch
switch, or a discarded refused step; `op` says which, absent in files written before
it existed).
"""

from __future__ import annotations

import enum
import json
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, NamedTuple

from tabletop import __version__

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
MAX_TEXT = 1000
"""Longest header or marker text field (characters)."""
MAX_PLAYERS = 16
"""Most players a header may name."""
MAX_CARD_PRINTS = 10_000
"""Most cards the `cards` field of one action may list."""

HEAD_OPS = ("undo", "redo", "seek", "branch", "discard")
"""What moved the tip: `discard` drops the line after the tip (a refused step), the
others keep it (a later action from there starts a branch)."""
HEADER_FIELDS = frozenset(
    {"type", "format", "version", "program", "cards", "players", "seed", "created", "setup"}
)
SEED_RANGE = (-(2**63), 2**64 - 1)


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


def _card_prints_problem(cards: object) -> str | None:
    """Why an action's `cards` field (name → fingerprint) is invalid, or None."""
    if not isinstance(cards, dict):
        return f'"cards" must be an object, not {_type_name(cards)}'
    if len(cards) > MAX_CARD_PRINTS:
        return f'"cards" lists more than {MAX_CARD_PRINTS:,} cards'
    for name, value in cards.items():
        if not isinstance(name, str) or not 0 < len(name) <= MAX_TEXT:
            return f"card name {_short(name)} is empty or too long"
        if not isinstance(value, str) or not 0 < len(value) <= MAX_TEXT:
            return f"the fingerprint of {_short(name)} must be a short string, not {_short(value)}"
    return None


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
    unknown = sorted(set(obj) - HEADER_FIELDS)
    if unknown:
        return f"unknown field {_short(unknown[0])}"
    for name in ("program", "cards", "created"):
        if not isinstance(obj.get(name), str):
            return f'"{name}" must be a string, not {_type_name(obj.get(name))}'
        if len(obj[name]) > MAX_TEXT:
            return f'"{name}" is longer than {MAX_TEXT} characters'
    if not isinstance(obj.get("players"), list | tuple):
        return f'"players" must be a list, not {_type_name(obj.get("players"))}'
    if not 1 <= len(obj["players"]) <= MAX_PLAYERS:
        return f'"players" must name 1 to {MAX_PLAYERS} players, not {len(obj["players"])}'
    if not _is_int(obj.get("seed")):
        return f'"seed" must be a whole number, not {_type_name(obj.get("seed"))}'
    if not SEED_RANGE[0] <= obj["seed"] <= SEED_RANGE[1]:
        return f'"seed" {_short(obj["seed"])} is out of range ({SEED_RANGE[0]}..{SEED_RANGE[1]})'
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
    cards: Mapping[str, str] = field(default_factory=dict)
    """Fingerprints of cards first used since the previous action (name → fingerprint)."""


@dataclass(frozen=True, kw_only=True)
class HeadMarker:
    """The current tip moved to `id` (None: the start of the game)."""

    id: int | None
    op: str = ""
    """One of HEAD_OPS; empty in recordings written before undo was recorded."""
    line: int = 0


class RecordAppended(NamedTuple):
    """What `RecordingWriter.append` wrote: the record's id and its place in its line."""

    id: int
    n: int
