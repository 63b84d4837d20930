"""509.1a: creatures that may block more than one attacker (grammar: extra_blocks.lark):
"~ can block an additional creature each combat", "Target creature can block any number
of creatures this turn"."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.continuous_effects import Lasting, Mods
from tabletop.engine.definitions.effects import Duration, RuleChange
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.extra_blocks import BLOCK_ADDITIONAL, BLOCK_ANY_NUMBER


@v_args(inline=True)
class ExtraBlockRules(ClauseRules):
    def pr_block_additional(self) -> Mods:
        return [RuleChange(BLOCK_ADDITIONAL, (("n", 1),))]

    def pr_block_additional_this_turn(self) -> Mods:
        return [*self.pr_block_additional(), Lasting(Duration.END_OF_TURN)]

    def pr_block_additional_each(self, each: Expr) -> Mods:
        return [RuleChange(BLOCK_ADDITIONAL, (("n", each),))]

    def pr_block_any_number(self) -> Mods:
        return [RuleChange(BLOCK_ANY_NUMBER)]

    def pr_block_any_number_this_turn(self) -> Mods:
        return [*self.pr_block_any_number(), Lasting(Duration.END_OF_TURN)]
