"""Keywords that stand for triggered abilities (702): the ability each keyword means.

A new one is one entry in KEYWORD_TRIGGERS; every instance of the keyword triggers
separately (702.83b and the like).
"""

from __future__ import annotations

from tabletop.engine.definitions.abilities import TriggeredAbility
from tabletop.engine.definitions.conditions import CountersOnAtLeast, Not
from tabletop.engine.definitions.effects import Affects, Duration, EffectSpec, ModifyPT
from tabletop.engine.definitions.expressions import Const
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    CreateEffectOn,
    ReturnToBattlefield,
    TriggerObjectRef,
)
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent


def _exalted() -> TriggeredAbility:
    """702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1
    until end of turn"."""
    spec = EffectSpec((ModifyPT(Const(1), Const(1)),), Affects.FIXED, text="+1/+1 (exalted)")
    return TriggeredAbility(
        text="Exalted", keyword="Exalted",
        trigger=Trigger(TriggerEvent.ATTACKS_ALONE, subject="any",
                        filter=ObjectFilter(controller="you"),
                        text="Whenever a creature you control attacks alone"),
        effect=(CreateEffectOn(spec, Duration.END_OF_TURN, TriggerObjectRef()),))


def _comes_back(keyword: str, counter: str) -> TriggeredAbility:
    """702.93a undying / 702.79a persist: "When this permanent dies, if it had no [counter]
    counters on it, return it to the battlefield under its owner's control with a [counter]
    counter on it." The "if" looks back at the permanent as it last existed (603.10a)."""
    return TriggeredAbility(
        text=keyword, keyword=keyword,
        trigger=Trigger(TriggerEvent.DIES, subject="self", text="When this permanent dies"),
        condition=Not(CountersOnAtLeast(counter, 1)),
        effect=(ReturnToBattlefield(TriggerObjectRef(), ((counter, 1),)),))


KEYWORD_TRIGGERS: dict[str, TriggeredAbility] = {
    "exalted": _exalted(),
    "undying": _comes_back("Undying", "+1/+1"),
    "persist": _comes_back("Persist", "-1/-1"),
}
