"""Converge (an ability word, 207.2c): "the number of colors of mana spent to cast ~"
(Brilliant Spectrum, Painful Truths): counted from the colours rules/colors_paid.py notes on
the spell as it is paid for (106.1, 601.2h); a copy was not cast and counts none (707.10)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.colors_paid import colors_paid
from tabletop.engine.definitions.expressions import EvalContext, Expr


@dataclass(frozen=True, slots=True)
class ColorsOfManaSpent(Expr):
    """The number of colours of mana spent to cast the source spell (0 to 5)."""

    def evaluate(self, ctx: EvalContext) -> int:
        return len(colors_paid(ctx.board, ctx.source))

    def describe(self) -> str:
        return "the number of colors of mana spent to cast it"
