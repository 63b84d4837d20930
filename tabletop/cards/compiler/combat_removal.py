"""Removing creatures from combat (506.4): "remove target attacking or blocking creature
from combat", "you may untap that creature and remove it from combat"."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import Obj
from tabletop.engine.definitions.combat_removal import RemoveFromCombat
from tabletop.engine.definitions.instructions import Instruction


@v_args(inline=True)
class CombatRemovalRules(ClauseRules):
    def i_remove_from_combat(self, obj: Obj) -> list[Instruction]:
        return [RemoveFromCombat(ref) for ref in obj.refs]
