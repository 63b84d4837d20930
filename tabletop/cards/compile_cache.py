"""Compiled cards, kept: a card is compiled once per text and compiler, not per start.

A compiled `CardDefinition` is stored (as JSON data, `definition_codec`: nothing is
unpickled) in `<data>/cache/compiled.sqlite`
under the sha256 of the compiler's version (`code_version.compiler_version`: the
compiler, the build step and the engine classes) and the card's printed facts. So a
second start reads instead of compiling, a changed card or a changed compiler
compiles afresh, and nothing stale is ever used. The process keeps what it compiled or
read in memory too. A cache that cannot be opened or written only makes things slower.
`fill` compiles many cards at once on every processor (`compile_pool`).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
from collections.abc import Callable, Sequence
from pathlib import Path

from tabletop.cards.code_version import compiler_version
from tabletop.cards.definition_codec import (
    DefinitionCodecError,
    dumps_definition,
    loads_definition,
)
from tabletop.cards.records import CardRecord
from tabletop.engine.model.characteristics import CardDefinition

CACHE_FILE = "compiled.sqlite"
_SCHEMA = ("CREATE TABLE IF NOT EXISTS compiled_cards (key TEXT PRIMARY KEY, "
           "version TEXT NOT NULL, data TEXT NOT NULL)")


def cache_key(record: CardRecord) -> str:
    """The compiler's version and the card's facts (not its file or printings)."""
    facts = json.dumps(record.facts(), sort_keys=True, ensure_ascii=True, default=str)
    return hashlib.sha256(f"{compiler_version()}\n{facts}".encode()).hexdigest()


_MEMORY: dict[str, CardDefinition] = {}
"""What this process compiled or read, for every data directory (the key says it all)."""


class CompileCache:
    """Compiled definitions by `cache_key`, in memory and in one SQLite file."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._memory = _MEMORY
        self._db: sqlite3.Connection | None = None
        self._broken = path is None
        self._pruned = False
        self._lock = threading.Lock()  # the window compiles in a worker thread
        self.hits = self.compiled = 0

    def _connection(self) -> sqlite3.Connection | None:
        if self._db is None and not self._broken and self.path is not None:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                db = sqlite3.connect(self.path, timeout=5, check_same_thread=False,
                                     isolation_level=None)
                db.execute("PRAGMA journal_mode=WAL")
                db.execute("PRAGMA synchronous=NORMAL")
                db.execute(_SCHEMA)
                self._db = db
            except (sqlite3.Error, OSError):
                self._broken = True
        return self._db

    def _load(self, key: str) -> CardDefinition | None:
        db = self._connection()
        if db is None:
            return None
        try:
            row = db.execute("SELECT data FROM compiled_cards WHERE key = ?", (key,)).fetchone()
            return loads_definition(row[0]) if row else None
        except (sqlite3.Error, DefinitionCodecError):  # damaged: compile again
            return None

    def _store(self, key: str, definition: CardDefinition) -> None:
        try:
            data = dumps_definition(definition)
        except (DefinitionCodecError, RecursionError):
            return  # not kept: compiled again next time
        self._store_many([(key, data)])

    def _store_many(self, rows: list[tuple[str, str]]) -> None:
        """Keep (key, definition text) rows, in one transaction."""
        db = self._connection()
        if db is None or not rows:
            return
        try:
            if not self._pruned:  # what an older compiler made is never read again
                self._pruned = True
                db.execute("DELETE FROM compiled_cards WHERE version != ?",
                           (compiler_version(),))
            version = compiler_version()
            db.execute("BEGIN")
            try:
                db.executemany("INSERT OR REPLACE INTO compiled_cards (key, version, data) "
                               "VALUES (?, ?, ?)", [(k, version, d) for k, d in rows])
            finally:
                db.execute("COMMIT")
        except sqlite3.Error:
            return  # not kept: compiled again next time

    def _stored_keys(self, keys: list[str]) -> set[str]:
        """Those of `keys` the file holds."""
        db = self._connection()
        found: set[str] = set()
        if db is None:
            return found
        try:
            for i in range(0, len(keys), 500):
                part = keys[i:i + 500]
                marks = ",".join("?" * len(part))
                found.update(row[0] for row in db.execute(
                    f"SELECT key FROM compiled_cards WHERE key IN ({marks})", part))
        except sqlite3.Error:
            pass  # unreadable: those cards are compiled again
        return found

    def definition(self, record: CardRecord) -> CardDefinition:
        """The compiled definition of `record` (raises CardFileError for bad facts)."""
        key = cache_key(record)
        with self._lock:
            hit = self._memory.get(key)
            if hit is None:
                hit = self._load(key)
                if hit is not None:
                    self.hits += 1
            if hit is not None:
                self._memory[key] = hit
                return hit
        from tabletop.cards.build import build_definition  # the compiler loads only now

        definition = build_definition(record)
        with self._lock:
            self.compiled += 1
            self._memory[key] = definition
            self._store(key, definition)
        return definition

    def fill(self, records: Sequence[CardRecord],
             progress: Callable[[int], None] | None = None) -> None:
        """Compile the records the cache lacks, on every processor (`compile_pool`), so
        `definition` then reads each one; `progress(done)` counts the records. A card
        whose facts do not build is left to `definition`, which raises its error."""
        keys = [cache_key(record) for record in records]
        with self._lock:
            have = {k for k in keys if k in self._memory}
            have |= self._stored_keys([k for k in keys if k not in have])
        wanted: dict[str, CardRecord] = {}
        for key, record in zip(keys, records, strict=True):
            if key not in have:
                wanted.setdefault(key, record)
        done = len(records) - len(wanted)
        if progress is not None:
            progress(done)
        from tabletop.cards.compile_pool import compile_many

        rows: list[tuple[str, str]] = []
        results = compile_many(list(wanted.values()))
        try:
            for key, result in zip(wanted, results, strict=True):
                if result is not None:
                    definition, data = result
                    with self._lock:
                        self.compiled += 1
                        self._memory[key] = definition
                    if data is not None:
                        rows.append((key, data))
                    if len(rows) >= 200:
                        with self._lock:
                            self._store_many(rows)
                        rows = []
                done += 1
                if progress is not None:
                    progress(done)  # may raise: a cancel keeps what was compiled
        finally:
            results.close()  # a cancel ends the workers
            with self._lock:
                self._store_many(rows)

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None


_current: list[CompileCache] = []


def compile_cache() -> CompileCache:
    """The compile cache of the user data directory now (when the directory changes, the
    previous one's file is closed)."""
    from tabletop.resources import cache_dir

    try:
        path: Path | None = cache_dir() / CACHE_FILE
    except OSError:
        path = None
    if _current and _current[0].path == path:
        return _current[0]
    if _current:
        _current.pop().close()
    _current.append(CompileCache(path))
    return _current[0]


def compiled_definition(record: CardRecord) -> CardDefinition:
    """`build_definition(record)`, through the compile cache."""
    return compile_cache().definition(record)
