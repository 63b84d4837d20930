"""Overload (702.96): "Overload {cost}", an alternative cost; the spell's text with
"each" for "target" is the engine's reading of the same instructions (rules/overload.py,
702.96b), so the spell line compiles once."""

from __future__ import annotations

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError
from tabletop.engine.definitions.abilities import Ability, KeywordAbility
from tabletop.engine.model.mana import ManaCost


@v_args(inline=True)
class OverloadRules(ClauseRules):
    def kw_overload(self, cost: Token) -> Ability:
        if not self.scope.spell_card:
            raise CompileError("overload on a permanent card")
        text = ManaCost.parse(str(cost)).text
        return KeywordAbility(text=f"Overload {text}", keyword="Overload", parameter=text)
