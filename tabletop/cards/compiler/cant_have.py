""""... lose flying and can't have or gain flying" (613.1f; grammar: cant_have.lark): the
keyword is removed, and effects can't give it back while this applies."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.effects import CantHaveAbilities, Modification


@v_args(inline=True)
class CantHaveRules(ClauseRules):
    def pr_cant_have_keywords(self, names: list[str]) -> list[Modification]:
        return [CantHaveAbilities(frozenset(n.lower() for n in names))]
