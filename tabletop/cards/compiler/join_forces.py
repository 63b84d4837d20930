"""Join forces (207.2c): "Starting with you, each player may pay any amount of mana." and
"X is the total amount of mana paid this way" (engine: rules/join_forces.py)."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.join_forces import EachPlayerMayPayMana, ManaPaidThisWay


@v_args(inline=True)
class JoinForcesRules(ClauseRules):
    def sentence_join_forces(self) -> list[Any]:
        return [EachPlayerMayPayMana()]

    def ex_mana_paid(self) -> Expr:
        if "may pay any amount of mana" not in self.source.lower():
            raise CompileError("'the mana paid this way' without a payment")
        return ManaPaidThisWay()
