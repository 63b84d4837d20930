"""Triggered abilities (603): events, subjects, steps, intervening "if" and "you may"."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import TriggeredAbility
from tabletop.engine.definitions.conditions import Greater, Not, YourTurn
from tabletop.engine.definitions.expressions import PowerOf, StatOf
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    DealDamage,
    ExtraTurn,
    GainLife,
    PlayerRef,
    PutCounters,
    SelfRef,
)
from tabletop.engine.definitions.trigger_conditions import TriggerEvent
from tabletop.engine.model.enums import CardType
from tests.cards.compiler.compiling import const, creatures, one, printed


def test_triggered_ability_with_an_intervening_if() -> None:
    got = one("At the beginning of each end step, if it's not your turn, take an extra turn "
              "after this one.")
    assert isinstance(got, TriggeredAbility)
    assert got.trigger is not None and got.trigger.step == "end" and got.trigger.whose == "each"
    assert got.condition == Not(YourTurn())
    assert got.effect == (ExtraTurn(),)


def test_you_may_makes_a_trigger_optional() -> None:
    got = one("Whenever an artifact is put into a graveyard from the battlefield, you may gain "
              "5 life.")
    assert isinstance(got, TriggeredAbility) and got.optional
    assert got.trigger is not None and got.trigger.from_zone == "battlefield"
    assert got.effect == (GainLife(const(5), PlayerRef("you")),)


# --- real cards from resources/cards


def test_the_card_itself_or_another_creature_is_any_creature_you_control() -> None:
    (cutthroat,) = printed("Zulaport Cutthroat")
    assert isinstance(cutthroat, TriggeredAbility) and cutthroat.trigger is not None
    assert cutthroat.trigger.event == TriggerEvent.DIES
    assert cutthroat.trigger.subject == "any"
    assert cutthroat.trigger.filter == creatures(controller="you")


def test_another_artifact_put_into_a_graveyard_names_its_controller() -> None:
    (mine,) = printed("Magnetic Mine")
    assert isinstance(mine, TriggeredAbility) and mine.trigger is not None
    assert mine.trigger.event == TriggerEvent.PUT_INTO_GRAVEYARD
    assert mine.trigger.from_zone == "battlefield" and mine.trigger.subject == "other"
    assert mine.trigger.filter == ObjectFilter(types=frozenset({CardType.ARTIFACT}), other=True)
    assert mine.effect == (DealDamage(const(2), PlayerRef("trigger_controller"), SelfRef()),)


def test_enters_or_dies_is_two_triggers_with_the_same_intervening_if() -> None:
    enters, dies, _ = printed("Pelt Collector")
    assert isinstance(enters, TriggeredAbility) and isinstance(dies, TriggeredAbility)
    assert enters.trigger is not None and dies.trigger is not None
    assert (enters.trigger.event, dies.trigger.event) == (TriggerEvent.ENTERS, TriggerEvent.DIES)
    bigger = Greater(StatOf("power", "trigger"), PowerOf("source"))
    assert enters.condition == dies.condition == bigger
    assert enters.effect == dies.effect == (PutCounters("+1/+1", const(1), SelfRef()),)


def test_your_upkeep_and_the_end_step_of_each_turn() -> None:
    _, _, worm = printed("Creakwood Liege")
    *_, sacrifice = printed("Dress Down")
    assert isinstance(worm, TriggeredAbility) and worm.trigger is not None
    assert (worm.trigger.step, worm.trigger.whose, worm.optional) == ("upkeep", "your", True)
    assert isinstance(sacrifice, TriggeredAbility) and sacrifice.trigger is not None
    assert (sacrifice.trigger.step, sacrifice.trigger.whose) == ("end", "each")
