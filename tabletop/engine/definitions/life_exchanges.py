"""701.12c: exchanging life totals: "Exchange life totals with target opponent", "Two target
players exchange life totals" (the handler is rules/life_exchanges.py)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction, PlayerRef


@dataclass(frozen=True, slots=True)
class ExchangeLifeTotals(Instruction):
    """The players `who` and `other` name (two in all) exchange life totals; `other` None:
    `who` names both ("two target players")."""

    who: PlayerRef
    other: PlayerRef | None = None

    def describe(self) -> str:
        if self.other is None:
            return f"{self.who.describe()} exchange life totals"
        return f"{self.who.describe()} and {self.other.describe()} exchange life totals"
