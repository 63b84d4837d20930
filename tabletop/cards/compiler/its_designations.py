""""Whenever Consul's Lieutenant attacks, if it's renowned, ..." (702.112b): "it" is the
creature itself when the trigger is about it; renowned is a designation it keeps."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.keyword_abilities import RENOWNED
from tabletop.cards.compiler.phrases import SELF, CompileError
from tabletop.engine.definitions.conditions import Condition, SourceMarked


@v_args(inline=True)
class ItsDesignationRules(ClauseRules):
    def cond_its_renowned(self) -> Condition:
        if self.scope.antecedent != SELF and not self.source.lower().startswith(
                ("whenever ~ ", "when ~ ")):
            raise CompileError("'it's renowned' of something other than this creature")
        return SourceMarked(RENOWNED)
