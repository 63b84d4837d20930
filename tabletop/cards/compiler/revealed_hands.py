""""Players play with their hands revealed", "Play with your hand revealed" (701.20b;
grammar: revealed_hands.lark)."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError
from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange
from tabletop.engine.definitions.revealed_hands import HANDS_REVEALED


@v_args(inline=True)
class RevealedHandRules(ClauseRules):
    def ru_hands_revealed(self, who: str) -> EffectSpec:
        if who not in ("each", "opponents"):
            raise CompileError("hands revealed of players other than all or the opponents")
        change = RuleChange(HANDS_REVEALED, (("who", who),), on_players=True)
        return EffectSpec((change,), Affects.PLAYERS)

    def ru_own_hand_revealed(self) -> EffectSpec:
        change = RuleChange(HANDS_REVEALED, (("who", "you"),), on_players=True)
        return EffectSpec((change,), Affects.PLAYERS)
