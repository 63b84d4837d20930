"""122.1: "for each counter on it" (Kinsbaile Borderguard's "When ~ dies, create a 1/1 ...
token for each counter on it"): the counters of every kind on the source, as it last
existed on the battlefield when it has left (the board's last known information)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.expressions import Expr

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext


@dataclass(frozen=True, slots=True)
class AllCountersOnSource(Expr):
    """The number of counters of any kind on the source."""

    def evaluate(self, ctx: EvalContext) -> int:
        if ctx.source is None:
            return 0
        return sum(ctx.board.obj(ctx.source).counters.values())

    def describe(self) -> str:
        return "the number of counters on it"
