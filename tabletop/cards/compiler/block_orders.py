"""Creatures ordered to block (509.1c): "Target creature blocks this turn if able",
"Target creature blocks ~ this turn if able". The requirement binds the blocker; rules/
block_requirements.py counts it with the other blocking requirements."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.continuous_effects import Lasting, Mods
from tabletop.engine.definitions.block_requirements import ATTACKER_SOURCE, BLOCKS_IF_ABLE
from tabletop.engine.definitions.effects import Duration, RuleChange


@v_args(inline=True)
class BlockOrderRules(ClauseRules):
    def pr_blocks_this_turn(self) -> Mods:
        return [RuleChange(BLOCKS_IF_ABLE), Lasting(Duration.END_OF_TURN)]

    def pr_blocks_self_this_turn(self, _self: Any) -> Mods:
        """The source of the effect is the attacker it must block."""
        return [RuleChange(BLOCKS_IF_ABLE, (("attacker", ATTACKER_SOURCE),)),
                Lasting(Duration.END_OF_TURN)]
