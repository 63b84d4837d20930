""""Whenever an opponent shuffles their library, you may put a +1/+1 counter on ~."
(701.20; engine: rules/shuffle_triggers.py)."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent


@v_args(inline=True)
class ShuffleTriggerRules(ClauseRules):
    def tr_shuffles(self, whose: str) -> list[Trigger]:
        self.scope.event_player = whose != "your"  # "that player": the one who shuffled
        return [Trigger(TriggerEvent.SHUFFLES, subject="any", whose=whose,
                        text=self._trigger_text())]
