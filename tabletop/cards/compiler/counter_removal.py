"""122: "Remove a counter from target permanent": a counter of a kind chosen as it
resolves (the answer `counter`; without one, the first kind it has)."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import Obj
from tabletop.engine.definitions.instructions import AddOrRemoveChosenCounter, Instruction


@v_args(inline=True)
class CounterRemovalRules(ClauseRules):
    def i_remove_a_counter(self, obj: Obj) -> list[Instruction]:
        return [AddOrRemoveChosenCounter(obj.ref, remove_only=True)]
