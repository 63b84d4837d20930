"""Stored game states of recordings: `tabletop screenshot` starts from the nearest stored
state of a recording's line and re-runs only the actions after it (issue #18).

A state is kept as JSON data in the forms of the definition codec (dataclasses and
enums of `tabletop.engine` with exactly their fields; nothing is unpickled or
evaluated), each immutable definition written once and referred to by its number, in
`<cache>/states/<key>.json.gz`. The key is made of the recording's header (its players,
seed and the moment it began), the action record and the state hash after it, the card
database now and the program's version: a state is found only for the recording, the
action and the cards it was stored for. A state read back is used only when its hash is
the hash the recording keeps for that action; anything else (a damaged, foreign or
outdated file) is ignored and the actions are re-run. The cache may be deleted at any
time; writing to it never stops a session or a screenshot.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import logging
import os
import random
import tempfile
from pathlib import Path
from types import MappingProxyType
from typing import Any

from tabletop import __version__
from tabletop.cards.definition_codec import Decoder, DefinitionCodecError, Encoder
from tabletop.engine.model.objects import GameObject
from tabletop.engine.model.state import GameState
from tabletop.engine.model.write_log import write_clock
from tabletop.resources import cache_dir

STORE_FORMAT = "tabletop-state-1"
STORE_EVERY = 200
"""Also kept while re-running a recording: the state after every this many actions."""
MAX_BYTES = 64 * 1024 * 1024
"""Largest stored state read (compressed bytes)."""

_log = logging.getLogger(__name__)


def store_key(header: Any, record_id: int, state_hash: str, cards_print: str) -> str:
    """The name a state is kept under (see the module's text)."""
    text = json.dumps([STORE_FORMAT, __version__, header, record_id, state_hash, cards_print],
                      sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def _folder() -> Path:
    return cache_dir() / "states"


# --- writing ---------------------------------------------------------------------------


class _Writer(Encoder):
    """The definition codec's forms, and: a frozen dataclass (a definition, shared by many
    objects) written once into `table` and referred to as {"r": number}; a set as
    {"s": [...]}; a read-only mapping as a dict; the random generator as its state."""

    def __init__(self) -> None:
        self.table: list[Any] = []
        self.index: dict[int, tuple[int, object]] = {}  # id -> (number, the object)

    def dataclass(self, v: Any) -> Any:
        if not type(v).__dataclass_params__.frozen:
            return super().dataclass(v)
        known = self.index.get(id(v))
        if known is None:
            body = super().dataclass(v)  # what it refers to is in the table before it
            known = self.index[id(v)] = (len(self.table), v)
            self.table.append(body)
        return {"r": known[0]}

    def field(self, v: Any, name: str) -> Any:
        if isinstance(v, GameState) and name == "rng":
            return self.value(v.rng.getstate())
        return super().field(v, name)

    def other(self, v: Any) -> Any:
        if isinstance(v, set):
            return {"s": [self.value(x) for x in v]}
        if isinstance(v, MappingProxyType):
            return self.value(dict(v))
        return super().other(v)


def encode_state(state: GameState) -> bytes:
    writer = _Writer()
    body = writer.value(state)
    return gzip.compress(json.dumps({"format": STORE_FORMAT, "table": writer.table,
                                     "state": body}, separators=(",", ":")).encode(),
                         compresslevel=3)


def store_state(key: str, state: GameState) -> bool:
    """Keep `state` under `key` (written whole or not at all). Returns whether it was."""
    try:
        data = encode_state(state)
        folder = _folder()
        folder.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=folder, suffix=".part")
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(temporary, folder / f"{key}.json.gz")
        return True
    except (OSError, DefinitionCodecError, RecursionError, ValueError) as exc:
        _log.info("a game state was not stored: %s", exc)
        return False


# --- reading ---------------------------------------------------------------------------


class _Reader(Decoder):
    def __init__(self, table: list[Any]) -> None:
        self.objects: list[Any] = []
        for entry in table:  # each refers only to those before it
            self.objects.append(self.value(entry))

    def field(self, cls: type, name: str, data: Any) -> Any:
        if cls is GameState and name == "rng":
            rng = random.Random.__new__(random.Random)
            rng.setstate(_deep_tuple(self.value(data)))
            return rng
        return self.value(data)

    def other(self, data: Any) -> Any:
        if "r" in data:
            number = data["r"]
            if not isinstance(number, int) or not 0 <= number < len(self.objects):
                raise DefinitionCodecError("a reference to nothing")
            return self.objects[number]
        if "s" in data:
            items = data["s"]
            if not isinstance(items, list):
                raise DefinitionCodecError("expected a list")
            return {self.value(v) for v in items}
        return super().other(data)


def _deep_tuple(value: Any) -> Any:
    return tuple(_deep_tuple(v) for v in value) if isinstance(value, tuple | list) else value


def decode_state(data: bytes) -> GameState:
    document = json.loads(gzip.decompress(data))
    if not isinstance(document, dict) or document.get("format") != STORE_FORMAT:
        raise DefinitionCodecError("not a stored game state")
    table = document.get("table")
    if not isinstance(table, list):
        raise DefinitionCodecError("not a stored game state")
    reader = _Reader(table)
    state = reader.value(document.get("state"))
    if not isinstance(state, GameState):
        raise DefinitionCodecError("not a stored game state")
    for obj in _game_objects(state):
        # read-only mappings again, and a write-clock reading (write_log.py)
        for name in ("counters", "counter_timestamps", "chosen"):
            object.__setattr__(obj, name, MappingProxyType(dict(getattr(obj, name))))
        object.__setattr__(obj, "hashed", None)
        object.__setattr__(obj, "written", write_clock())
    return state


def _game_objects(state: GameState) -> list[GameObject]:
    found = [o for o in state.objects.values() if isinstance(o, GameObject)]
    found += [k.obj for k in state.lki.values() if isinstance(k.obj, GameObject)]
    if len(found) != len(state.objects) + len(state.lki):
        raise DefinitionCodecError("objects of the wrong kind")
    return found


def load_state(key: str, state_hash: str) -> GameState | None:
    """The state kept under `key`, if there is one whose hash is `state_hash`."""
    path = _folder() / f"{key}.json.gz"
    try:
        if not path.is_file() or path.stat().st_size > MAX_BYTES:
            return None
        state = decode_state(path.read_bytes())
        if state.full_state_hash() != state_hash:
            _log.info("%s: a stored state with another hash is ignored", path.name)
            return None
        return state
    except (OSError, ValueError, TypeError, KeyError, AttributeError, RecursionError,
            EOFError, DefinitionCodecError) as exc:
        _log.info("%s: a stored state could not be read (%s)", path.name, exc)
        return None
