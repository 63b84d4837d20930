"""A deck list as every reader returns it: zones of (count, name, printing) entries.

The zones are the main deck, the sideboard, the commander (903.6: it starts in the
command zone, not in the library) and the companion (702.139a: it starts outside the
game, so it is neither in the library nor counted again in the sideboard).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple, Protocol

from tabletop.cards.errors import DeckFileError
from tabletop.inputs.limits import MAX_DECK_CARDS, MAX_DECK_ENTRIES, MAX_NAME_LENGTH

if TYPE_CHECKING:
    from tabletop.cards.records import CardRecord

ZONES = ("main", "sideboard", "commander", "companion")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
MAX_SUGGESTED = 20  # unknown names of one deck that get "did you mean" suggestions


class CardLookup(Protocol):
    """What a deck is checked against: a CardDatabase, or the session's card catalog."""

    def find(self, name: str) -> CardRecord | None: ...

    def suggestions(self, name: str, limit: int = 3) -> tuple[str, ...]: ...


class DeckEntry(NamedTuple):
    """`count` copies of the card `name`; `printing` is "SET 123", "SET" or None."""

    count: int  # type: ignore[assignment]  # shadows tuple.count, as named in deck lists
    name: str
    printing: str | None = None


@dataclass(frozen=True, slots=True)
class DeckProblem:
    """Something wrong with one line of a deck list (line None: the deck as a whole)."""

    line: int | None
    name: str
    reason: str

    def __str__(self) -> str:
        where = f"line {self.line}: " if self.line else ""
        return f"{where}{self.name}: {self.reason}" if self.name else f"{where}{self.reason}"


def _entries(value: Iterable[tuple[object, ...]]) -> tuple[DeckEntry, ...]:
    out = []
    for item in value:
        count, name, *rest = item
        printing = rest[0] if rest else None
        out.append(DeckEntry(int(str(count)), str(name),
                             None if printing is None else str(printing)))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Deck:
    """A deck list by zone. `format` names the reader, `lines` the line of each entry
    per zone, `notes` what a reader left out or changed (shown as warnings)."""


    name: str = ""
    main: tuple[DeckEntry, ...] = ()
    sideboard: tuple[DeckEntry, ...] = ()
    commander: tuple[DeckEntry, ...] = ()
    companion: tuple[DeckEntry, ...] = ()
    format: str = field(default="text", compare=False)
    lines: Mapping[str, tuple[int | None, ...]] = field(default_factory=dict, compare=False,
                                                         repr=False)
    notes: tuple[DeckProblem, ...] = field(default=(), compare=False, repr=False)
    stated_name: str | None = field(default=None, compare=False)
    """The name the file gives the deck; None when it gives none (`name` is then the
    file's name)."""

    def __post_init__(self) -> None:
        lines: dict[str, tuple[int | None, ...]] = {}
        for zone in ZONES:
            entries = _entries(getattr(self, zone))
            object.__setattr__(self, zone, entries)
            given = tuple(self.lines.get(zone, ()))
            lines[zone] = given if len(given) == len(entries) else (None,) * len(entries)
        object.__setattr__(self, "lines", lines)
        object.__setattr__(self, "notes", tuple(self.notes))

    def zone(self, zone: str) -> tuple[DeckEntry, ...]:
        entries: tuple[DeckEntry, ...] = getattr(self, zone)
        return entries

    @property
    def main_lines(self) -> tuple[int | None, ...]:
        return self.lines["main"]

    @property
    def sideboard_lines(self) -> tuple[int | None, ...]:
        return self.lines["sideboard"]

    @property
    def main_count(self) -> int:
        return sum(entry.count for entry in self.main)

    @property
    def sideboard_count(self) -> int:
        return sum(entry.count for entry in self.sideboard)

    def count(self, zone: str) -> int:
        return sum(entry.count for entry in self.zone(zone))

    def entries(self) -> Iterator[tuple[str, DeckEntry, int | None]]:
        """(zone, entry, line) for every zone in ZONES order."""
        for zone in ZONES:
            yield from ((zone, e, n) for e, n in zip(self.zone(zone), self.lines[zone],
                                                     strict=True))

    def counts(self, *, sideboard: bool = False) -> Counter[str]:
        """Copies per card name (main deck, or main deck and sideboard)."""
        total: Counter[str] = Counter()
        for zone, entry, _ in self.entries():
            if zone == "main" or (sideboard and zone == "sideboard"):
                total[entry.name] += entry.count
        return total

    def validate(self, db: CardLookup, *, constructed: bool = False) -> list[DeckProblem]:
        """Unknown card names with their lines; with `constructed`, also 60 cards and 4 copies."""
        problems: list[DeckProblem] = []
        for _, entry, line in self.entries():
            if db.find(entry.name) is None:
                # close matches cost a comparison with every name: for the first few only
                hints = db.suggestions(entry.name) if len(problems) < MAX_SUGGESTED else ()
                hint = " (did you mean " + ", ".join(hints) + "?)" if hints else ""
                problems.append(DeckProblem(line, entry.name, "unknown card" + hint))
        if constructed:
            problems.extend(self._constructed_problems(db))
        return problems

    def _constructed_problems(self, db: CardLookup) -> Iterator[DeckProblem]:
        if self.main_count < 60:
            yield DeckProblem(None, "", f"main deck has {self.main_count} cards (at least 60)")
        outside = self.sideboard_count + self.count("companion")  # 702.139a: in the sideboard
        if outside > 15:
            yield DeckProblem(None, "", f"sideboard has {outside} cards (at most 15)")
        copies: Counter[str] = Counter()
        for _, entry, _ in self.entries():
            record = db.find(entry.name)
            if record is not None and not record.type_line.startswith("Basic "):
                copies[record.name] += entry.count
        for name, count in sorted(copies.items()):
            if count > 4:
                yield DeckProblem(None, name, f"{count} copies (at most 4)")

    def resolved(self, db: CardLookup) -> Deck:
        """The same deck with every known name (German too) as its English name."""

        def fix(entries: tuple[DeckEntry, ...]) -> tuple[DeckEntry, ...]:
            out = []
            for entry in entries:
                record = db.find(entry.name)
                out.append(entry._replace(name=record.name) if record else entry)
            return tuple(out)

        return Deck(self.name, fix(self.main), fix(self.sideboard), fix(self.commander),
                    fix(self.companion), self.format, self.lines, self.notes, self.stated_name)


Placed = tuple[DeckEntry, int | None]


class DeckBuilder:
    """Collects entries per zone with their lines and checks the deck-wide limits."""

    def __init__(self, fmt: str, name: str, path: Path | None) -> None:
        self.format, self.name, self.path = fmt, name, path
        self.stated_name: str | None = None
        self.zones: dict[str, list[Placed]] = {zone: [] for zone in ZONES}
        self.notes: list[DeckProblem] = []
        self._entries = self._cards = 0

    def add(self, zone: str, entry: DeckEntry, line: int | None) -> None:
        self._entries += 1
        self._cards += entry.count
        if self._entries > MAX_DECK_ENTRIES:
            raise DeckFileError(f"more than the limit of {MAX_DECK_ENTRIES} card lines",
                                self.path, line or None)
        if self._cards > MAX_DECK_CARDS:
            raise DeckFileError(f"more than the limit of {MAX_DECK_CARDS} cards", self.path,
                                line or None)
        self.zones[zone].append((entry, line))

    def state_name(self, value: str) -> None:
        """The deck's name as the file gives it (control characters dropped, bounded)."""
        cleaned = " ".join(_CONTROL.sub(" ", value).split())[:MAX_NAME_LENGTH]
        self.stated_name = cleaned or None

    def note(self, line: int | None, name: str, reason: str) -> None:
        self.notes.append(DeckProblem(line, name, reason))

    def companion_out_of_sideboard(self) -> None:
        """MTG Arena lists the companion under Companion and again in the sideboard: one
        card, in the companion zone only (702.139a)."""
        side = self.zones["sideboard"]
        for companion, _ in self.zones["companion"]:
            for i, (entry, line) in enumerate(side):
                if entry.name.casefold() == companion.name.casefold():
                    left = entry.count - companion.count
                    if left > 0:
                        side[i] = (entry._replace(count=left), line)
                    else:
                        del side[i]
                    break

    def build(self) -> Deck:
        zones = {zone: tuple(e for e, _ in placed) for zone, placed in self.zones.items()}
        lines = {zone: tuple(n for _, n in placed) for zone, placed in self.zones.items()}
        return Deck(self.stated_name or self.name, zones["main"], zones["sideboard"],
                    zones["commander"], zones["companion"], self.format, lines,
                    tuple(self.notes), self.stated_name)
