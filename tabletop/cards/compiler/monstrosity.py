"""701.37 monstrosity (grammar/monstrosity.lark): "Monstrosity N" as an activated ability's
instruction, "When ~ becomes monstrous" (701.37c) and "if ~ is monstrous" (701.37b); engine:
rules/monstrosity.py."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import Obj
from tabletop.engine.definitions.conditions import Condition, SourceMarked
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.monstrosity import MONSTROUS, Monstrosity
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent


@v_args(inline=True)
class MonstrosityRules(ClauseRules):
    def i_monstrosity(self, n: Expr) -> list[Any]:
        return [Monstrosity(n)]

    def tr_becomes_monstrous(self, subject: Any) -> list[Trigger]:
        return self._trigger(TriggerEvent.BECOMES_MONSTROUS, subject)

    def cond_monstrous(self, _self: Obj) -> Condition:
        """701.37b: monstrous, a designation monstrosity gives."""
        return SourceMarked(MONSTROUS)
