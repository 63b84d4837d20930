"""701.27: permanents that can't transform (grammar: transform_limits.lark): "Non-Human
Werewolves you control can't transform"."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.continuous_effects import Mods
from tabletop.engine.definitions.effects import RuleChange
from tabletop.engine.definitions.replacement_specs import CANT_ATTACK_OR_BLOCK
from tabletop.engine.definitions.transform_limits import CANT_TRANSFORM


@v_args(inline=True)
class TransformLimitRules(ClauseRules):
    def pr_cant_transform(self) -> Mods:
        return [RuleChange(CANT_TRANSFORM)]

    def pr_cant_attack_block_transform(self) -> Mods:
        """508.1c, 509.1b, 701.27: "can't attack, block, or transform"."""
        return [RuleChange(CANT_ATTACK_OR_BLOCK), RuleChange(CANT_TRANSFORM)]
