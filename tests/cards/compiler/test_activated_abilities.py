"""Activated (602), loyalty (606) and mana (605) abilities."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import ActivatedAbility
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.effects import ModifyPT
from tabletop.engine.definitions.instructions import AddMana, Destroy, TargetRef, TargetSpec
from tabletop.engine.model.mana import ManaCost
from tests.cards.compiler.compiling import (
    abilities,
    const,
    creatures,
    one,
    printed,
    target_effect,
    untexted,
)


def test_activated_ability_with_mana_tap_and_a_target() -> None:
    got = one("{B}, {T}: Target creature gets -2/-2 until end of turn.")
    assert isinstance(got, ActivatedAbility)
    assert got.cost == Cost(mana=ManaCost.parse("{B}"), tap=True)
    assert got.effect == (target_effect(ModifyPT(const(-2), const(-2))),)
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


# --- real cards from resources/cards


def test_a_choice_of_colours_is_made_as_the_mana_ability_resolves() -> None:
    _, hierarch = printed("Noble Hierarch")
    (myr,) = printed("Alloy Myr")
    (ring,) = printed("Sol Ring")
    assert isinstance(hierarch, ActivatedAbility) and hierarch.is_mana
    assert hierarch.effect == (AddMana(any_of=("G", "W", "U")),)
    assert isinstance(myr, ActivatedAbility) and isinstance(ring, ActivatedAbility)
    assert hierarch.choices == myr.choices == ("color",)
    assert ring.choices == () and ring.effect == (AddMana(symbols=("C", "C")),)


def test_loyalty_abilities_are_activated_as_a_sorcery_and_cost_loyalty() -> None:
    plus, zero, minus = printed("Jace, Memory Adept")
    assert isinstance(plus, ActivatedAbility) and isinstance(zero, ActivatedAbility)
    assert isinstance(minus, ActivatedAbility)
    assert [a.cost.loyalty for a in (plus, zero, minus) if a.cost] == [1, 0, -7]
    assert all(a.loyalty and a.timing == "sorcery" for a in (plus, zero, minus))


def test_an_activated_ability_without_a_timing_rule_is_activated_any_time() -> None:
    (pump,) = printed("Tireless Tribe")
    assert isinstance(pump, ActivatedAbility)
    assert pump.timing == "instant" and not pump.once_per_turn and not pump.is_mana
