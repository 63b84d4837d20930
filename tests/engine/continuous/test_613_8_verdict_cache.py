"""613.8a verdicts are remembered between layer passes until one of the two effects or an
object they touch changes (tabletop/engine/continuous/verdicts.py). The test suite runs
with TABLETOP_ENGINE_CHECK=1, so every remembered answer used anywhere is also computed
afresh and compared; these tests check the remembering itself."""

from __future__ import annotations

import pytest

from tabletop.engine.continuous.verdicts import VerdictCache, per_object
from tabletop.engine.definitions.conditions import YourTurn
from tabletop.engine.definitions.effects import (
    Affects,
    ChangeTypes,
    ContinuousEffect,
    EffectSpec,
    ModifyPT,
    SetPT,
)
from tabletop.engine.definitions.expressions import Const, CountPermanents, PowerOf
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import CardType, Layer
from tests.engine.cardkit import (
    CREATURE,
    blood_moon,
    creature,
    enter,
    game_with,
    land,
    static,
    urborg,
)

ENCHANTMENT = frozenset({CardType.ENCHANTMENT})
LAND = frozenset({CardType.LAND})


def _type_deps(game: object) -> list[str]:
    result = game.recorded  # type: ignore[attr-defined]
    return [kind for layer, _, _, kind in result.dependencies if layer == Layer.TYPE]


def test_613_8a_a_verdict_is_reused_while_nothing_it_rests_on_changes() -> None:
    """Urborg depends on Blood Moon (613.8a, existence). A creature leaving changes neither
    effect nor any land: the next full pass reuses the answer."""
    g = game_with(blood_moon(), urborg(), creature("Bear", 2, 2))
    urb = enter(g, "Urborg, Tomb of Yawgmoth")
    enter(g, "Blood Moon")
    bear = enter(g, "Bear")
    assert g.chars(urb).subtypes == frozenset({"Mountain"})
    hits, misses = g.verdicts.hits, g.verdicts.misses
    g.perform(A.MoveObject(bear, "graveyard"))
    assert g.chars(urb).subtypes == frozenset({"Mountain"})
    assert g.verdicts.hits > hits and g.verdicts.misses == misses
    assert "depends" in _type_deps(g)


def test_613_8a_a_verdict_is_asked_again_when_an_object_it_rests_on_changes() -> None:
    """"All Forests are creatures" depends on "each land is a Forest" only while there is
    a land that is not a Forest yet (613.8a, the set it applies to). When the Mountain
    leaves, the remembered answer's witness no longer holds: it is asked again, and the
    dependency is gone."""
    living = CardDefinition("Living Forests", types=ENCHANTMENT, abilities=(static(
        "All Forests are 1/1 creatures.", EffectSpec(
            (ChangeTypes(add_types=CREATURE), SetPT(Const(1), Const(1))), Affects.MATCHING,
            ObjectFilter(subtypes=frozenset({"Forest"})))),))
    spread = CardDefinition("Verdant Spread", types=ENCHANTMENT, abilities=(static(
        "Each land is a Forest.", EffectSpec(
            (ChangeTypes(add_subtypes=("Forest",)),), Affects.MATCHING,
            ObjectFilter(types=LAND))),))
    g = game_with(living, spread, land("Mountain", ("Mountain",), True))
    mountain = enter(g, "Mountain")
    enter(g, "Living Forests")
    enter(g, "Verdant Spread")
    assert CardType.CREATURE in g.chars(mountain).types
    assert "depends" in _type_deps(g)
    misses = g.verdicts.misses
    g.perform(A.DestroyObject(mountain))
    assert "depends" not in _type_deps(g)
    assert g.verdicts.misses > misses


def _effect(spec: EffectSpec) -> ContinuousEffect:
    return ContinuousEffect(eid=1, spec=spec, source=1, source_name="Test", controller="Alice",
                            timestamp=1, from_static=True)


def test_only_effects_that_read_their_own_objects_have_answers_remembered() -> None:
    """A count of other permanents or "during your turn" can change without any object the
    pair touches changing: such effects are decided afresh every pass."""
    creatures = ObjectFilter(types=CREATURE)
    anthem = EffectSpec((ModifyPT(Const(1), Const(1)),), Affects.MATCHING, creatures)
    own_power = EffectSpec((ModifyPT(PowerOf(), Const(0)),), Affects.MATCHING, creatures)
    counting = EffectSpec((ModifyPT(CountPermanents(creatures), Const(0)),), Affects.SELF)
    on_turn = EffectSpec((ModifyPT(Const(1), Const(1)),), Affects.MATCHING, creatures,
                         condition=YourTurn())
    assert per_object(_effect(anthem)) and per_object(_effect(own_power))
    assert not per_object(_effect(counting))
    assert not per_object(_effect(on_turn))


def test_the_check_mode_catches_a_remembered_answer_that_is_wrong() -> None:
    """With checking on, a reused answer that differs from a fresh one raises."""
    cache = VerdictCache()
    cache.check = True
    a = _effect(EffectSpec((ModifyPT(Const(1), Const(1)),), Affects.SELF))
    b = _effect(EffectSpec((ModifyPT(Const(2), Const(2)),), Affects.SELF))
    b.eid = 2
    assert cache.verdict(Layer.PT_MODIFY, a, b, lambda: ("same",), lambda: True) is True
    with pytest.raises(AssertionError, match=r"613\.8a verdict cache"):
        cache.verdict(Layer.PT_MODIFY, a, b, lambda: ("same",), lambda: False)
    # a different witness is a different question: decided afresh, no complaint
    assert cache.verdict(Layer.PT_MODIFY, a, b, lambda: ("other",), lambda: False) is False
