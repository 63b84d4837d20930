"""Keywords that stand for triggered abilities (702): the ability each keyword means.

A new one is one entry in KEYWORD_TRIGGERS; every instance of the keyword triggers
separately (702.83b and the like).
"""

from __future__ import annotations

from tabletop.engine.definitions.abilities import TriggeredAbility
from tabletop.engine.definitions.conditions import CountersOnAtLeast, Not
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.effects import Affects, Duration, EffectSpec, ModifyPT
from tabletop.engine.definitions.expressions import Const
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    CreateEffectOn,
    DrainLife,
    EachRef,
    Exile,
    Optional_,
    PayCost,
    PlayerRef,
    ReturnToBattlefield,
    SelfRef,
    TopCardRef,
    TriggerObjectRef,
)
from tabletop.engine.definitions.melee import melee
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.enums import CardType
from tabletop.engine.model.mana import ManaCost


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


def _prowess() -> TriggeredAbility:
    """702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end
    of turn"."""
    spec = EffectSpec((ModifyPT(Const(1), Const(1)),), Affects.SELF, text="+1/+1 (prowess)")
    return TriggeredAbility(
        text="Prowess", keyword="Prowess",
        trigger=Trigger(TriggerEvent.CAST, subject="any", whose="your",
                        filter=ObjectFilter(not_types=frozenset({CardType.CREATURE}),
                                            zone=None),
                        text="Whenever you cast a noncreature spell"),
        effect=(CreateEffectOn(spec, Duration.END_OF_TURN, SelfRef()),))


def _flanking() -> TriggeredAbility:
    """702.25a: "Whenever a creature without flanking blocks this creature, the blocking
    creature gets -1/-1 until end of turn"."""
    spec = EffectSpec((ModifyPT(Const(-1), Const(-1)),), Affects.FIXED,
                      text="-1/-1 (flanking)")
    return TriggeredAbility(
        text="Flanking", keyword="Flanking",
        trigger=Trigger(TriggerEvent.BECOMES_BLOCKED, subject="self",
                        combatant=ObjectFilter(without_ability="flanking"),
                        text="Whenever a creature without flanking blocks this creature"),
        effect=(CreateEffectOn(spec, Duration.END_OF_TURN, TriggerObjectRef()),))


def _extort() -> TriggeredAbility:
    """702.101a: "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent
    loses 1 life and you gain life equal to the total life lost this way"."""
    pay = Optional_((PayCost(Cost(mana=ManaCost.parse("{W/B}"))),
                     DrainLife(Const(1), PlayerRef("each_opponent"))))
    return TriggeredAbility(
        text="Extort", keyword="Extort",
        trigger=Trigger(TriggerEvent.CAST, subject="any", whose="your",
                        text="Whenever you cast a spell"), effect=(pay,))


def _battle_cry() -> TriggeredAbility:
    """702.91a: "Whenever this creature attacks, each other attacking creature gets +1/+0
    until end of turn"."""
    spec = EffectSpec((ModifyPT(Const(1), Const(0)),), Affects.FIXED, text="+1/+0 (battle cry)")
    others = ObjectFilter(attacking=True, other=True)
    return TriggeredAbility(
        text="Battle cry", keyword="Battle cry",
        trigger=Trigger(TriggerEvent.ATTACKS, subject="self", text="Whenever this creature "
                        "attacks"),
        effect=(CreateEffectOn(spec, Duration.END_OF_TURN, EachRef(others)),))


def _ingest() -> TriggeredAbility:
    """702.115a: "Whenever this creature deals combat damage to a player, that player exiles
    the top card of their library"."""
    return TriggeredAbility(
        text="Ingest", keyword="Ingest",
        trigger=Trigger(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, subject="self",
                        whose="each", text="Whenever this creature deals combat damage to a "
                        "player"),
        effect=(Exile(TopCardRef(PlayerRef("trigger_player"))),))


KEYWORD_TRIGGERS: dict[str, TriggeredAbility] = {
    "extort": _extort(),
    "battle cry": _battle_cry(),
    "ingest": _ingest(),
    "exalted": _exalted(),
    "prowess": _prowess(),
    "flanking": _flanking(),
    "undying": _comes_back("Undying", "+1/+1"),
    "persist": _comes_back("Persist", "-1/-1"),
    "melee": melee(),  # 702.121a
}
