"""Continuous effects (611, 613): what a subject gets, has, loses or becomes."""

from __future__ import annotations

import pytest

from tabletop.engine.definitions.abilities import (
    ActivatedAbility,
    KeywordAbility,
    SpellAbility,
    StaticAbility,
)
from tabletop.engine.definitions.effects import (
    AddAbilities,
    Affects,
    ChangeTypes,
    EffectSpec,
    ModifyPT,
    SetPT,
    SwitchPT,
)
from tabletop.engine.definitions.expressions import CardsInZone, XValue
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import CreateEffect, Draw, TargetSpec
from tabletop.engine.model.enums import CardType, Color, Zone
from tests.cards.compiler.compiling import (
    CREATURE,
    EOT,
    abilities,
    const,
    creatures,
    one,
    printed,
    spell,
    target_effect,
    untexted,
)


def test_giant_growth() -> None:
    got = spell("Target creature gets +3/+3 until end of turn.", "Giant Growth")
    assert untexted(got.targets) == (TargetSpec(kind="object", filter=creatures()),)
    assert got.effect == (target_effect(ModifyPT(const(3), const(3))),)


def test_diminish_sets_base_power_and_toughness() -> None:
    got = spell("Target creature has base power and toughness 1/1 until end of turn.")
    assert got.effect == (target_effect(SetPT(const(1), const(1))),)


@pytest.mark.parametrize("name", ["Twisted Image", "Inside Out"])
def test_switch_then_draw(name: str) -> None:
    got = spell("Switch target creature's power and toughness until end of turn.\nDraw a card.",
                name)
    assert got.effect == (target_effect(SwitchPT()), Draw())


def test_viridescent_wisps_colour_and_pump_in_one_effect() -> None:
    from tabletop.engine.definitions.effects import ChangeColors

    got = spell("Target creature becomes green and gets +1/+0 until end of turn.\nDraw a card.")
    assert got.effect == (
        target_effect(ChangeColors(set_colors=frozenset({Color.GREEN})),
                      ModifyPT(const(1), const(0))),
        Draw(),
    )


def test_humility() -> None:
    from tabletop.engine.definitions.effects import RemoveAbilities

    got = one("All creatures lose all abilities and have base power and toughness 1/1.")
    assert isinstance(got, StaticAbility)
    assert got.effects == (EffectSpec((RemoveAbilities(all=True), SetPT(const(1), const(1))),
                                      Affects.MATCHING, creatures()),)


def test_opalescence_and_march_of_the_machines() -> None:
    from tabletop.engine.definitions.expressions import ManaValueOf

    mv = ManaValueOf()
    opal = one("Each other non-Aura enchantment is a creature in addition to its other types "
               "and has base power and base toughness each equal to its mana value.")
    assert isinstance(opal, StaticAbility)
    assert opal.effects == (EffectSpec(
        (ChangeTypes(add_types=CREATURE), SetPT(mv, mv)), Affects.MATCHING,
        ObjectFilter(types=frozenset({CardType.ENCHANTMENT}), not_subtypes=frozenset({"Aura"}),
                     other=True)),)
    march = one("Each noncreature artifact is an artifact creature with power and toughness "
                "each equal to its mana value.")
    assert isinstance(march, StaticAbility)
    assert march.effects == (EffectSpec(
        (ChangeTypes(set_types=frozenset({CardType.ARTIFACT, CardType.CREATURE})),
         SetPT(mv, mv)), Affects.MATCHING,
        ObjectFilter(types=frozenset({CardType.ARTIFACT}), not_types=CREATURE)),)


def test_blood_moon_and_urborg_change_land_types() -> None:
    from tabletop.engine.model.enums import Supertype

    moon = one("Nonbasic lands are Mountains.")
    assert isinstance(moon, StaticAbility)
    assert moon.effects == (EffectSpec(
        (ChangeTypes(set_land_types=("Mountain",)),), Affects.MATCHING,
        ObjectFilter(types=frozenset({CardType.LAND}),
                     not_supertypes=frozenset({Supertype.BASIC}))),)
    urborg = one("Each land is a Swamp in addition to its other land types.")
    assert isinstance(urborg, StaticAbility)
    assert urborg.effects == (EffectSpec((ChangeTypes(add_subtypes=("Swamp",)),),
                                         Affects.MATCHING,
                                         ObjectFilter(types=frozenset({CardType.LAND}))),)


def test_darksteel_mutation() -> None:
    from tabletop.engine.definitions.effects import RemoveAbilities

    _, static = abilities(
        "Enchant creature\nEnchanted creature is an Insect artifact creature with base power "
        "and toughness 0/1 and has indestructible, and it loses all other abilities, card "
        "types, and creature types.", "Darksteel Mutation")
    assert isinstance(static, StaticAbility)
    assert static.effects == (EffectSpec((
        ChangeTypes(set_types=frozenset({CardType.ARTIFACT, CardType.CREATURE}),
                    add_subtypes=("Insect",), lose_other_creature_types=True),
        RemoveAbilities(all=True),
        AddAbilities((KeywordAbility("Indestructible", "Indestructible"),)),
        SetPT(const(0), const(1)),
    ), Affects.ATTACHED),)


def test_frogify() -> None:
    from tabletop.engine.definitions.effects import ChangeColors, RemoveAbilities

    _, static = abilities("Enchant creature\nEnchanted creature loses all abilities and is a "
                          "blue Frog creature with base power and toughness 1/1. (It loses all "
                          "other card types and creature types.)", "Frogify")
    assert isinstance(static, StaticAbility)
    assert static.effects == (EffectSpec((
        ChangeTypes(set_types=CREATURE, add_subtypes=("Frog",), lose_other_creature_types=True),
        ChangeColors(set_colors=frozenset({Color.BLUE})),
        RemoveAbilities(all=True),
        SetPT(const(1), const(1)),
    ), Affects.ATTACHED),)


def test_mirror_entity_x_until_end_of_turn() -> None:
    *_, pump = abilities("Changeling\n{X}: Until end of turn, creatures you control have base "
                        "power and toughness X/X and gain all creature types.", "Mirror Entity")
    assert isinstance(pump, ActivatedAbility)
    assert pump.choices == ("x",)
    spec = EffectSpec((ChangeTypes(all_creature_types=True), SetPT(XValue(), XValue())),
                      Affects.MATCHING, creatures(controller="you"), duration=EOT)
    assert pump.effect == (CreateEffect(spec, EOT),)


def test_svogthos_grants_itself_a_pt_ability_that_is_no_cda() -> None:
    from tabletop.engine.definitions.effects import ChangeColors

    _, animate = abilities(
        "{T}: Add {C}.\n{3}{B}{G}: Until end of turn, Svogthos, the Restless Tomb becomes a "
        "black and green Plant Zombie creature with \"This creature's power and toughness are "
        "each equal to the number of creature cards in your graveyard.\" It's still a land.",
        "Svogthos, the Restless Tomb")
    assert isinstance(animate, ActivatedAbility)
    (effect,) = animate.effect
    assert isinstance(effect, CreateEffect) and effect.duration == EOT
    types, colors, granted = effect.spec.mods
    assert types == ChangeTypes(add_types=CREATURE, add_subtypes=("Plant", "Zombie"))
    assert colors == ChangeColors(set_colors=frozenset({Color.BLACK, Color.GREEN}))
    assert isinstance(granted, AddAbilities)
    (pt,) = granted.abilities
    graveyard = CardsInZone(Zone.GRAVEYARD, filter=creatures(zone=Zone.GRAVEYARD))
    assert pt == StaticAbility(text=pt.text, cda=False, effects=(
        EffectSpec((SetPT(graveyard, graveyard),), Affects.SELF),))


def test_mishras_factory_is_still_a_land() -> None:
    _, animate, pump = abilities(
        "{T}: Add {C}.\n{1}: Mishra's Factory becomes a 2/2 Assembly-Worker artifact creature "
        "until end of turn. It's still a land.\n{T}: Target Assembly-Worker creature gets +1/+1 "
        "until end of turn.", "Mishra's Factory")
    assert isinstance(animate, ActivatedAbility) and isinstance(pump, ActivatedAbility)
    spec = EffectSpec((ChangeTypes(add_types=frozenset({CardType.ARTIFACT, CardType.CREATURE}),
                                   add_subtypes=("Assembly-Worker",)), SetPT(const(2), const(2))),
                      Affects.SELF, duration=EOT)
    assert animate.effect == (CreateEffect(spec, EOT),)
    assert pump.targets[0].filter == creatures(subtypes=frozenset({"Assembly-Worker"}))


# --- real cards from resources/cards


def test_a_land_that_becomes_a_creature_that_is_still_a_land_keeps_its_types() -> None:
    (animate,) = printed("Animate Land")
    assert isinstance(animate, SpellAbility)
    assert animate.effect == (target_effect(ChangeTypes(add_types=CREATURE),
                                            SetPT(const(3), const(3))),)


def test_becoming_a_blue_frog_replaces_creature_types_and_colours() -> None:
    from tabletop.engine.definitions.effects import ChangeColors, RemoveAbilities

    (frog,) = printed("Turn to Frog")
    assert isinstance(frog, SpellAbility)
    assert frog.effect == (target_effect(
        ChangeTypes(add_subtypes=("Frog",), lose_other_creature_types=True),
        ChangeColors(set_colors=frozenset({Color.BLUE})),
        RemoveAbilities(all=True),
        SetPT(const(1), const(1)),
    ),)


def test_x_x_until_end_of_turn_for_the_creatures_you_control() -> None:
    (mutation,) = printed("Biomass Mutation")
    assert isinstance(mutation, SpellAbility) and mutation.choices == ("x",)
    spec = EffectSpec((SetPT(XValue(), XValue()),), Affects.MATCHING,
                      creatures(controller="you"), duration=EOT)
    assert mutation.effect == (CreateEffect(spec, EOT),)
