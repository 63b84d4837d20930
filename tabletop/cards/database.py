"""The card database: records from card files, looked up by English or German name."""

from __future__ import annotations

import hashlib
import json
import unicodedata
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator
from dataclasses import replace
from functools import cache
from pathlib import Path

from tabletop.cards.errors import CardFileError, UnknownCardError
from tabletop.cards.records import CardRecord, load_card_file
from tabletop.resources import resource

_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "`": "'", "´": "'", "ʼ": "'"})


def name_key(name: str) -> str:
    """The look-up key of a name: accents stripped, case folded, apostrophes alike."""
    decomposed = unicodedata.normalize("NFKD", name.translate(_APOSTROPHES))
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(bare.casefold().split())


def card_files(directory: Path) -> list[Path]:
    """The card files (*.toml) of a directory, in name order; none if it is missing."""
    if not directory.is_dir():
        return []
    return sorted(p for p in directory.iterdir() if p.suffix == ".toml" and p.is_file())


class NameLookup(ABC):
    """Finding a card record by any of its names; `find` and `suggestions` are the
    look-up's own (one set of records, or ordered sources)."""

    @abstractmethod
    def find(self, name: str) -> CardRecord | None: ...

    @abstractmethod
    def suggestions(self, name: str, limit: int = 3) -> tuple[str, ...]: ...

    def get(self, name: str) -> CardRecord:
        """The record named `name`; raises UnknownCardError with the nearest names."""
        record = self.find(name)
        if record is None:
            raise UnknownCardError(name, self.suggestions(name))
        return record

    def english_name(self, name: str) -> str:
        return self.get(name).name


class CardDatabase(NameLookup):
    """Card records by name. Later records replace earlier ones of the same English name.

    A replacing record without a German name keeps the one it replaces (an
    import from Scryfall carries no German names).
    """

    def __init__(self, records: Iterable[CardRecord] = ()) -> None:
        self._records: dict[str, CardRecord] = {}
        self._index: dict[str, CardRecord] | None = None
        self._fingerprint: str | None = None
        for record in records:
            key = name_key(record.name)
            old = self._records.get(key)
            if old is not None and old.german_name and not record.german_name:
                record = replace(record, german_name=old.german_name)
            self._records[key] = record

    # ------------------------------------------------------------ building

    @classmethod
    def from_files(cls, paths: Iterable[str | Path]) -> CardDatabase:
        """Load card files in order; raises CardFileError for the first bad file."""
        return cls().with_files(paths)

    def with_files(self, paths: Iterable[str | Path]) -> CardDatabase:
        """A new database: this one plus the cards of `paths`, later ones overriding."""
        records = list(self._records.values())
        for path in paths:
            records.extend(load_card_file(path))
        return CardDatabase(records)

    def with_records(self, records: Iterable[CardRecord]) -> CardDatabase:
        return CardDatabase([*self._records.values(), *records])

    @classmethod
    def builtin(cls) -> CardDatabase:
        """The cards shipped in resources/cards (loaded once, then cached)."""
        return _builtin(resource("cards"))

    # ------------------------------------------------------------ look-up

    def _names(self) -> dict[str, CardRecord]:
        if self._index is None:
            index: dict[str, CardRecord] = {}
            for record in self._records.values():
                if record.german_name:
                    index.setdefault(name_key(record.german_name), record)
            index.update(self._records)  # an English name wins over a German one
            self._index = index
        return self._index

    def find(self, name: str) -> CardRecord | None:
        """The record named `name` (English or German, any case or accents), or None."""
        return self._names().get(name_key(name))

    def suggestions(self, name: str, limit: int = 3) -> tuple[str, ...]:
        """Names close to `name` (difflib), as the cards' English or German names."""
        import difflib  # only when a name is not found: not on every start

        names = self._names()
        close = difflib.get_close_matches(name_key(name), list(names), n=limit * 2, cutoff=0.6)
        found: dict[str, str] = {}  # one suggestion per card, in the name that matched
        for key in close:
            record = names[key]
            shown = record.name if name_key(record.name) == key else record.german_name
            if shown and record.name not in found:
                found[record.name] = shown
        return tuple(found.values())[:limit]

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.find(name) is not None

    def __iter__(self) -> Iterator[CardRecord]:
        return iter(self._records.values())

    def __len__(self) -> int:
        return len(self._records)

    def names(self) -> list[str]:
        return sorted(record.name for record in self._records.values())

    def fingerprint(self) -> str:
        """A stable sha256 (hex) of the database contents, independent of file paths."""
        if self._fingerprint is None:
            digest = hashlib.sha256()
            for key in sorted(self._records):
                facts = self._records[key].facts()
                text = json.dumps(facts, sort_keys=True, ensure_ascii=True, default=str)
                digest.update(text.encode())
                digest.update(b"\n")
            self._fingerprint = digest.hexdigest()
        return self._fingerprint

    def __repr__(self) -> str:
        return f"<CardDatabase {len(self)} cards {self.fingerprint()[:12]}>"


@cache
def _builtin(directory: Path) -> CardDatabase:
    files = card_files(directory)
    if not files:
        raise CardFileError("no card files found", directory)
    return CardDatabase.from_files(files)
