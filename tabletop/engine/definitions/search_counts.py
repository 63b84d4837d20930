"""701.23: "Search your library for up to X basic land cards, where X is the number of lands
you control": a search whose number is known only as it is followed."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.instructions import Instruction, Search


@dataclass(frozen=True, slots=True)
class SearchUpTo(Instruction):
    """`search`, finding up to `n` cards (evaluated as it is followed)."""

    n: Expr
    search: Search

    def describe(self) -> str:
        return f"{self.search.describe()} (up to {self.n.describe()})"
