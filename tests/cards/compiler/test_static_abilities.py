"""Static abilities (604), characteristic-defining abilities (604.3) and rules changes."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import ActivatedAbility, StaticAbility, TriggeredAbility
from tabletop.engine.definitions.conditions import TopOfGraveyardIs
from tabletop.engine.definitions.effects import (
    Affects,
    ChangeTypes,
    EffectSpec,
    ModifyPT,
    RuleChange,
    SetController,
    SetPT,
)
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import PlayerRef, SelfRef
from tabletop.engine.definitions.replacement_specs import (
    ACTIVATION_COST_REDUCTION,
    CANT_ACTIVATE,
    CANT_ATTACK_OR_BLOCK,
    SPEND_MANA_AS_ANY_COLOR,
    CopyTopOfGraveyard,
    EntersWithChoice,
)
from tabletop.engine.model.enums import CardType, Zone
from tests.cards.compiler.compiling import abilities, const, creatures, one, printed


def test_glorious_anthem() -> None:
    assert one("Creatures you control get +1/+1.") == StaticAbility(
        text="Creatures you control get +1/+1.",
        effects=(EffectSpec((ModifyPT(const(1), const(1)),), Affects.MATCHING,
                            creatures(controller="you")),))


def test_godhead_of_awe() -> None:
    _, static = abilities("Flying\nOther creatures have base power and toughness 1/1.")
    assert isinstance(static, StaticAbility)
    assert static.effects == (EffectSpec((SetPT(const(1), const(1)),), Affects.MATCHING,
                                         creatures(other=True)),)


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


def test_tarmogoyf() -> None:
    from tabletop.engine.definitions.expressions import CardTypesInGraveyards, Sum

    got = one("Tarmogoyf's power is equal to the number of card types among cards in all "
              "graveyards and its toughness is equal to that number plus 1.", "Tarmogoyf")
    n = CardTypesInGraveyards()
    assert got == StaticAbility(text=got.text, cda=True, effects=(
        EffectSpec((SetPT(n, Sum(n, const(1))),), Affects.SELF),))


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


# --- real cards from resources/cards


def test_you_control_enchanted_creature() -> None:
    _, control = printed("Mind Control")
    assert isinstance(control, StaticAbility)
    assert control.effects == (EffectSpec((SetController("you"),), Affects.ATTACHED),)


def test_cant_attack_or_block_and_no_activated_abilities_but_mana_abilities() -> None:
    *_, fetters = printed("Faith's Fetters")
    assert isinstance(fetters, StaticAbility)
    assert [m.kind for m in fetters.effects[0].mods if isinstance(m, RuleChange)] == [
        CANT_ATTACK_OR_BLOCK, CANT_ACTIVATE]


def test_activation_costs_of_creatures_you_control_are_reduced() -> None:
    (grounds,) = printed("Training Grounds")
    assert isinstance(grounds, StaticAbility)
    change = RuleChange(ACTIVATION_COST_REDUCTION, (("amount", 2), ("min_mana", 1)))
    assert grounds.effects == (EffectSpec((change,), Affects.MATCHING,
                                          creatures(controller="you")),)


def test_blue_mana_as_any_colour_for_its_own_abilities() -> None:
    _, spend = printed("Quicksilver Elemental")
    assert isinstance(spend, StaticAbility)
    (change,) = spend.effects[0].mods
    assert isinstance(change, RuleChange) and change.kind == SPEND_MANA_AS_ANY_COLOR
    assert dict(change.params)["mana"] == "U" and spend.effects[0].affects == Affects.SELF


def test_combat_and_untap_restrictions_and_requirements() -> None:
    """508.1c-d, 509.1b and 502.3 as rule changes on the objects the sentence names."""
    from tabletop.engine.definitions.replacement_specs import (
        ATTACKS_EACH_COMBAT,
        BLOCK_ONLY_FLYERS,
        CANT_ATTACK,
        CANT_BLOCK,
        DOESNT_UNTAP,
    )

    def kind(text: str, name: str = "Test Card") -> tuple[str, Affects]:
        ability = one(text, name)
        assert isinstance(ability, StaticAbility)
        (spec,) = ability.effects
        (mod,) = spec.mods
        assert isinstance(mod, RuleChange)
        return mod.kind, spec.affects

    assert kind("Craven Knight can't block.", "Craven Knight") == (CANT_BLOCK, Affects.SELF)
    assert kind("Enchanted creature can't attack.") == (CANT_ATTACK, Affects.ATTACHED)
    assert kind("Bloodrock Cyclops attacks each combat if able.", "Bloodrock Cyclops") == (
        ATTACKS_EACH_COMBAT, Affects.SELF)
    assert kind("Cloud Sprite can block only creatures with flying.", "Cloud Sprite") == (
        BLOCK_ONLY_FLYERS, Affects.SELF)
    assert kind("Nettle Sentinel doesn't untap during your untap step.",
                "Nettle Sentinel") == (DOESNT_UNTAP, Affects.SELF)
    assert kind("Enchanted creature doesn't untap during its controller's untap step.") == (
        DOESNT_UNTAP, Affects.ATTACHED)
    assert kind("Creatures your opponents control can't block.")[0] == CANT_BLOCK
