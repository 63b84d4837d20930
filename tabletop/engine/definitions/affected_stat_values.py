""""... enters with an additional +1/+1 counter on it if its mana value is 4 or less.
Otherwise, it enters with three additional +1/+1 counters on it.": a number that depends on
a characteristic of the object the effect looks at (208, 202.3)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.expressions import EvalContext, Expr

_OPS = {"<=": "or less", ">=": "or greater", "==": "", "<": "less than", ">": "greater than"}


@dataclass(frozen=True, slots=True)
class IfAffectedStat(Expr):
    """`then` when the affected object's `stat` ("power", "toughness", "mana_value")
    compares (`op`) with `n`, else `otherwise`; none without an affected object."""

    stat: str
    op: str
    n: int
    then: Expr
    otherwise: Expr

    def evaluate(self, ctx: EvalContext) -> int:
        if ctx.affected is None:
            return 0
        chars = ctx.board.chars(ctx.affected)
        value = chars.mana_value if self.stat == "mana_value" else \
            chars.power if self.stat == "power" else chars.toughness
        holds = value is not None and {
            "<=": value <= self.n, ">=": value >= self.n, "==": value == self.n,
            "<": value < self.n, ">": value > self.n}[self.op]
        return (self.then if holds else self.otherwise).evaluate(ctx)

    def describe(self) -> str:
        return f"{self.then.describe()} if its {self.stat.replace('_', ' ')} is {self.n} " \
               f"{_OPS[self.op]}, else {self.otherwise.describe()}"
