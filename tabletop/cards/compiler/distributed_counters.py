""""Distribute two +1/+1 counters among one or two target creatures" (601.2d)."""

from __future__ import annotations

from dataclasses import replace

from lark import v_args
from lark.tree import Meta

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError
from tabletop.engine.definitions.distributed_counters import DistributeCounters
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.instructions import Instruction, TargetSpec


class DistributedCounterRules(ClauseRules):
    @v_args(inline=True, meta=True)
    def i_distribute_counters(self, meta: Meta, n: Expr, kind: str,
                              count: tuple[int, int, TargetSpec]) -> list[Instruction]:
        low, high, spec = count
        if spec.kind != "object":
            raise CompileError("counters distributed among players")
        text = self.source[meta.start_pos:meta.end_pos].split(" among ", 1)[-1] \
            if not meta.empty else "targets"
        self.scope.add_target(replace(spec, count_min=low, count_max=high,
                                      text=f"{text} (divided)"))
        return [DistributeCounters(kind, n)]
