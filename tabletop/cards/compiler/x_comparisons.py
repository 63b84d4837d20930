"""Comparisons with a value (grammar/x_comparisons.lark): "with mana value less than or
equal to the number of lands you control" (208, 202.3); a value that isn't printed is kept
for the filter's x_stats (definitions/x_stats.py)."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.expressions import Const, Expr


def _value(n: Expr) -> int | Expr:
    return n.value if isinstance(n, Const) else n


@v_args(inline=True)
class XComparisonRules(ClauseRules):
    def cmp_le_expr(self, n: Expr) -> tuple[str, int | Expr]:
        return "<=", _value(n)

    def cmp_ge_expr(self, n: Expr) -> tuple[str, int | Expr]:
        return ">=", _value(n)

    def cmp_eq_expr(self, n: Expr) -> tuple[str, int | Expr]:
        return "==", _value(n)
