"""The banded text of Cases (719), station cards (702.184, 721) and prototype cards
(702.160), as blocks of a card's text (text_blocks.py reads the other shapes).

- A Case: "To solve — [condition]" (with its reminder text) and "Solved — [ability]".
- A station card: the keyword line "Station", then bands "STATION N+" each followed by
  the abilities beside the symbol (and, as some sources write it, the P/T of its box).
- A prototype card: "Prototype {2}{R} — 3/2".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tabletop.cards.compiler.text import Clause, split_reminders

_TO_SOLVE = re.compile(r"^To solve\s*[—-]\s*(\S.*)$")
_SOLVED = re.compile(r"^Solved\s*[—-]\s*(\S.*)$")
_STATION = re.compile(r"^Station$", re.IGNORECASE)
_STATION_BAND = re.compile(r"^STATION\s+(\d+)\s*\+$")
_PT = re.compile(r"^([0-9*+X-]+)/([0-9*+X-]+)$")
_PROTOTYPE = re.compile(r"^Prototype\s+((?:\{[^}]+\})+)\s*[—-]\s*(\d+)/(\d+)$")


@dataclass(frozen=True, slots=True)
class CaseGoal:
    """719.3a: "To solve — [condition]"."""

    goal: Clause


@dataclass(frozen=True, slots=True)
class CaseSolved:
    """719.3c: "Solved — [ability]"."""

    ability: Clause


@dataclass(frozen=True, slots=True)
class StationKeyword:
    """702.184a: the station keyword line."""

    reminders: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class StationSymbol:
    """721.2: "STATION N+" and the abilities beside it; `last` holds the P/T box."""

    threshold: int
    lines: tuple[Clause, ...]
    last: bool


@dataclass(frozen=True, slots=True)
class PrototypeLine:
    """702.160a: "Prototype [mana cost] — [P]/[T]"."""

    cost: str
    power: int
    toughness: int
    reminders: tuple[str, ...]


BandedBlock = CaseGoal | CaseSolved | StationKeyword | StationSymbol | PrototypeLine
BANDED_KINDS = (CaseGoal, CaseSolved, StationKeyword, StationSymbol, PrototypeLine)


def banded_block(raw: list[str], i: int) -> tuple[BandedBlock, int] | None:
    """The block starting at line `i` and the index after it, or None for another shape."""
    clause = split_reminders(raw[i])
    text = clause.text
    if match := _TO_SOLVE.match(text):
        return CaseGoal(Clause(match.group(1), clause.reminders)), i + 1
    if match := _SOLVED.match(text):
        return CaseSolved(Clause(match.group(1), clause.reminders)), i + 1
    if _STATION.match(text):
        return StationKeyword(clause.reminders), i + 1
    if match := _PROTOTYPE.match(text):
        return PrototypeLine(match.group(1), int(match.group(2)), int(match.group(3)),
                             clause.reminders), i + 1
    if match := _STATION_BAND.match(text):
        j = i + 1
        lines: list[Clause] = []
        while j < len(raw) and not _STATION_BAND.match(raw[j]):
            if not _PT.match(raw[j]):  # the P/T box: the card's printed P/T
                lines.append(split_reminders(raw[j]))
            j += 1
        last = not any(_STATION_BAND.match(line) for line in raw[j:])
        return StationSymbol(int(match.group(1)), tuple(lines), last), j
    return None
