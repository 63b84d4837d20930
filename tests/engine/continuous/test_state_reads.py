"""Tapping is no characteristic (110.5): it changes characteristics only through an effect
that looks at it. The layer result is kept across a tap unless one of its effects reads
the tapped state; the suite's debug mode (TABLETOP_ENGINE_CHECK) compares every kept
result with a fresh one, so a wrongly kept result fails everywhere, not only here."""

from __future__ import annotations

from tabletop.engine.continuous.state_reads import state_reads
from tabletop.engine.definitions.effects import Affects, EffectSpec, ModifyPT
from tabletop.engine.definitions.expressions import Const
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import CardType
from tests.engine.cardkit import CREATURE, creature, enter, game_with, static

# "Tapped creatures get -1/-1." (a hand-built effect reading the tapped state)
WEIGHT = CardDefinition("Heavy Weight", types=frozenset({CardType.ENCHANTMENT}), abilities=(
    static("Tapped creatures get -1/-1.", EffectSpec(
        (ModifyPT(Const(-1), Const(-1)),), Affects.MATCHING,
        ObjectFilter(types=CREATURE, tapped=True))),))


def test_effects_say_which_object_states_they_read() -> None:
    spec = WEIGHT.abilities[0].effects[0]  # type: ignore[attr-defined]
    assert state_reads(spec) == frozenset({"tapped"})
    anthem = EffectSpec((ModifyPT(Const(1), Const(1)),), Affects.MATCHING,
                        ObjectFilter(types=CREATURE))
    assert state_reads(anthem) == frozenset()


def test_110_5_tapping_keeps_the_layer_result_when_no_effect_reads_it() -> None:
    g = game_with(creature("Bear", 2, 2))
    bear = enter(g, "Bear")
    kept = g.result
    g.perform(A.SetTapped(bear))
    assert g.result is kept
    assert g.chars(bear).power == 2


def test_an_effect_that_reads_the_tapped_state_recomputes_on_a_tap() -> None:
    g = game_with(creature("Bear", 2, 2), WEIGHT)
    bear = enter(g, "Bear")
    enter(g, "Heavy Weight")
    kept = g.result
    g.perform(A.SetTapped(bear))
    assert g.result is not kept
    assert (g.chars(bear).power, g.chars(bear).toughness) == (1, 1)
    g.perform(A.SetTapped(bear, False))
    assert (g.chars(bear).power, g.chars(bear).toughness) == (2, 2)
