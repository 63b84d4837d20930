"""208.1: "the greatest power among creatures you control" — a number read from the
permanents' characteristics as it is evaluated."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.expressions import EvalContext, Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.model.enums import Zone


@dataclass(frozen=True, slots=True)
class GreatestStat(Expr):
    """The greatest power (or toughness, or mana value, 202.3) among the permanents
    `filter` matches; 0 if none."""

    filter: ObjectFilter
    stat: str = "power"  # "power", "toughness" or "mana_value"

    def evaluate(self, ctx: EvalContext) -> int:
        values = [getattr(ctx.board.chars(oid), self.stat) or 0
                  for oid in ctx.board.objects_in(Zone.BATTLEFIELD)
                  if self.filter.matches(ctx.board, oid, ctx.source, ctx.controller)]
        return max(values, default=0)

    def describe(self) -> str:
        stat = self.stat.replace("_", " ")
        return f"the greatest {stat} among {self.filter.describe()}"
