"""The Oracle-text compiler: grammar parts, then cards whose primitives are checked exactly."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.cards.compiler import compile_text
from tabletop.cards.compiler.describe import describe_ability
from tabletop.engine.definitions.abilities import (
    Ability,
    ActivatedAbility,
    KeywordAbility,
    LevelBand,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
    level_up,
)
from tabletop.engine.definitions.conditions import (
    AffectedHasColor,
    LevelBetween,
    Not,
    TopOfGraveyardIs,
    YourTurn,
)
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.effects import (
    AddAbilities,
    Affects,
    ChangeTypes,
    Duration,
    EffectSpec,
    ModifyPT,
    SetPT,
    SwitchPT,
)
from tabletop.engine.definitions.expressions import (
    CardsInZone,
    CountersOn,
    CountPermanents,
    PowerOf,
    XValue,
)
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    AddMana,
    Attach,
    CreateEffect,
    CreateToken,
    DealDamage,
    Destroy,
    Draw,
    ExtraTurn,
    GainLife,
    Mill,
    PlayerRef,
    PreventDamage,
    SelfRef,
    TargetRef,
    TargetSpec,
)
from tabletop.engine.definitions.replacement_specs import (
    CopyTopOfGraveyard,
    EntersWithChoice,
    EntersWithCounters,
    ModifyCounters,
)
from tabletop.engine.model.enums import CardType, Color, Zone
from tabletop.engine.model.mana import ManaCost

CREATURE = frozenset({CardType.CREATURE})
FLYING = KeywordAbility("Flying", "Flying")
EOT = Duration.END_OF_TURN


def creatures(**fields: object) -> ObjectFilter:
    return ObjectFilter(types=CREATURE, **fields)  # type: ignore[arg-type]


def abilities(text: str, name: str = "Test Card", **kw: object) -> tuple[Ability, ...]:
    compiled = compile_text(text, name, **kw)  # type: ignore[arg-type]
    assert compiled.unknown == (), compiled.unknown
    return compiled.abilities


def one(text: str, name: str = "Test Card", **kw: object) -> Ability:
    (ability,) = abilities(text, name, **kw)
    return ability


def spell(text: str, name: str = "Test Spell") -> SpellAbility:
    ability = one(text, name, is_spell=True)
    assert isinstance(ability, SpellAbility)
    return ability


def untexted(specs: tuple[TargetSpec, ...]) -> tuple[TargetSpec, ...]:
    return tuple(replace(s, text="") for s in specs)


def target_effect(*mods: object, index: int = 0) -> CreateEffect:
    spec = EffectSpec(mods=mods, affects=Affects.TARGETS, target_index=index,  # type: ignore[arg-type]
                      duration=EOT)
    return CreateEffect(spec, EOT)


# --- keywords (702) -----------------------------------------------------------------------


def test_keyword_list_with_protection_from_two_qualities() -> None:
    got = abilities("Flying, first strike, lifelink, protection from Demons and from Dragons")
    assert got == (
        FLYING,
        KeywordAbility("First strike", "First strike"),
        KeywordAbility("Lifelink", "Lifelink"),
        KeywordAbility("Protection from Demons", "Protection", parameter="Demons"),
        KeywordAbility("Protection from Dragons", "Protection", parameter="Dragons"),
    )


@pytest.mark.parametrize(
    "word",
    ["Exalted", "Changeling", "Umbra armor", "Split second", "Flash", "Reach", "Menace",
     "Deathtouch", "Infect", "Trample", "Double strike", "Indestructible", "Hexproof",
     "Shroud", "Undying", "Vigilance", "Haste"],
)
def test_simple_keywords_keep_their_engine_names(word: str) -> None:
    assert one(word) == KeywordAbility(word, word)


def test_landwalk_enchant_and_protection_keep_their_parameter() -> None:
    assert one("Islandwalk") == KeywordAbility("Islandwalk", "Islandwalk")
    assert one("Enchant creature") == KeywordAbility("Enchant creature", "Enchant",
                                                      parameter="creature")
    assert one("Protection from white") == KeywordAbility("Protection from white",
                                                           "Protection", parameter="white")


def test_equip_with_mana_and_with_life_is_a_sorcery_speed_attach() -> None:
    equip = one("Equip {2}")
    assert isinstance(equip, ActivatedAbility)
    assert equip.keyword == "Equip" and equip.timing == "sorcery"
    assert equip.cost == Cost(mana=ManaCost.parse("{2}"))
    assert equip.effect == (Attach(SelfRef(), TargetRef(0)),)
    assert untexted(equip.targets) == (TargetSpec(filter=creatures(controller="you")),)
    life = one("Equip—Pay 3 life")
    assert isinstance(life, ActivatedAbility)
    assert life.cost == Cost(pay_life=3) and life.text == "Equip—Pay 3 life"


def test_buyback_cycling_and_level_up_keywords() -> None:
    assert one("Buyback {3}") == KeywordAbility("Buyback {3}", "Buyback", parameter="{3}")
    cycling = one("Cycling {U}")
    assert isinstance(cycling, ActivatedAbility) and cycling.keyword == "Cycling"
    assert cycling.cost == Cost(mana=ManaCost.parse("{U}")) and cycling.effect == (Draw(),)
    assert one("Level up {1}{U}") == level_up(ManaCost.parse("{1}{U}"))


# --- reminder text and the card's own name ------------------------------------------------


def test_reminder_text_is_kept_for_display_and_not_compiled() -> None:
    compiled = compile_text("Shroud (This creature can't be the target of spells or "
                            "abilities.)", "Test Card")
    assert compiled.abilities == (KeywordAbility("Shroud", "Shroud"),)
    assert compiled.reminders == ("This creature can't be the target of spells or abilities.",)


def test_a_reminder_only_line_compiles_to_nothing() -> None:
    compiled = compile_text("({T}: Add {G}.)", "Forest")
    assert compiled.abilities == () and compiled.unknown == ()
    assert compiled.reminders == ("{T}: Add {G}.",)


def test_the_cards_name_and_this_creature_refer_to_itself() -> None:
    named = one("{R}: Hellkite Punisher gets +1/+0 until end of turn.", "Hellkite Punisher")
    this = one("{R}: This creature gets +1/+0 until end of turn.", "Hellkite Punisher")
    spec = EffectSpec((ModifyPT(_c(1), _c(0)),), Affects.SELF, duration=EOT)
    assert isinstance(named, ActivatedAbility) and isinstance(this, ActivatedAbility)
    assert named.effect == this.effect == (CreateEffect(spec, EOT),)


def _c(n: int) -> object:
    from tabletop.engine.definitions.expressions import Const

    return Const(n)


# --- levelers (702.87, 711) ----------------------------------------------------------------

CORALHELM = """Level up {1}
LEVEL 2-3
3/3
Flying
LEVEL 4+
4/4
Flying
Other Merfolk creatures you control get +1/+1."""


def test_leveler_bands_are_level_symbols_with_compiled_abilities() -> None:
    lord = StaticAbility(
        text="Other Merfolk creatures you control get +1/+1.",
        effects=(EffectSpec((ModifyPT(_c(1), _c(1)),), Affects.MATCHING,  # type: ignore[arg-type]
                            creatures(subtypes=frozenset({"Merfolk"}), controller="you",
                                      other=True)),),
    )
    assert abilities(CORALHELM, "Coralhelm Commander") == (
        level_up(ManaCost.parse("{1}")),
        LevelBand.make(2, 3, 3, 3, (FLYING,)),
        LevelBand.make(4, None, 4, 4, (FLYING, lord)),
    )


def test_a_band_condition_is_the_level_range() -> None:
    band = abilities(CORALHELM, "Coralhelm Commander")[1]
    assert isinstance(band, LevelBand)
    assert band.effects[0].condition == LevelBetween(2, 3)


def test_band_abilities_may_be_activated_abilities_naming_the_card() -> None:
    text = """Level up {3}{R}
LEVEL 1-2
2/3
{T}: Brimstone Mage deals 1 damage to any target.
LEVEL 3+
2/4
{T}: Brimstone Mage deals 3 damage to any target."""
    _, _, high = abilities(text, "Brimstone Mage")
    assert isinstance(high, LevelBand)
    (ping,) = high.granted
    assert isinstance(ping, ActivatedAbility)
    assert ping.cost == Cost(tap=True)
    assert ping.effect == (DealDamage(_c(3), TargetRef(0)),)  # type: ignore[arg-type]
    assert ping.targets == (TargetSpec(kind="any", text="any target"),)


# --- activated, loyalty, mana, triggered ------------------------------------------------------


def test_activated_ability_with_mana_tap_and_a_target() -> None:
    got = one("{B}, {T}: Target creature gets -2/-2 until end of turn.")
    assert isinstance(got, ActivatedAbility)
    assert got.cost == Cost(mana=ManaCost.parse("{B}"), tap=True)
    assert got.effect == (target_effect(ModifyPT(_c(-2), _c(-2))),)
    assert untexted(got.targets) == (TargetSpec(filter=creatures()),)
    assert got.targets[0].text == "target creature"


def test_loyalty_abilities_with_the_printed_minus_sign() -> None:
    plus, minus = abilities("[+1]: You draw a card and you lose 1 life.\n"
                            "[−3]: Destroy target creature.", "Ob Nixilis Reignited")
    assert isinstance(plus, ActivatedAbility) and isinstance(minus, ActivatedAbility)
    assert plus.loyalty and plus.cost == Cost(loyalty=1)
    assert minus.cost == Cost(loyalty=-3) and minus.text.startswith("[−3]")
    assert minus.effect == (Destroy(TargetRef(0)),)


def test_mana_abilities_fixed_one_of_and_any_colour() -> None:
    fixed = one("{T}: Add {C}{C}.")
    choice = one("{T}: Add {G}, {W}, or {U}.")
    rainbow = one("{T}: Add one mana of any color.")
    assert isinstance(fixed, ActivatedAbility) and fixed.is_mana
    assert fixed.effect == (AddMana(symbols=("C", "C")),)
    assert isinstance(choice, ActivatedAbility)
    assert choice.effect == (AddMana(any_of=("G", "W", "U")),)
    assert isinstance(rainbow, ActivatedAbility)
    assert rainbow.effect == (AddMana(any_of=("W", "U", "B", "R", "G")),)


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
    assert got.effect == (GainLife(_c(5), PlayerRef("you")),)  # type: ignore[arg-type]


def test_modal_spell_has_one_program_per_mode() -> None:
    got = one("Choose one —\n• Target player gains 3 life.\n• Prevent the next 3 damage that "
              "would be dealt to any target this turn.", "Healing Salve", is_spell=True)
    assert isinstance(got, SpellAbility)
    assert got.modes == ((GainLife(_c(3), PlayerRef("target", 0)),),  # type: ignore[arg-type]
                         (PreventDamage(TargetRef(0), _c(3)),))  # type: ignore[arg-type]
    assert [t.kind for ts in got.mode_targets for t in ts] == ["player", "any"]


def test_lines_of_a_spell_form_one_spell_ability_with_targets_in_text_order() -> None:
    got = spell("Move all counters from target creature onto another target creature.")
    assert [t.distinct_from for t in got.targets] == [None, 0]


def test_an_unknown_clause_is_reported_and_the_rest_still_compiles() -> None:
    compiled = compile_text("Flying\nWhenever you cast a spell, scry 1.", "Test Card")
    assert compiled.abilities[0] == FLYING
    assert compiled.unknown == ("Whenever you cast a spell, scry 1.",)


# --- the cards the issue names -------------------------------------------------------------


def test_glorious_anthem() -> None:
    assert one("Creatures you control get +1/+1.") == StaticAbility(
        text="Creatures you control get +1/+1.",
        effects=(EffectSpec((ModifyPT(_c(1), _c(1)),), Affects.MATCHING,  # type: ignore[arg-type]
                            creatures(controller="you")),))


def test_godhead_of_awe() -> None:
    _, static = abilities("Flying\nOther creatures have base power and toughness 1/1.")
    assert isinstance(static, StaticAbility)
    assert static.effects == (EffectSpec((SetPT(_c(1), _c(1)),), Affects.MATCHING,  # type: ignore[arg-type]
                                         creatures(other=True)),)


def test_giant_growth() -> None:
    got = spell("Target creature gets +3/+3 until end of turn.", "Giant Growth")
    assert untexted(got.targets) == (TargetSpec(kind="object", filter=creatures()),)
    assert got.effect == (target_effect(ModifyPT(_c(3), _c(3))),)


def test_diminish_sets_base_power_and_toughness() -> None:
    got = spell("Target creature has base power and toughness 1/1 until end of turn.")
    assert got.effect == (target_effect(SetPT(_c(1), _c(1))),)


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
                      ModifyPT(_c(1), _c(0))),
        Draw(),
    )


def test_clockspinning_buyback_and_chosen_counter() -> None:
    from tabletop.engine.definitions.instructions import AddOrRemoveChosenCounter

    buyback, ability = abilities(
        "Buyback {3} (You may pay an additional {3} as you cast this spell. If you do, put "
        "this card into your hand as it resolves.)\nChoose a counter on target permanent or "
        "suspended card. Remove that counter from that permanent or card or put another of "
        "those counters on it.", "Clockspinning", is_spell=True)
    assert buyback == KeywordAbility("Buyback {3}", "Buyback", parameter="{3}")
    assert isinstance(ability, SpellAbility)
    assert ability.effect == (AddOrRemoveChosenCounter(TargetRef(0)),)
    assert ability.targets[0].text == "target permanent or suspended card"


def test_vampire_hexmage() -> None:
    from tabletop.engine.definitions.instructions import RemoveCounters

    _, sac = abilities("First strike\nSacrifice Vampire Hexmage: Remove all counters from "
                       "target permanent.", "Vampire Hexmage")
    assert isinstance(sac, ActivatedAbility)
    assert sac.cost == Cost(sacrifice_self=True)
    assert sac.effect == (RemoveCounters(None, None, TargetRef()),)
    assert untexted(sac.targets) == (TargetSpec(filter=ObjectFilter()),)


def test_serendib_sorcerer_targets_a_creature_other_than_itself() -> None:
    got = one("{T}: Target creature other than Serendib Sorcerer has base power and toughness "
              "0/2 until end of turn.", "Serendib Sorcerer")
    assert isinstance(got, ActivatedAbility)
    assert got.cost == Cost(tap=True)
    assert got.effect == (target_effect(SetPT(_c(0), _c(2))),)
    (target,) = got.targets
    assert target.not_source and target.filter == creatures(other=True)


def test_serra_avatar_is_a_characteristic_defining_ability() -> None:
    from tabletop.engine.definitions.expressions import LifeTotal
    from tabletop.engine.definitions.instructions import Shuffle
    from tabletop.engine.definitions.trigger_conditions import TriggerEvent

    cda, trigger = abilities(
        "Serra Avatar's power and toughness are each equal to your life total.\nWhen Serra "
        "Avatar is put into a graveyard from anywhere, shuffle it into its owner's library.",
        "Serra Avatar")
    assert cda == StaticAbility(
        text="Serra Avatar's power and toughness are each equal to your life total.",
        cda=True, effects=(EffectSpec((SetPT(LifeTotal(), LifeTotal()),), Affects.SELF),))
    assert isinstance(trigger, TriggeredAbility) and trigger.trigger is not None
    assert trigger.trigger.event == TriggerEvent.PUT_INTO_GRAVEYARD
    assert trigger.trigger.from_zone == "anywhere"
    assert trigger.effect == (Shuffle(PlayerRef("owner"), SelfRef()),)


def test_serras_boon_two_conditional_effects_on_the_enchanted_creature() -> None:
    _, boon = abilities("Enchant creature\nEnchanted creature gets +1/+2 as long as it's white. "
                        "Otherwise, it gets -2/-1.", "Serra's Boon")
    white = AffectedHasColor(Color.WHITE)
    assert isinstance(boon, StaticAbility)
    assert boon.effects == (
        EffectSpec((ModifyPT(_c(1), _c(2)),), Affects.ATTACHED, condition=white,  # type: ignore[arg-type]
                   per_object_condition=True),
        EffectSpec((ModifyPT(_c(-2), _c(-1)),), Affects.ATTACHED,  # type: ignore[arg-type]
                   condition=Not(white), per_object_condition=True),
    )


def test_nightmare_lash_and_empyrial_plate_count_for_each() -> None:
    lash, equip = abilities("Equipped creature gets +1/+1 for each Swamp you control.\n"
                            "Equip—Pay 3 life. (Pay 3 life: Attach to target creature you "
                            "control.)", "Nightmare Lash")
    swamps = CountPermanents(ObjectFilter(subtypes=frozenset({"Swamp"}), controller="you"))
    assert isinstance(lash, StaticAbility)
    assert lash.effects == (EffectSpec((ModifyPT(swamps, swamps),), Affects.ATTACHED),)
    assert isinstance(equip, ActivatedAbility) and equip.cost == Cost(pay_life=3)
    plate = one("Equipped creature gets +1/+1 for each card in your hand.")
    hand = CardsInZone(Zone.HAND)
    assert isinstance(plate, StaticAbility)
    assert plate.effects == (EffectSpec((ModifyPT(hand, hand),), Affects.ATTACHED),)


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


def test_humility() -> None:
    from tabletop.engine.definitions.effects import RemoveAbilities

    got = one("All creatures lose all abilities and have base power and toughness 1/1.")
    assert isinstance(got, StaticAbility)
    assert got.effects == (EffectSpec((RemoveAbilities(all=True), SetPT(_c(1), _c(1))),  # type: ignore[arg-type]
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


def test_conspiracy_chosen_type_everywhere() -> None:
    choose, static = abilities(
        "As Conspiracy enters, choose a creature type.\nCreatures you control are the chosen "
        "type. The same is true for creature spells you control and creature cards you own "
        "that aren't on the battlefield.", "Conspiracy")
    assert isinstance(choose, StaticAbility)
    assert choose.replacement == EntersWithChoice("creature_type")
    assert isinstance(static, StaticAbility)
    change = ChangeTypes(chosen_type=True, lose_other_creature_types=True)
    assert {s.mods for s in static.effects} == {(change,)}
    zones = [s.filter.zone for s in static.effects if s.filter is not None]
    assert zones == [Zone.BATTLEFIELD, Zone.STACK, Zone.HAND, Zone.LIBRARY, Zone.GRAVEYARD,
                     Zone.EXILE, Zone.COMMAND]


def test_mind_bend_changes_colour_words_or_basic_land_types() -> None:
    from tabletop.engine.definitions.instructions import ChangeTextOf

    got = spell("Change the text of target permanent by replacing all instances of one color "
                "word with another or one basic land type with another. (For example, you may "
                "change \"nonblack creature\" to \"nongreen creature\".)")
    assert got.effect == (ChangeTextOf(TargetRef(0), color_words=True, land_types=True),)


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
        SetPT(_c(0), _c(1)),  # type: ignore[arg-type]
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
        SetPT(_c(1), _c(1)),  # type: ignore[arg-type]
    ), Affects.ATTACHED),)


def test_mirror_entity_x_until_end_of_turn() -> None:
    _, pump = abilities("Changeling\n{X}: Until end of turn, creatures you control have base "
                        "power and toughness X/X and gain all creature types.", "Mirror Entity")
    assert isinstance(pump, ActivatedAbility)
    assert pump.choices == ("x",)
    spec = EffectSpec((ChangeTypes(all_creature_types=True), SetPT(XValue(), XValue())),
                      Affects.MATCHING, creatures(controller="you"), duration=EOT)
    assert pump.effect == (CreateEffect(spec, EOT),)


def test_tarmogoyf() -> None:
    from tabletop.engine.definitions.expressions import CardTypesInGraveyards, Sum

    got = one("Tarmogoyf's power is equal to the number of card types among cards in all "
              "graveyards and its toughness is equal to that number plus 1.", "Tarmogoyf")
    n = CardTypesInGraveyards()
    assert got == StaticAbility(text=got.text, cda=True, effects=(
        EffectSpec((SetPT(n, Sum(n, _c(1))),), Affects.SELF),))  # type: ignore[arg-type]


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
                                   add_subtypes=("Assembly-Worker",)), SetPT(_c(2), _c(2))),  # type: ignore[arg-type]
                      Affects.SELF, duration=EOT)
    assert animate.effect == (CreateEffect(spec, EOT),)
    assert pump.targets[0].filter == creatures(subtypes=frozenset({"Assembly-Worker"}))


def test_painters_servant_and_mycosynth_lattice_reach_every_zone() -> None:
    from tabletop.engine.definitions.effects import ChangeColors, RuleChange

    choose, paint = abilities("As Painter's Servant enters, choose a color.\nAll cards that "
                              "aren't on the battlefield, spells, and permanents are the chosen "
                              "color in addition to their other colors.", "Painter's Servant")
    assert isinstance(choose, StaticAbility) and choose.replacement == EntersWithChoice("color")
    everything = ObjectFilter(zone=None)
    assert isinstance(paint, StaticAbility)
    assert paint.effects == (EffectSpec((ChangeColors(chosen_color=True),), Affects.MATCHING,
                                        everything),)
    artifacts, colorless, mana = abilities(
        "All permanents are artifacts in addition to their other types.\nAll cards that aren't "
        "on the battlefield, spells, and permanents are colorless.\nPlayers may spend mana as "
        "though it were mana of any color.", "Mycosynth Lattice")
    assert isinstance(artifacts, StaticAbility) and isinstance(colorless, StaticAbility)
    assert artifacts.effects == (EffectSpec(
        (ChangeTypes(add_types=frozenset({CardType.ARTIFACT})),), Affects.MATCHING,
        ObjectFilter()),)
    assert colorless.effects == (EffectSpec((ChangeColors(set_colors=frozenset()),),
                                            Affects.MATCHING, everything),)
    assert isinstance(mana, StaticAbility)
    (change,) = mana.effects[0].mods
    assert isinstance(change, RuleChange) and change.kind == "spend_mana_as_any_color"


def test_volraths_shapeshifter_copies_the_top_creature_card_and_keeps_its_ability() -> None:
    from tabletop.engine.definitions.instructions import Discard

    text = ("As long as the top card of your graveyard is a creature card, Volrath's "
            "Shapeshifter has the full text of that card and has the text \"{2}: Discard a "
            "card.\" (Volrath's Shapeshifter has that card's name, mana cost, color, types, "
            "abilities, power, and toughness.)\n{2}: Discard a card.")
    copy, discard = abilities(text, "Volrath's Shapeshifter")
    assert isinstance(discard, ActivatedAbility) and discard.effect == (Discard(),)
    assert isinstance(copy, StaticAbility)
    (spec,) = copy.effects
    assert spec.condition == TopOfGraveyardIs(creatures(zone=None))
    assert spec.mods == (CopyTopOfGraveyard((discard,)),)


def test_berserk_where_x_is_its_power_and_a_delayed_trigger() -> None:
    from tabletop.engine.definitions.conditions import AttackedThisTurn
    from tabletop.engine.definitions.instructions import CreateDelayedTrigger

    restriction, ability = abilities(
        "Cast this spell only before the combat damage step.\nTarget creature gains trample "
        "and gets +X/+0 until end of turn, where X is its power. At the beginning of the next "
        "end step, destroy that creature if it attacked this turn.", "Berserk", is_spell=True)
    assert isinstance(restriction, StaticAbility)
    assert isinstance(ability, SpellAbility)
    pump, delayed = ability.effect
    assert pump == target_effect(AddAbilities((KeywordAbility("Trample", "Trample"),)),
                                 ModifyPT(PowerOf(), _c(0)))  # type: ignore[arg-type]
    assert isinstance(delayed, CreateDelayedTrigger)
    assert delayed.effect == (Destroy(TargetRef(0)),)
    assert delayed.condition == AttackedThisTurn()


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
    assert grow.effect == (PutCounters("+1/+1", _c(1), SelfRef()),)  # type: ignore[arg-type]
    scales = one("If one or more +1/+1 counters would be put on a creature you control, that "
                 "many plus one +1/+1 counters are put on it instead.")
    assert isinstance(scales, StaticAbility)
    assert scales.replacement == ModifyCounters("+1/+1", creatures(controller="you"), plus=1)


def test_elder_of_laurels_where_x_is_a_count() -> None:
    got = one("{3}{G}: Target creature gets +X/+X until end of turn, where X is the number of "
              "creatures you control.")
    count = CountPermanents(creatures(controller="you"))
    assert isinstance(got, ActivatedAbility)
    assert got.effect == (target_effect(ModifyPT(count, count)),)


def test_public_execution_affects_the_other_creatures_of_that_player() -> None:
    from tabletop.engine.definitions.instructions import CreateEffectOn, EachMatching

    got = spell("Destroy target creature an opponent controls. Each other creature that player "
                "controls gets -2/-0 until end of turn.")
    destroy, weaken = got.effect
    assert destroy == Destroy(TargetRef(0))
    assert isinstance(weaken, CreateEffectOn)
    assert weaken.on == EachMatching(creatures(), PlayerRef("controller", 0), except_target=0)


def test_pyroclasm_and_jace_players() -> None:
    from tabletop.engine.definitions.instructions import EachRef

    assert spell("Pyroclasm deals 2 damage to each creature.", "Pyroclasm").effect == (
        DealDamage(_c(2), EachRef(creatures())),)  # type: ignore[arg-type]
    plus = one("[+1]: Draw a card. Target player mills a card.")
    assert isinstance(plus, ActivatedAbility)
    assert plus.effect == (Draw(), Mill(_c(1), PlayerRef("target", 0)))  # type: ignore[arg-type]


def test_describe_puts_every_ability_in_words() -> None:
    lines = [line for a in abilities(CORALHELM, "Coralhelm Commander")
             for line in describe_ability(a)]
    assert lines[1] == "LEVEL 2-3: base P/T 3/3"
    assert lines[-1].strip() == "static: other Merfolk creatures you control: +1/+1"
