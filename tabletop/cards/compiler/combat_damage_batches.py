""""Whenever one or more creatures you control deal combat damage to a player, ..." (510.2:
once for each player dealt combat damage; "that player" is that player; engine:
rules/combat_damage_batches.py)."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import Desc
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent


@v_args(inline=True)
class CombatDamageBatchRules(ClauseRules):
    def tr_one_or_more_combat_damage(self, desc: Desc) -> list[Trigger]:
        self.scope.event_player = True  # "that player": the player dealt the damage
        return [Trigger(TriggerEvent.ONE_OR_MORE_COMBAT_DAMAGE, subject="any",
                        filter=desc.filter, text=self._trigger_text())]
