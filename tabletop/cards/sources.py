"""Card sources: the built-in cards, each of the user's imports, each `--cards FILE`.

A source reads its files once: the cards' facts, their name index and fingerprint are
kept in the user's cache (`<data>/cache/sources/*.json`), keyed by the files' sizes and
modification times and the code that reads them, so a second start reads one JSON file
instead of parsing TOML or MTGJSON again; a card's facts are checked again (the one
validation of card tables) when a look-up first reaches it. A cache that is missing,
stale or unreadable is rebuilt; one that cannot be written is skipped.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterable, Iterator, KeysView
from pathlib import Path
from typing import Any

from tabletop.cards.code_version import records_version
from tabletop.cards.database import CardDatabase, card_files, name_key
from tabletop.cards.errors import CardFileError
from tabletop.cards.records import CARD_KEYS, CardRecord, load_card_file, record_from_table
from tabletop.inputs.limits import MAX_CARD_FILE_BYTES
from tabletop.inputs.reading import read_text
from tabletop.inputs.toml_file import load_toml

BUILT_IN, IMPORT, FILE = "built-in", "import", "file"


class SourceIndex:
    """One source's cards by name key: English names, German names and the other names
    of cards with several faces ("Fire // Ice", "Fire/Ice", "Fire"). Cards are kept as
    their tables and made records when first looked up."""

    def __init__(self, tables: dict[str, dict[str, Any]], german: dict[str, str],
                 aliases: dict[str, str], fingerprint: str, path: Path | None = None) -> None:
        self.tables = tables  # English key -> the card's table (facts and printings)
        self.german = german  # German key -> English key
        self.aliases = aliases  # other name key -> English key
        self.fingerprint = fingerprint
        self.path = path
        self._records: dict[str, CardRecord] = {}

    @classmethod
    def of(cls, database: CardDatabase, path: Path | None = None) -> SourceIndex:
        tables: dict[str, dict[str, Any]] = {}
        german: dict[str, str] = {}
        aliases: dict[str, str] = {}
        records: dict[str, CardRecord] = {}
        for record in database:
            key = name_key(record.name)
            tables[key] = record.table()
            records[key] = record
            if record.german_name:
                german.setdefault(name_key(record.german_name), key)
            for other in record.other_names():
                aliases.setdefault(name_key(other), key)
        index = cls(tables, german, aliases, database.fingerprint(), path)
        index._records = records
        return index

    def as_json(self) -> dict[str, Any]:
        return {"tables": self.tables, "german": self.german, "aliases": self.aliases,
                "fingerprint": self.fingerprint}

    @classmethod
    def from_json(cls, data: Any, path: Path | None) -> SourceIndex | None:
        if not isinstance(data, dict):
            return None
        parts = [data.get(k) for k in ("tables", "german", "aliases")]
        if not all(isinstance(p, dict) for p in parts) or not isinstance(
                data.get("fingerprint"), str):
            return None
        return cls(parts[0], parts[1], parts[2], data["fingerprint"], path)  # type: ignore[arg-type]

    def record(self, key: str) -> CardRecord | None:
        """The card whose English name key is `key` (its table checked on first use)."""
        record = self._records.get(key)
        if record is None:
            table = self.tables.get(key)
            if table is None:
                return None
            record = self._records[key] = record_from_table(table, path=self.path)
        return record

    def keys(self) -> KeysView[str]:
        return self.tables.keys()

    def records(self) -> Iterator[tuple[str, CardRecord]]:
        for key in self.tables:
            record = self.record(key)
            if record is not None:
                yield key, record

    def english(self, key: str) -> CardRecord | None:
        """The record whose English name (or other name) is `key`."""
        if key in self.tables:
            return self.record(key)
        english = self.aliases.get(key)
        return None if english is None else self.record(english)

    def by_german(self, key: str) -> CardRecord | None:
        english = self.german.get(key)
        return None if english is None else self.record(english)

    def all_names(self) -> Iterator[str]:
        """Every name a card answers to (English, German, other names), as printed."""
        for table in self.tables.values():
            for key in ("name", "german_name"):
                if isinstance(table.get(key), str):
                    yield table[key]
            faces = table.get("faces")
            if isinstance(faces, list) and faces:
                yield " // ".join(str(f.get("name")) for f in faces if isinstance(f, dict))


def lenient_card_file(path: Path) -> tuple[list[CardRecord], list[str]]:
    """A card TOML file's records; keys our card files do not use (such as the
    provenance keys of the shared reference file) are left out and returned."""
    try:
        return load_card_file(path), []
    except CardFileError as err:
        if "unknown key" not in err.reason:
            raise
    text = read_text(path, MAX_CARD_FILE_BYTES, CardFileError)
    doc = load_toml(text, path, CardFileError)
    tables = doc.get("card", [])
    if not isinstance(tables, list) or not all(isinstance(t, dict) for t in tables):
        raise CardFileError("'card' must be an array of tables ([[card]])", path)
    ignored: set[str] = set()
    records = []
    for table in tables:
        ignored |= set(table) - set(CARD_KEYS)
        kept = {k: v for k, v in table.items() if k in CARD_KEYS}
        records.append(record_from_table(kept, path=path))
    return records, sorted(ignored)


def read_source_records(path: Path) -> list[CardRecord]:
    """The records of one card source file: card TOML (leniently: a note names the keys
    left out) or Scryfall/MTGJSON data. Raises a TabletopDataError."""
    from tabletop.cards.importers import read_any_cards

    if path.suffix.lower() == ".toml":
        records, ignored = lenient_card_file(path)
        if ignored:
            print(f"note: {path}: ignoring keys {', '.join(ignored)}", file=sys.stderr)
        return records
    return list(read_any_cards(path).records.values())


class CardSource:
    """A named set of card files read as one (later files of it replace earlier names)."""

    def __init__(self, name: str, kind: str, paths: Iterable[Path],
                 reader: Callable[[Path], list[CardRecord]] = read_source_records) -> None:
        self.name = name
        self.kind = kind
        self.paths = tuple(Path(p) for p in paths)
        self._reader = reader
        self._index: SourceIndex | None = None

    def __repr__(self) -> str:
        return f"<CardSource {self.kind} {self.name!r}>"

    @property
    def label(self) -> str:
        return {BUILT_IN: "the built-in cards", IMPORT: f"import {self.name!r}"}.get(
            self.kind, str(self.paths[0]) if self.paths else self.name)

    def index(self) -> SourceIndex:
        """The source's cards (read once; from the on-disk cache when it is current)."""
        if self._index is None:
            self._index = _cached_index(self)
        return self._index

    def prime(self, records: Iterable[CardRecord]) -> None:
        """Index `records` as this source's cards and cache them (after an import that
        has them in memory already)."""
        self._index = SourceIndex.of(CardDatabase(records), self._single_path())
        _store(self, self._index)

    def _single_path(self) -> Path | None:
        return self.paths[0] if len(self.paths) == 1 else None

    def __len__(self) -> int:
        return len(self.index().tables)


# ------------------------------------------------------------------ the on-disk cache


def _stamp(source: CardSource) -> tuple[object, ...]:
    files = []
    for path in source.paths:
        stat = path.stat()
        files.append((str(path.resolve()), stat.st_size, stat.st_mtime_ns))
    return (records_version(), source.kind, tuple(files))


def _cache_file(source: CardSource) -> Path | None:
    from tabletop.resources import cache_dir

    try:
        folder = cache_dir() / "sources"
    except OSError:
        return None
    ident = "\n".join([source.kind, *(str(p.resolve()) for p in source.paths)])
    return folder / (hashlib.sha256(ident.encode()).hexdigest()[:24] + ".json")


def _read_index(source: CardSource) -> SourceIndex:
    if source.kind == BUILT_IN:
        return SourceIndex.of(CardDatabase.from_files(source.paths))
    records: list[CardRecord] = []
    for path in source.paths:
        records.extend(source._reader(path))
    return SourceIndex.of(CardDatabase(records), source._single_path())


def _cached_index(source: CardSource) -> SourceIndex:
    try:
        stamp = _stamp(source)
    except OSError as err:
        raise CardFileError(err.strerror or str(err), source.paths[0] if source.paths
                            else None) from None
    cache_file = _cache_file(source)
    if cache_file is not None and cache_file.is_file():
        try:
            data = json.loads(cache_file.read_bytes())
            if isinstance(data, dict) and data.get("stamp") == _plain(stamp):
                index = SourceIndex.from_json(data.get("index"), source._single_path())
                if index is not None:
                    return index
        except (OSError, ValueError, RecursionError):  # a stale or broken cache is rebuilt
            pass
    index = _read_index(source)
    _store(source, index, stamp)
    return index


def _store(source: CardSource, index: SourceIndex,
           stamp: tuple[object, ...] | None = None) -> None:
    cache_file = _cache_file(source)
    if cache_file is None:
        return
    try:
        stamp = stamp if stamp is not None else _stamp(source)
        cache_file.parent.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(dir=cache_file.parent, suffix=".tmp")
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                json.dump({"stamp": _plain(stamp), "index": index.as_json()}, out,
                          ensure_ascii=False, separators=(",", ":"))
            os.replace(temp, cache_file)
        except BaseException:
            Path(temp).unlink(missing_ok=True)
            raise
    except (OSError, TypeError, ValueError):
        return  # a cache that cannot be written is only slower


def forget_cache(source: CardSource) -> None:
    """Remove a source's cached index (the source is going away)."""
    cache_file = _cache_file(source)
    if cache_file is not None:
        cache_file.unlink(missing_ok=True)


def _plain(stamp: tuple[object, ...]) -> Any:
    """The stamp as JSON reads it back (tuples as lists)."""
    return json.loads(json.dumps(stamp))


# ------------------------------------------------------------------ the standard sources


def builtin_source() -> CardSource:
    from tabletop.resources import resource

    files = card_files(resource("cards"))
    if not files:
        raise CardFileError("no card files found", resource("cards"))
    return CardSource("built-in", BUILT_IN, files)


def file_source(path: str | Path) -> CardSource:
    """A `--cards FILE` source: card TOML, MTGJSON or Scryfall data."""
    path = Path(path)
    if not path.is_file():
        raise CardFileError("no such card file" if not path.exists() else "not a file", path)
    return CardSource(path.name, FILE, [path])


def left_alone(sources: Iterable[CardSource], source: CardSource) -> list[str]:
    """The names of `source` that a source before it in `sources` defines (by English
    or other name): their earlier definitions stay."""
    earlier: set[str] = set()
    for other in sources:
        if other is source:
            break
        index = other.index()
        earlier |= index.keys() | index.aliases.keys()
    return sorted(str(t.get("name")) for k, t in source.index().tables.items() if k in earlier)
