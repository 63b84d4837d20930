"""121: "Each player can't draw more than one card each turn" (grammar: draw_limits.lark)."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.draw_limits import ONE_DRAW_EACH_TURN
from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange


@v_args(inline=True)
class DrawLimitRules(ClauseRules):
    def ru_one_draw_each_turn(self, who: str) -> EffectSpec:
        change = RuleChange(ONE_DRAW_EACH_TURN, (("who", who),), on_players=True)
        return EffectSpec((change,), Affects.PLAYERS)

    def drw_all(self) -> str:
        return "all"

    def drw_opponents(self) -> str:
        return "opponents"

    def drw_you(self) -> str:
        return "you"
