"""701.19c: an effect that an object can't be regenerated ("Target creature can't be
regenerated this turn"); a destroy instruction's own "It can't be regenerated" rider is read
with the instruction (one_shot_effects)."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.continuous_effects import Lasting, Mods
from tabletop.engine.definitions.effects import Duration, RuleChange
from tabletop.engine.definitions.regeneration_bans import CANT_BE_REGENERATED


@v_args(inline=True)
class RegenerationBanRules(ClauseRules):
    def pr_no_regeneration_this_turn(self) -> Mods:
        return [RuleChange(CANT_BE_REGENERATED), Lasting(Duration.END_OF_TURN)]
