"""How much of a set of cards plays: `tabletop cards check`'s report.

A card plays fully when every clause of its text compiles (and it has no face the
engine does not play yet). The report counts the cards that do, and lists each
unreadable clause with the number of cards it blocks, the most frequent first; in a
clause the card's own name reads "~", so the same clause on many cards is one line.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from tabletop.cards.records import CardRecord
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.inputs.errors import TabletopDataError

Compile = Callable[[CardRecord], CardDefinition]


@dataclass(slots=True)
class CardResult:
    name: str
    clauses: tuple[str, ...]  # as printed on the card; empty: plays fully


@dataclass(slots=True)
class Coverage:
    results: list[CardResult] = field(default_factory=list)
    blocked: Counter[str] = field(default_factory=Counter)  # clause (name as "~") -> cards

    @property
    def cards(self) -> int:
        return len(self.results)

    @property
    def playable(self) -> int:
        return sum(1 for r in self.results if not r.clauses)

    def percent(self) -> float:
        return 100.0 * self.playable / self.cards if self.cards else 100.0

    def summary_line(self) -> str:
        return f"{self.playable} of {self.cards} cards play fully ({self.percent():.1f}%)"

    def unknown_clauses(self) -> list[tuple[str, int]]:
        return sorted(self.blocked.items(), key=lambda item: (-item[1], item[0]))

    def as_json(self) -> dict[str, Any]:
        return {
            "cards": self.cards,
            "playable": self.playable,
            "unknown_clauses": [{"text": t, "cards": n} for t, n in self.unknown_clauses()],
            "not_playable": [{"name": r.name, "clauses": list(r.clauses)}
                             for r in self.results if r.clauses],
        }


def _names_of(record: CardRecord) -> list[str]:
    names = [record.name, *(face.name for face in record.faces)]
    return sorted({n for n in names if n}, key=len, reverse=True)


def generic_clause(clause: str, record: CardRecord) -> str:
    """The clause with the card's own name(s) as "~"."""
    for name in _names_of(record):
        clause = clause.replace(name, "~")
    return clause


def card_result(record: CardRecord, compile_card: Compile) -> CardResult:
    try:
        clauses = compile_card(record).unknown_clauses
    except TabletopDataError as err:
        clauses = (f"(the card's facts do not build: {err.reason})",)
    except Exception as err:  # a compiler fault blocks this card, not the report
        clauses = (f"(the compiler failed: {type(err).__name__})",)
    return CardResult(record.name, tuple(clauses))


def measure(records: Iterable[CardRecord], compile_card: Compile,
            progress: Callable[[int], None] | None = None) -> Coverage:
    coverage = Coverage()
    for n, record in enumerate(records, 1):
        result = card_result(record, compile_card)
        coverage.results.append(result)
        for clause in dict.fromkeys(generic_clause(c, record) for c in result.clauses):
            coverage.blocked[clause] += 1
        if progress is not None:
            progress(n)
    return coverage
