""""the highest mana value among permanents you control" (grammar/highest_mana_value.lark;
202.3): the greatest mana value among the permanents the description matches, 0 if none."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.greatest_stat import GreatestStat


@v_args(inline=True)
class HighestManaValueRules(ClauseRules):
    def ex_highest_mana_value(self, desc: Desc) -> Expr:
        if desc.kind != "object" or desc.player is not None:
            raise CompileError("'the highest mana value among' of no permanents")
        return GreatestStat(desc.filter, "mana_value")
