"""614.1c: "If ~ was kicked, it enters with three +1/+1 counters on it and with trample"
(Kavu Titan), "... and with "[ability]"" (Prison Barricade): the counters, and the abilities
it enters with (grammar: entered_abilities.lark)."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError
from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.entered_abilities import EntersWithAbilities
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.keyword_parts import IfHolds
from tabletop.engine.definitions.replacement_specs import EntersWithCounters, ReplacementSpec


@v_args(inline=True)
class EnteredAbilityRules(ClauseRules):
    def rp_if_enters_with_counters_and(self, condition: Condition, *rest: Any
                                       ) -> list[ReplacementSpec]:
        n, kind, items = rest[-3], rest[-2], rest[-1]
        if not isinstance(condition, Condition) or not isinstance(n, Expr):
            raise CompileError("enters with: not a condition and a number")
        abilities = self.resolve_abilities(tuple(items))
        return [EntersWithCounters(str(kind), IfHolds(condition, n)),
                EntersWithAbilities(abilities, condition)]
