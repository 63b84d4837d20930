""""For each different power among creatures you control" (208, 202.3): the rules of
grammar/values.lark's distinct-value counts."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.engine.definitions.distinct_stats import DistinctStats
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.model.enums import Zone


@v_args(inline=True)
class DistinctStatRules(ClauseRules):
    def fe_distinct_stat(self, stat: str, desc: Desc) -> Expr:
        if desc.filter.zone != Zone.BATTLEFIELD or desc.player is not None:
            raise CompileError("different values among objects off the battlefield")
        return DistinctStats(stat, desc.filter)

    def ex_distinct_stat(self, stat: str, desc: Desc) -> Expr:
        return self.fe_distinct_stat(stat, desc)
