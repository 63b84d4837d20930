"""201.2: "Target creature and all other creatures with the same name as that creature get
-2/-2 until end of turn" (grammar: same_name.lark): the target and the others with its
name, found as the spell or ability resolves (611.2c)."""

from __future__ import annotations

from dataclasses import replace

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.engine.definitions.effects import Affects
from tabletop.engine.definitions.same_name_refs import SameNameRef


@v_args(inline=True)
class SameNameRules(ClauseRules):
    def obj_and_same_name(self, target: Obj, others: Desc) -> Obj:
        if len(target.indices) != 1:
            raise CompileError("'with the same name as that creature' after no one target")
        if others.kind != "object" or others.player is not None or others.chosen_type:
            raise CompileError("the others described by more than a filter")
        ref = SameNameRef(target.indices[0], replace(others.filter, other=False))
        obj = Obj(ref, Affects.FIXED)
        self.scope.antecedent = obj
        return obj
