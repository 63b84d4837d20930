"""Conditions: "as long as" (611.3a), intervening "if" (603.4), "if" in an instruction."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import ActivatedAbility, StaticAbility, TriggeredAbility
from tabletop.engine.definitions.conditions import (
    AffectedHasColor,
    CountersOnAtLeast,
    Not,
    SourceIs,
    TriggerObjectWas,
    YouControl,
)
from tabletop.engine.definitions.effects import Affects, EffectSpec, ModifyPT
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import Conditional
from tabletop.engine.model.enums import Color
from tests.cards.compiler.compiling import abilities, const, creatures, printed


def test_serras_boon_two_conditional_effects_on_the_enchanted_creature() -> None:
    _, boon = abilities("Enchant creature\nEnchanted creature gets +1/+2 as long as it's white. "
                        "Otherwise, it gets -2/-1.", "Serra's Boon")
    white = AffectedHasColor(Color.WHITE)
    assert isinstance(boon, StaticAbility)
    assert boon.effects == (
        EffectSpec((ModifyPT(const(1), const(2)),), Affects.ATTACHED, condition=white,
                   per_object_condition=True),
        EffectSpec((ModifyPT(const(-2), const(-1)),), Affects.ATTACHED,
                   condition=Not(white), per_object_condition=True),
    )


# --- real cards from resources/cards


def test_as_long_as_the_enchanted_creature_is_a_colour_is_checked_per_object() -> None:
    _, red, green = printed("Runes of the Deus")
    assert isinstance(red, StaticAbility) and isinstance(green, StaticAbility)
    assert red.effects[0].condition == AffectedHasColor(Color.RED)
    assert green.effects[0].condition == AffectedHasColor(Color.GREEN)
    assert red.effects[0].per_object_condition and green.effects[0].per_object_condition


def test_you_control_a_creature_with_three_or_more_level_counters() -> None:
    _, drake = printed("Champion's Drake")
    assert isinstance(drake, StaticAbility)
    leveled = creatures(with_counter="level", min_counters=3)
    assert drake.effects[0].condition == YouControl(leveled)


def test_counters_on_itself_and_the_intervening_if_of_a_win() -> None:
    *_, trample = printed("Pelt Collector")
    assert isinstance(trample, StaticAbility)
    assert trample.effects[0].condition == CountersOnAtLeast("+1/+1", 3)
    _, win = printed("Liliana's Contract")
    assert isinstance(win, TriggeredAbility) and isinstance(win.condition, YouControl)
    assert win.condition.at_least == 4
    assert win.condition.filter.subtypes == frozenset({"Demon"})
    assert win.condition.filter.with_different_names


def test_if_this_is_a_spirit_and_if_it_was_a_human() -> None:
    _, spirit, _ = printed("Figure of Destiny")
    assert isinstance(spirit, ActivatedAbility)
    (conditional,) = spirit.effect
    assert isinstance(conditional, Conditional)
    assert conditional.condition == SourceIs(ObjectFilter(subtypes=frozenset({"Spirit"})))
    _, dies, _ = printed("Avacyn's Collar")
    assert isinstance(dies, TriggeredAbility)
    assert dies.condition == TriggerObjectWas(ObjectFilter(subtypes=frozenset({"Human"})))
