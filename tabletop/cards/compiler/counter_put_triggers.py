"""Triggers on counters put on permanents (122.6, 603.2): "Whenever a +1/+1 counter is put
on ~" triggers once for each counter, "Whenever one or more -1/-1 counters are put on a
creature" once for each time counters are put; "Whenever you put one or more -1/-1
counters on a creature" only when a source you control puts them. "that creature" is the
permanent the counters went on."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import SELF, TRIGGER_OBJECT, CompileError, Desc, Obj
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent

Onto = tuple[str, ObjectFilter | None]


@v_args(inline=True)
class CounterPutTriggerRules(ClauseRules):
    def _cp_trigger(self, kind: str, onto: Onto, *, once: bool, whose: str = "each"
                    ) -> list[Trigger]:
        who, flt = onto
        self.scope.trigger_subject = self.scope.antecedent = \
            SELF if who == "self" else TRIGGER_OBJECT
        return [Trigger(TriggerEvent.COUNTER_PUT, subject=who, filter=flt, counter_kind=kind,
                        once=once, whose=whose, text=self._trigger_text())]

    def tr_counter_put(self, kind: str, onto: Onto) -> list[Trigger]:
        return self._cp_trigger(kind, onto, once=False)

    def tr_counters_put(self, kind: str, onto: Onto) -> list[Trigger]:
        return self._cp_trigger(kind, onto, once=True)

    def tr_you_put_counters(self, kind: str, onto: Onto) -> list[Trigger]:
        return self._cp_trigger(kind, onto, once=True, whose="your")

    def cpo_self(self, _self: Obj) -> Onto:
        return "self", None

    def cpo_desc(self, desc: Desc) -> Onto:
        if desc.kind != "object":
            raise CompileError("counters are put on a permanent")
        return ("other" if desc.filter.other else "any"), desc.filter
