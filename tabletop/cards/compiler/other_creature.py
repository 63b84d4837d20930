""""The other creature" of a trigger event about two creatures (603.2): "Whenever enchanted
creature deals damage to a creature, destroy the other creature" (Venomous Fangs),
"Whenever enchanted creature blocks or becomes blocked by a creature, the other creature
gains first strike until end of turn" (Mammoth Harness): the creature the event names
beside this one or its host — the trigger object."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Obj
from tabletop.engine.definitions.instructions import TriggerObjectRef


@v_args(inline=True)
class OtherCreatureRules(ClauseRules):
    def obj_the_other_creature(self) -> Obj:
        trigger = self.scope.trigger_subject
        if trigger is None or not isinstance(trigger.ref, TriggerObjectRef) or \
                not _two_creature_head(self.source):
            raise CompileError("'the other creature' of no trigger about two creatures")
        return trigger


def _two_creature_head(source: str) -> bool:
    """The trigger names this object (or its host) and a second creature."""
    head = source.split(",")[0].lower()
    return head.startswith(("whenever ~", "when ~", "whenever enchanted creature",
                            "whenever equipped creature")) and head.endswith(" a creature")
