"""Counters up to a cap (grammar/capped_counters.lark): "Put up to X +1/+0 counters on
Clockwork Avian. This ability can't cause the total number of +1/+0 counters on Clockwork
Avian to be greater than four." (Clockwork Avian, Clockwork Swarm; 122.1): X counters, but
never more than the cap allows. "Up to X": the controller chose X, so any number up to the
room left is reachable by choosing X."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Obj
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.capped_counters import CounterRoom
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.instructions import PutCounters, SelfRef


@v_args(inline=True)
class CappedCounterRules(ClauseRules):
    def sentence_put_capped_counters(self, asked: Expr, kind: str, on: Obj, capped: str,
                                     on_again: Obj, cap: Expr) -> list[Any]:
        if kind != capped or not isinstance(on.ref, SelfRef) or \
                not isinstance(on_again.ref, SelfRef):
            raise CompileError("a cap on other counters or another object")
        return [PutCounters(kind, CounterRoom(asked, kind, as_int(cap)), SelfRef())]
