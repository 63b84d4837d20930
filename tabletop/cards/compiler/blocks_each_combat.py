""""All creatures block each combat if able" (509.1c; grammar: blocks_each_combat.lark): a
static blocking requirement on each creature it names, counted by rules/
block_requirements.py with the other requirements."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.continuous_effects import Mods
from tabletop.engine.definitions.block_requirements import BLOCKS_IF_ABLE
from tabletop.engine.definitions.effects import RuleChange


@v_args(inline=True)
class BlocksEachCombatRules(ClauseRules):
    def pr_blocks_each_combat(self) -> Mods:
        return [RuleChange(BLOCKS_IF_ABLE)]
