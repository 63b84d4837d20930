"""122.1: "for each counter on it": counters of every kind on this object (Kinsbaile
Borderguard; grammar: all_counters.lark)."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError
from tabletop.engine.definitions.all_counters import AllCountersOnSource
from tabletop.engine.definitions.expressions import Expr


@v_args(inline=True)
class AllCounterRules(ClauseRules):
    def fe_all_counters(self, *refs: Any) -> Expr:
        """"for each counter on it": "it" must be this object."""
        rules: Any = self  # the value rules (values.py) know what "it" is
        if not refs and not rules._it_is_self():
            raise CompileError("counters on an 'it' that is not this object")
        return AllCountersOnSource()
