"""The shape of a card's text: ability lines, level bands (711) and modal bullets (700.2).

Leveler text is written as Scryfall and MTGJSON write it: "Level up {1}",
then "LEVEL 2-3", a P/T line and the band's abilities, then "LEVEL 4+", a
P/T line and abilities. A modal spell is "Choose one —" followed by lines
starting with "•".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tabletop.cards.compiler.text import Clause, split_reminders

_BAND = re.compile(r"^LEVEL\s+(\d+)\s*(?:-\s*(\d+)|(\+))$", re.IGNORECASE)
_PT = re.compile(r"^([0-9*+X-]+)/([0-9*+X-]+)$")
_MODAL = re.compile(r"^choose (one|two|one or both|one or more|any number) ?(?:-|—)$",
                    re.IGNORECASE)
_BULLET = re.compile(r"^[•*]\s*")


@dataclass(frozen=True, slots=True)
class Line:
    """An ability line (or a keyword list)."""

    clause: Clause


@dataclass(frozen=True, slots=True)
class Band:
    """711.2: a level symbol with its P/T box and the abilities printed beside it."""

    low: int
    high: int | None
    power: str
    toughness: str
    lines: tuple[Clause, ...]
    label: str


@dataclass(frozen=True, slots=True)
class Modal:
    """700.2: "Choose one —" and its modes."""

    header: str
    modes: tuple[Clause, ...]
    how_many: str


Block = Line | Band | Modal


def blocks(text: str) -> tuple[list[Block], list[str]]:
    """The blocks of a normalised text, and the reminder texts of reminder-only lines."""
    raw = [line.strip() for line in text.splitlines() if line.strip()]
    out: list[Block] = []
    reminders: list[str] = []
    i = 0
    while i < len(raw):
        line = raw[i]
        band = _BAND.match(line)
        modal = _MODAL.match(line)
        if band and i + 1 < len(raw) and _PT.match(raw[i + 1]):
            pt = _PT.match(raw[i + 1])
            assert pt is not None
            j = i + 2
            body: list[Clause] = []
            while j < len(raw) and not _BAND.match(raw[j]):
                body.append(split_reminders(raw[j]))
                j += 1
            high = None if band.group(3) else int(band.group(2))
            out.append(Band(int(band.group(1)), high, pt.group(1), pt.group(2),
                            tuple(body), line))
            i = j
            continue
        if modal:
            j = i + 1
            modes: list[Clause] = []
            while j < len(raw) and _BULLET.match(raw[j]):
                modes.append(split_reminders(_BULLET.sub("", raw[j])))
                j += 1
            if modes:
                out.append(Modal(line, tuple(modes), modal.group(1).lower()))
                i = j
                continue
        clause = split_reminders(line)
        if clause.is_reminder_only:
            reminders.extend(clause.reminders)
        else:
            out.append(Line(clause))
        i += 1
    return out, reminders
