"""701.23: "Players can't search libraries" (grammar: search_prohibitions.lark)."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange
from tabletop.engine.definitions.search_prohibitions import CANT_SEARCH


@v_args(inline=True)
class SearchProhibitionRules(ClauseRules):
    def ru_cant_search(self, who: str) -> EffectSpec:
        change = RuleChange(CANT_SEARCH, (("who", who),), on_players=True)
        return EffectSpec((change,), Affects.PLAYERS)

    def srch_all(self) -> str:
        return "all"

    def srch_opponents(self) -> str:
        return "opponents"
