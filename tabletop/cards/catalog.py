"""The card pool's names: an ordered list of sources where the first definition wins.

The order is the contract of ../shared/spec/scenario-format.md ("The program's side"):
the built-in cards, then the user's imports (oldest first), then each `--cards FILE`.
A later source only adds names; a name an earlier source defines keeps that
definition. English names (and the other names of cards with several faces) are looked
up in every source before German names, so an English name always wins. Sources are
read only when a look-up reaches them: a scenario of built-in cards never reads a
30,000-card import.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Iterator, Sequence

from tabletop.cards.database import NameLookup, name_key
from tabletop.cards.records import CardRecord
from tabletop.cards.sources import CardSource, builtin_source, file_source, left_alone


class CardCatalog(NameLookup):
    """Card records by name over ordered sources (the first source defining a name wins)."""

    def __init__(self, sources: Sequence[CardSource]) -> None:
        self.sources = tuple(sources)
        self._names: dict[str, str] | None = None  # every name's key -> shown name

    @classmethod
    def standard(cls, extra_files: Iterable[str] = (), *,
                 user_imports: bool = True) -> CardCatalog:
        """Built-in cards, the user's imports, then `extra_files` (each checked now, so a
        bad `--cards FILE` is told before anything runs)."""
        from tabletop.cards.user_imports import import_sources

        sources = [builtin_source()]
        if user_imports:
            sources += import_sources()
        extra = [file_source(f) for f in extra_files]
        for source in extra:
            source.index()
        return cls(sources + extra)

    # ------------------------------------------------------------ look-up

    def locate(self, name: str) -> tuple[CardSource, CardRecord] | None:
        """The source and record `name` (English, other or German name) resolves to."""
        key = name_key(name)
        for source in self.sources:
            record = source.index().english(key)
            if record is not None:
                return source, record
        for source in self.sources:
            record = source.index().by_german(key)
            if record is not None:
                return source, record
        return None

    def find(self, name: str) -> CardRecord | None:
        found = self.locate(name)
        return None if found is None else found[1]

    def _all_names(self) -> dict[str, str]:
        if self._names is None:
            names: dict[str, str] = {}
            for source in self.sources:
                for shown in source.index().all_names():
                    names.setdefault(name_key(shown), shown)
            self._names = names
        return self._names

    def suggestions(self, name: str, limit: int = 3) -> tuple[str, ...]:
        """The names nearest to `name` (difflib), as the cards print them."""
        import difflib  # only when a name is not found: not on every start

        names = self._all_names()
        close = difflib.get_close_matches(name_key(name), list(names), n=limit * 2, cutoff=0.6)
        found: dict[str, str] = {}
        for key in close:
            record = self.find(names[key])
            if record is not None and record.name not in found:
                found[record.name] = names[key]
        return tuple(found.values())[:limit]

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.find(name) is not None

    # ------------------------------------------------------------ the whole pool

    def __iter__(self) -> Iterator[CardRecord]:
        """Every card of the pool once, in the definition its first source gives it."""
        seen: set[str] = set()
        for source in self.sources:
            for key, record in source.index().records():
                if key not in seen:
                    seen.add(key)
                    yield record

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def names(self) -> list[str]:
        return sorted(record.name for record in self)

    def left_alone(self, source: CardSource) -> list[str]:
        """The names of `source` an earlier source defines (their definitions stay)."""
        return left_alone(self.sources, source)

    def fingerprint(self) -> str:
        """sha256 (hex) of the pool: the built-in cards alone give the database's own
        fingerprint; more sources, a digest of each one's in order."""
        prints = [source.index().fingerprint for source in self.sources]
        if len(prints) == 1:
            return prints[0]
        return hashlib.sha256("\n".join(prints).encode()).hexdigest()

    def card_fingerprint(self, name: str) -> str | None:
        """A short fingerprint of one card's printed facts (None: not known)."""
        record = self.find(name)
        if record is None:
            return None
        return record_fingerprint(record)

    def __repr__(self) -> str:
        return f"<CardCatalog {', '.join(s.label for s in self.sources)}>"


def record_fingerprint(record: CardRecord) -> str:
    text = json.dumps(record.facts(), sort_keys=True, ensure_ascii=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]
