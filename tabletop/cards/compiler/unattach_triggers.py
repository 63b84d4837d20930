""""Whenever ~ becomes unattached from a permanent, sacrifice that permanent." (Grafted
Wargear, Grafted Exoskeleton): the trigger's object is the permanent it was attached to
(701.3; engine: rules/unattach_triggers.py)."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import TRIGGER_OBJECT, Desc, Obj
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent


@v_args(inline=True)
class UnattachTriggerRules(ClauseRules):
    def tr_becomes_unattached(self, _self: Obj, desc: Desc) -> list[Trigger]:
        self.scope.trigger_subject = TRIGGER_OBJECT
        self.scope.antecedent = TRIGGER_OBJECT  # "that permanent": the former host
        return [Trigger(TriggerEvent.UNATTACHED, subject="any", filter=desc.filter,
                        text=self._trigger_text())]
