""""At the beginning of each of your main phases, add {G}{G}." (Frontier Siege): the
ability triggers at the beginning of each main phase of your turns (505.1: the precombat
and the postcombat main phase; an added main phase, 500.8, is one of them)."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent


@v_args(inline=True)
class MainPhaseTriggerRules(ClauseRules):
    def tr_each_of_your_main_phases(self) -> list[Trigger]:
        text = self._trigger_text()
        return [Trigger(TriggerEvent.BEGINNING_OF_STEP, step=step, whose="your", text=text)
                for step in ("precombat_main", "postcombat_main")]
