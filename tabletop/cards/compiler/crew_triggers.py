""""Whenever ~ crews a Vehicle, that Vehicle gets +1/+1 until end of turn." (702.122c;
"that Vehicle" is the trigger's object; engine: rules/crew_triggers.py)."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import TRIGGER_OBJECT, Desc, Obj
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent


@v_args(inline=True)
class CrewTriggerRules(ClauseRules):
    def tr_crews(self, _self: Obj, desc: Desc) -> list[Trigger]:
        self.scope.trigger_subject = TRIGGER_OBJECT
        self.scope.antecedent = TRIGGER_OBJECT  # "that Vehicle"
        return [Trigger(TriggerEvent.CREWS, subject="any", filter=desc.filter,
                        text=self._trigger_text())]
