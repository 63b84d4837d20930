"""Targets (115): numbered in the order they are written, with the words printed."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import ActivatedAbility, SpellAbility
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.effects import SetPT
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    ChangeTarget,
    ExchangeControl,
    ReturnToHand,
    SelfRef,
    TargetRef,
    TargetSpec,
)
from tabletop.engine.model.enums import CardType
from tests.cards.compiler.compiling import (
    const,
    creatures,
    one,
    printed,
    spell,
    target_effect,
    untexted,
)


def test_serendib_sorcerer_targets_a_creature_other_than_itself() -> None:
    got = one("{T}: Target creature other than Serendib Sorcerer has base power and toughness "
              "0/2 until end of turn.", "Serendib Sorcerer")
    assert isinstance(got, ActivatedAbility)
    assert got.cost == Cost(tap=True)
    assert got.effect == (target_effect(SetPT(const(0), const(2))),)
    (target,) = got.targets
    assert target.not_source and target.filter == creatures(other=True)


def test_lines_of_a_spell_form_one_spell_ability_with_targets_in_text_order() -> None:
    got = spell("Move all counters from target creature onto another target creature.")
    assert [t.distinct_from for t in got.targets] == [None, 0]


# --- real cards from resources/cards


def test_up_to_two_targets_are_two_optional_distinct_targets() -> None:
    (void,) = printed("Into the Void")
    assert isinstance(void, SpellAbility)
    assert [(t.count_min, t.count_max, t.distinct_from) for t in void.targets] == [
        (0, 1, None), (0, 1, 0)]
    assert {t.text for t in void.targets} == {"up to two target creatures"}
    assert void.effect == (ReturnToHand(TargetRef(0)), ReturnToHand(TargetRef(1)))


def test_two_target_creatures_must_both_be_chosen() -> None:
    (switch,) = printed("Switcheroo")
    assert isinstance(switch, SpellAbility)
    assert [(t.count_min, t.distinct_from) for t in switch.targets] == [(1, None), (1, 0)]
    assert switch.effect == (ExchangeControl(TargetRef(0), TargetRef(1)),)


def test_a_spell_or_ability_is_targeted_on_the_stack() -> None:
    (redirect,) = printed("Spellskite")
    assert isinstance(redirect, ActivatedAbility)
    (target,) = redirect.targets
    assert (target.kind, target.zone) == ("spell_or_ability", "stack")
    assert redirect.effect == (ChangeTarget(TargetRef(0), SelfRef()),)


def test_target_player_or_planeswalker_and_a_creature_with_power_2_or_less() -> None:
    ping, _ = printed("Witch Hunter")
    assert isinstance(ping, ActivatedAbility)
    planeswalker = ObjectFilter(types=frozenset({CardType.PLANESWALKER}))
    assert untexted(ping.targets) == (TargetSpec(kind="any", filter=planeswalker),)
    (breath,) = printed("Last Breath")
    assert isinstance(breath, SpellAbility)
    assert untexted(breath.targets) == (TargetSpec(filter=creatures(power_at_most=2)),)
    assert breath.targets[0].text == "target creature with power 2 or less"
