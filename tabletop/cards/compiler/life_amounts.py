"""A life gain of a sum (grammar/life_amounts.lark): "You gain X plus 3 life." (Vitalizing
Cascade; 119.3, 107.3: X is the number announced as the spell is cast)."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.one_shot_effects import Verb
from tabletop.engine.definitions.expressions import Expr, Sum
from tabletop.engine.definitions.instructions import GainLife


@v_args(inline=True)
class LifeAmountRules(ClauseRules):
    def v_gain_life_plus(self, first: Expr, second: Expr) -> Verb:
        total = Sum(first, second)
        return Verb(lambda who: [GainLife(total, who)])
