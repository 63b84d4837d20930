""""the power of target creature you control", "target creature's power"
(grammar/target_stats.lark): the stat of the target as the ability resolves (608.2h; its
last known value if it has left, 608.2b)."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Obj
from tabletop.engine.definitions.expressions import Expr, Of, StatOf
from tabletop.engine.definitions.instructions import TargetRef


@v_args(inline=True)
class TargetStatRules(ClauseRules):
    def ts_power(self) -> str:
        return "power"

    def ts_toughness(self) -> str:
        return "toughness"

    def ex_target_stat(self, stat: str, obj: Obj) -> Expr:
        if not isinstance(obj.ref, TargetRef) or len(obj.indices) > 1:
            raise CompileError("a stat of no single target")
        return Of(obj.ref, StatOf(stat, "affected"))

    def ex_target_stat_of(self, obj: Obj, stat: str) -> Expr:
        return self.ex_target_stat(stat, obj)
