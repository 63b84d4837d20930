"""Replacement (614) and prevention (615) effects of static abilities."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import ActivatedAbility, StaticAbility, TriggeredAbility
from tabletop.engine.definitions.conditions import YouControl
from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange
from tabletop.engine.definitions.expressions import CountersOn, XValue
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import CreateToken, SelfRef
from tabletop.engine.definitions.replacement_specs import (
    DAMAGE_FLOOR_ONE,
    DIE_EXILE_INSTEAD,
    EntersTapped,
    EntersWithChoice,
    EntersWithCounters,
    ModifyCounters,
    ModifyTokens,
)
from tests.cards.compiler.compiling import FLYING, abilities, const, creatures, one, printed


def test_clone_and_phantasmal_image_enter_as_copies() -> None:
    from tabletop.engine.definitions.replacement_specs import EntersAsCopy

    clone = one("You may have Clone enter as a copy of any creature on the battlefield.",
                "Clone")
    assert isinstance(clone, StaticAbility)
    assert clone.replacement == EntersAsCopy(creatures())
    image = one('You may have Phantasmal Image enter as a copy of any creature on the '
                'battlefield, except it\'s an Illusion in addition to its other types and it '
                'has "When this creature becomes the target of a spell or ability, sacrifice '
                'it."', "Phantasmal Image")
    assert isinstance(image, StaticAbility) and isinstance(image.replacement, EntersAsCopy)
    assert image.replacement.add_subtypes == ("Illusion",)
    (sacrifice,) = image.replacement.extra_abilities
    assert isinstance(sacrifice, TriggeredAbility)


def test_tokens_for_each_counter_and_counter_replacements() -> None:
    from tabletop.engine.definitions.instructions import PutCounters

    enters, dies, grow = abilities(
        "Hangarback Walker enters with X +1/+1 counters on it.\nWhen Hangarback Walker dies, "
        "create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 "
        "counter on Hangarback Walker.\n{1}, {T}: Put a +1/+1 counter on Hangarback Walker.",
        "Hangarback Walker")
    assert isinstance(enters, StaticAbility)
    assert enters.replacement == EntersWithCounters("+1/+1", XValue())
    assert isinstance(dies, TriggeredAbility)
    (create,) = dies.effect
    assert isinstance(create, CreateToken) and create.count == CountersOn("+1/+1")
    assert create.token.name == "Thopter" and not create.token.colors
    assert create.token.abilities == (FLYING,)
    assert isinstance(grow, ActivatedAbility)
    assert grow.effect == (PutCounters("+1/+1", const(1), SelfRef()),)
    scales = one("If one or more +1/+1 counters would be put on a creature you control, that "
                 "many plus one +1/+1 counters are put on it instead.")
    assert isinstance(scales, StaticAbility)
    assert scales.replacement == ModifyCounters("+1/+1", creatures(controller="you"), plus=1)


# --- real cards from resources/cards


def test_enters_tapped_and_enters_with_an_additional_counter_of_the_chosen_type() -> None:
    tapped, _, _ = printed("Kabira Crossroads")
    assert isinstance(tapped, StaticAbility) and tapped.replacement == EntersTapped()
    choose, _, additional = printed("Metallic Mimic")
    assert isinstance(choose, StaticAbility)
    assert choose.replacement == EntersWithChoice("creature_type")
    assert isinstance(additional, StaticAbility)
    assert additional.replacement == EntersWithCounters(
        "+1/+1", const(1), creatures(controller="you", other=True), additional=True,
        chosen_type=True)


def test_doubling_season_doubles_tokens_and_counters() -> None:
    tokens, counters = printed("Doubling Season")
    assert isinstance(tokens, StaticAbility) and tokens.replacement == ModifyTokens()
    assert isinstance(counters, StaticAbility)
    assert counters.replacement == ModifyCounters(None, ObjectFilter(controller="you"),
                                                  times=2)


def test_die_exile_instead_and_the_life_floor_are_rules_changes() -> None:
    shadow, _ = printed("Misery's Shadow")
    assert isinstance(shadow, StaticAbility) and shadow.replacement is None
    assert shadow.effects == (EffectSpec((RuleChange(DIE_EXILE_INSTEAD),), Affects.MATCHING,
                                         creatures(controller="opponent")),)
    (worship,) = printed("Worship")
    assert isinstance(worship, StaticAbility)
    assert worship.effects == (EffectSpec((RuleChange(DAMAGE_FLOOR_ONE, on_players=True),),
                                          Affects.PLAYERS, condition=YouControl(creatures())),)
