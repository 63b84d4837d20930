""""Put up to X +1/+0 counters on ~. This ability can't cause the total number of +1/+0
counters on ~ to be greater than four." (Clockwork Avian): the counters put are as many as
asked, but no more than the room left under the cap (122.1, 608.2c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.expressions import Expr

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext


@dataclass(frozen=True, slots=True)
class CounterRoom(Expr):
    """`asked`, but at most `cap` minus the `kind` counters already on the source."""

    asked: Expr
    kind: str
    cap: int

    def evaluate(self, ctx: EvalContext) -> int:
        have = 0 if ctx.source is None else ctx.board.obj(ctx.source).counters.get(self.kind, 0)
        return max(0, min(self.asked.evaluate(ctx), self.cap - have))

    def describe(self) -> str:
        return (f"up to {self.asked.describe()} (no more than {self.cap} {self.kind} counters "
                "in all)")
