"""Sweep (an ability word, 207.2c) and the same wording elsewhere: "Return any number of
[permanents] you control to their owner's hand" — chosen by the answer `choose` (all of
them unless told) and returned — then "for each [permanent] returned this way" / "the
number of [permanents] returned this way" count the ones chosen (grammar/sweep.lark)."""

from __future__ import annotations

from dataclasses import replace

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.one_shot_effects import Items
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.cards.compiler.values import ANY_NUMBER
from tabletop.engine.definitions.effects import Affects
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.instructions import (
    ChooseObjects,
    ChosenRef,
    PlayerRef,
    ReturnToHand,
)
from tabletop.engine.definitions.player_values import ChosenCount


@v_args(inline=True)
class SweepRules(ClauseRules):
    def i_return_any_number(self, desc: Desc) -> Items:
        """"Return any number of Mountains you control to their owner's hand"."""
        if desc.kind != "object" or desc.filter.controller != "you":
            raise CompileError("return any number of permanents not your own")
        self.scope.antecedent = Obj(ChosenRef(), Affects.FIXED)
        return [ChooseObjects(replace(desc.filter, controller=None), PlayerRef("you"),
                              ANY_NUMBER, any_number=True),
                ReturnToHand(ChosenRef())]

    def cnt_returned_this_way(self, _desc: Desc) -> Expr:
        """"the number of Mountains returned this way" (the ones just chosen)."""
        return ChosenCount()
