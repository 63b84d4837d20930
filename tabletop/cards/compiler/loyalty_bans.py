""""Players can't activate planeswalkers' loyalty abilities" (606.3, 101.2; grammar:
loyalty_bans.lark): an activation ban on planeswalkers limited to loyalty abilities."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.replacement_specs import CANT_ACTIVATE
from tabletop.engine.model.enums import CardType


@v_args(inline=True)
class LoyaltyBanRules(ClauseRules):
    def ru_no_loyalty_abilities(self) -> EffectSpec:
        change = RuleChange(CANT_ACTIVATE, (("loyalty", True),))
        flt = ObjectFilter(types=frozenset({CardType.PLANESWALKER}))
        return EffectSpec((change,), Affects.MATCHING, flt)
