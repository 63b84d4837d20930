"""The layer system (613) with effects built directly; each test names its rule or ruling."""

from __future__ import annotations

from tabletop.engine.definitions.effects import (
    Affects,
    Duration,
    EffectSpec,
    ModifyPT,
    SetPT,
    SwitchPT,
)
from tabletop.engine.definitions.expressions import Const
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import CardType, Layer
from tests.engine.cardkit import (
    anthem,
    blood_moon,
    coralhelm,
    creature,
    enter,
    game_with,
    godhead,
    humility,
    land,
    opalescence,
    urborg,
)


def test_level_up_ruling_godhead_after_coralhelm_is_1_1_with_flying() -> None:
    """Level up rulings: Godhead of Awe's later timestamp applies last in 7b."""
    g = game_with(coralhelm(), godhead())
    cc = enter(g, "Coralhelm Commander")
    enter(g, "Godhead of Awe")
    g.perform(A.AddCounters(cc, "level", 2))
    c = g.chars(cc)
    assert (c.power, c.toughness) == (1, 1)
    assert c.has_keyword("Flying") and c.has_keyword("Level up")


def test_level_up_ruling_coralhelm_after_godhead_is_3_3() -> None:
    """The level symbol has the leveler's own timestamp (711.2, rulings)."""
    g = game_with(coralhelm(), godhead())
    enter(g, "Godhead of Awe")
    cc = enter(g, "Coralhelm Commander")
    g.perform(A.AddCounters(cc, "level", 2))
    assert (g.chars(cc).power, g.chars(cc).toughness) == (3, 3)
    steps = [s for s in g.derivation(cc).steps if s.layer == Layer.PT_SET]
    assert [s.source_name for s in steps] == ["Godhead of Awe", "Coralhelm Commander"]


def test_711_5_below_the_first_band_the_uppermost_pt() -> None:
    g = game_with(coralhelm())
    cc = enter(g, "Coralhelm Commander", counters=(("level", 1),))
    assert (g.chars(cc).power, g.chars(cc).toughness) == (2, 2)
    assert not g.chars(cc).has_keyword("Flying")


def test_level_up_ruling_anthem_applies_whenever_it_began() -> None:
    """Effects that modify P/T apply to a leveler no matter when they began (613.4c)."""
    g = game_with(coralhelm(), anthem())
    enter(g, "Glorious Anthem")
    cc = enter(g, "Coralhelm Commander", counters=(("level", 4),))
    assert (g.chars(cc).power, g.chars(cc).toughness) == (5, 5)


def test_613_4d_switch_applies_after_modifications() -> None:
    """613.4d: a switch in 7d sees the result of 7a-7c regardless of timestamps."""
    g = game_with(creature("Bear", 2, 2), anthem())
    bear = enter(g, "Bear")
    g.add_effect(EffectSpec((SwitchPT(),), Affects.FIXED), source=None, controller="Alice",
                 locked=frozenset({bear}), duration=Duration.END_OF_TURN)
    g.add_effect(EffectSpec((ModifyPT(Const(3), Const(0)),), Affects.FIXED), source=None,
                 controller="Alice", locked=frozenset({bear}), duration=Duration.END_OF_TURN)
    assert (g.chars(bear).power, g.chars(bear).toughness) == (2, 5)


def test_613_4b_set_base_then_counters_in_7c() -> None:
    """613.4b/c: a set-base effect applied later still sits under +1/+1 counters."""
    g = game_with(creature("Gray Ogre", 2, 2))
    ogre = enter(g, "Gray Ogre", counters=(("+1/+1", 1),))
    g.add_effect(EffectSpec((SetPT(Const(1), Const(1)),), Affects.FIXED), source=None,
                 controller="Alice", locked=frozenset({ogre}), duration=Duration.END_OF_TURN)
    assert (g.chars(ogre).power, g.chars(ogre).toughness) == (2, 2)


def test_humility_then_opalescence() -> None:
    """613 Humility/Opalescence ruling: Humility earlier: Humility is 4/4, others 1/1."""
    g = game_with(humility(), opalescence(), creature("Bear", 2, 2))
    bear = enter(g, "Bear")
    hum = enter(g, "Humility")
    opal = enter(g, "Opalescence")
    assert (g.chars(hum).power, g.chars(hum).toughness) == (4, 4)
    assert (g.chars(bear).power, g.chars(bear).toughness) == (1, 1)
    assert CardType.CREATURE not in g.chars(opal).types
    assert g.chars(hum).abilities == ()


def test_opalescence_then_humility() -> None:
    """Opalescence earlier: Humility's later 7b effect makes every creature 1/1 (613.6:
    Humility keeps applying after it lost its own ability in layer 6)."""
    g = game_with(humility(), opalescence(), creature("Bear", 2, 2))
    bear = enter(g, "Bear")
    enter(g, "Opalescence")
    hum = enter(g, "Humility")
    assert (g.chars(hum).power, g.chars(hum).toughness) == (1, 1)
    assert (g.chars(bear).power, g.chars(bear).toughness) == (1, 1)


def test_613_8_blood_moon_and_urborg_dependency() -> None:
    """613.8a: Urborg's effect depends on Blood Moon (which removes Urborg's ability), so
    Blood Moon applies first whatever the timestamps; Urborg becomes a Mountain and no
    land becomes a Swamp."""
    for order in (("Blood Moon", "Urborg, Tomb of Yawgmoth"),
                  ("Urborg, Tomb of Yawgmoth", "Blood Moon")):
        g = game_with(blood_moon(), urborg(), land("Forest", ("Forest",), True))
        forest = enter(g, "Forest")
        ids = {name: enter(g, name) for name in order}
        urb = ids["Urborg, Tomb of Yawgmoth"]
        assert g.chars(urb).subtypes == frozenset({"Mountain"})
        assert g.chars(forest).subtypes == frozenset({"Forest"})
        assert [a.text for a in g.chars(urb).abilities] == ["{T}: Add {R}."]


def test_613_8b_dependency_loop_falls_back_to_timestamps() -> None:
    """613.8b: two creatures whose abilities each remove the other's ability depend on
    each other (a loop): they apply in timestamp order, so the earlier one wins."""
    from tabletop.engine.definitions.effects import RemoveAbilities
    from tabletop.engine.definitions.filters import ObjectFilter
    from tests.engine.cardkit import CREATURE, static

    def silencer(name: str) -> object:
        spec = EffectSpec((RemoveAbilities(all=True),), Affects.MATCHING,
                          ObjectFilter(types=CREATURE, other=True))
        return creature(name, 2, 2, "{2}", static("Other creatures lose all abilities.", spec))

    g = game_with(silencer("First Silencer"), silencer("Second Silencer"))  # type: ignore[arg-type]
    first = enter(g, "First Silencer")
    second = enter(g, "Second Silencer")
    assert len(g.chars(first).abilities) == 1
    assert g.chars(second).abilities == ()
    notes = [s.note for s in g.derivation(second).steps]
    assert any("613.8b" in n for n in notes)


def test_derivation_records_every_step_with_values() -> None:
    g = game_with(coralhelm(), anthem())
    cc = enter(g, "Coralhelm Commander", counters=(("level", 2), ("+1/+1", 1)))
    enter(g, "Glorious Anthem")
    d = g.derivation(cc)
    layers = [s.layer for s in d.steps]
    assert layers == sorted(layers)
    assert d.final["power"] == 5 and d.final["toughness"] == 5
    assert d.start["power"] == 2


def test_what_if_moves_an_effect_to_another_timestamp() -> None:
    """A hypothetical computation: Godhead's effect moved before the Commander's band."""
    g = game_with(coralhelm(), godhead())
    cc = enter(g, "Coralhelm Commander", counters=(("level", 2),))
    enter(g, "Godhead of Awe")
    assert g.chars(cc).power == 1
    godhead_effect = next(s.effect_id for s in g.derivation(cc).steps
                          if s.source_name == "Godhead of Awe")
    assert godhead_effect is not None
    result = g.what_if({godhead_effect: {"timestamp": 0}})
    assert (result.chars[cc].power, result.chars[cc].toughness) == (3, 3)
    assert g.chars(cc).power == 1  # the real game is untouched
