""""Put it into your graveyard" (grammar/graveyard_puts.lark): the card named (revealed or
looked at, or a target) goes to its owner's graveyard (400.3); neither destroyed nor
sacrificed."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Obj
from tabletop.engine.definitions.effects import Affects
from tabletop.engine.definitions.graveyard_puts import PutIntoGraveyard


@v_args(inline=True)
class GraveyardPutRules(ClauseRules):
    def i_put_into_graveyard(self, obj: Obj) -> list[Any]:
        if obj.affects == Affects.MATCHING:
            raise CompileError("'put ... into a graveyard' of every matching object")
        return [PutIntoGraveyard(ref) for ref in obj.refs]
