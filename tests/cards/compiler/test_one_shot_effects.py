"""One-shot effects (608.2c): instructions, sentences and spell lines."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import (
    KeywordAbility,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)
from tabletop.engine.definitions.effects import AddAbilities, ModifyPT, SetController
from tabletop.engine.definitions.expressions import PowerOf
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    Destroy,
    Draw,
    Exile,
    FoundRef,
    PlayerRef,
    ReturnToBattlefield,
    Search,
    Shuffle,
    TapOrUntap,
    TargetRef,
)
from tests.cards.compiler.compiling import abilities, const, printed, spell, target_effect


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


def test_mind_bend_changes_colour_words_or_basic_land_types() -> None:
    from tabletop.engine.definitions.instructions import ChangeTextOf

    got = spell("Change the text of target permanent by replacing all instances of one color "
                "word with another or one basic land type with another. (For example, you may "
                "change \"nonblack creature\" to \"nongreen creature\".)")
    assert got.effect == (ChangeTextOf(TargetRef(0), color_words=True, land_types=True),)


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
                                 ModifyPT(PowerOf(), const(0)))
    assert isinstance(delayed, CreateDelayedTrigger)
    assert delayed.effect == (Destroy(TargetRef(0)),)
    assert delayed.condition == AttackedThisTurn()


# --- real cards from resources/cards


def test_exile_then_return_now_or_at_the_next_end_step_with_a_counter() -> None:
    (shift,) = printed("Cloudshift")
    (journey,) = printed("Otherworldly Journey")
    assert isinstance(shift, SpellAbility) and isinstance(journey, SpellAbility)
    assert shift.effect == (Exile(TargetRef(0), return_now=True),)
    assert journey.effect == (Exile(TargetRef(0), return_at_end_step=True,
                                    return_counters=(("+1/+1", 1),)),)


def test_it_cant_be_regenerated_and_the_next_line_joins_the_spell() -> None:
    (annihilate,) = printed("Annihilate")
    assert isinstance(annihilate, SpellAbility)
    assert annihilate.effect == (Destroy(TargetRef(0), no_regeneration=True), Draw())


def test_gain_control_untap_and_haste_in_order() -> None:
    (treason,) = printed("Act of Treason")
    assert isinstance(treason, SpellAbility)
    assert treason.effect == (
        target_effect(SetController("you")),
        TapOrUntap(TargetRef(0), untap=True),
        target_effect(AddAbilities((KeywordAbility("Haste", "Haste"),))),
    )


def test_search_your_library_for_a_forest_card_onto_the_battlefield() -> None:
    (elves,) = printed("Wood Elves")
    assert isinstance(elves, TriggeredAbility)
    forest = ObjectFilter(subtypes=frozenset({"Forest"}), zone=None)
    assert elves.effect == (Search(forest, to="found"),
                            ReturnToBattlefield(FoundRef(), under_your_control=True),
                            Shuffle(PlayerRef("you")))
