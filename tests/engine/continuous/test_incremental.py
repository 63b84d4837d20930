"""Counters on one object: when nothing beyond the object can change (every effect reads
only its own objects and source, 613.8 can't reorder around it, it is the source of
effects on itself only and its abilities stay the same), only it is taken through the
layers again; otherwise a full pass. Either way the characteristics equal a full pass
(613.1), which the suite's debug mode also checks after every action."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from tabletop.engine.continuous import layers
from tabletop.engine.continuous.layers import LayerPass
from tabletop.engine.definitions.effects import Affects, EffectSpec, ModifyPT
from tabletop.engine.definitions.expressions import Const, CountPermanents
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import CardType
from tests.engine.cardkit import (
    CREATURE,
    anthem,
    blood_moon,
    coralhelm,
    creature,
    enter,
    game_with,
    static,
    urborg,
)


@contextmanager
def full_passes(g: Game) -> Iterator[list[int]]:
    """Counts the full layer passes the game runs inside the block (its debug check, which
    runs one more after every action, is off meanwhile; `_same_as_a_full_pass` checks)."""
    previous, g.checking = g.checking, False
    count = [0]
    run = LayerPass.run

    def counting(self: LayerPass) -> layers.LayerResult:
        count[0] += 1
        return run(self)

    LayerPass.run = counting  # type: ignore[method-assign]
    try:
        yield count
    finally:
        LayerPass.run = run  # type: ignore[method-assign]
        g.checking = previous


def _same_as_a_full_pass(g: Game) -> None:
    fresh = LayerPass(g.state, record=False).run()
    for oid in g.battlefield():
        assert g.chars(oid) == fresh.chars[oid], g.name_of(oid)


def test_613_4c_a_counter_recomputes_only_its_object_under_anthems_and_blood_moon() -> None:
    g = game_with(anthem(), coralhelm(), creature("Bear", 2, 2), blood_moon(), urborg())
    enter(g, "Blood Moon")
    enter(g, "Urborg, Tomb of Yawgmoth")
    enter(g, "Glorious Anthem")
    helm = enter(g, "Coralhelm Commander")
    bear = enter(g, "Bear")
    assert g.result.chars  # a layer result to keep
    with full_passes(g) as count:
        g.perform(A.AddCounters(bear, "+1/+1", 2))
        g.perform(A.AddCounters(helm, "level", 1))
        assert (g.chars(bear).power, g.chars(bear).toughness) == (5, 5)
        assert (g.chars(helm).power, g.chars(helm).toughness) == (3, 3)  # 2/2 + anthem
    assert count[0] == 0
    _same_as_a_full_pass(g)


def test_711_a_level_that_gives_a_keyword_recomputes_the_leveler_alone() -> None:
    """LEVEL 2-3 gives flying: a keyword changes no other object's characteristics (the
    facts read off its abilities, triggers and replacements, are read again)."""
    g = game_with(coralhelm(), creature("Merfolk", 1, 1, subtypes=("Merfolk",)))
    helm = enter(g, "Coralhelm Commander")
    merfolk = enter(g, "Merfolk")
    assert g.result.chars  # a layer result to keep
    with full_passes(g) as count:
        g.perform(A.AddCounters(helm, "level", 2))
        assert g.chars(helm).has_keyword("Flying")
    assert count[0] == 0
    _same_as_a_full_pass(g)
    # LEVEL 4+: "Other Merfolk creatures you control get +1/+1" is a static ability: it
    # makes an effect on other objects, so a full pass
    with full_passes(g) as count:
        g.perform(A.AddCounters(helm, "level", 2))
        assert g.chars(merfolk).power == 2
    assert count[0] == 1
    _same_as_a_full_pass(g)


def test_an_effect_that_counts_other_objects_takes_a_full_pass() -> None:
    """"+1/+1 for each creature with a +1/+1 counter"-like effects read more than their own
    objects: a counter anywhere may change them."""
    counted = ObjectFilter(types=CREATURE, with_counter="+1/+1")
    crowd = CardDefinition("Crowd Banner", types=frozenset({CardType.ENCHANTMENT}), abilities=(
        static("Creatures you control get +X/+0, where X is the number of creatures with a "
               "+1/+1 counter on them.", EffectSpec(
                   (ModifyPT(CountPermanents(counted), Const(0)),), Affects.MATCHING,
                   ObjectFilter(types=CREATURE, controller="you"))),))
    g = game_with(crowd, creature("Bear", 2, 2))
    first = enter(g, "Bear")
    second = enter(g, "Bear")
    enter(g, "Crowd Banner")
    assert g.result.chars  # a layer result to keep
    with full_passes(g) as count:
        g.perform(A.AddCounters(first, "+1/+1", 1))
        assert g.chars(second).power == 3  # the other bear changed too
    assert count[0] == 1
    _same_as_a_full_pass(g)


def test_removing_counters_recomputes_the_object_too() -> None:
    g = game_with(anthem(), creature("Bear", 2, 2))
    enter(g, "Glorious Anthem")
    bear = enter(g, "Bear")
    g.perform(A.AddCounters(bear, "+1/+1", 3))
    assert g.result.chars  # a layer result to keep
    with full_passes(g) as count:
        g.perform(A.AddCounters(bear, "+1/+1", -2))
        assert g.chars(bear).power == 4
    assert count[0] == 0
    _same_as_a_full_pass(g)


def test_a_permanent_entering_without_static_abilities_is_added_alone() -> None:
    """111.1, 613.1: a new creature under anthems is taken through the layers on its own;
    a permanent with a static ability makes effects on others: a full pass."""
    g = game_with(anthem(), creature("Bear", 2, 2), blood_moon())
    enter(g, "Glorious Anthem")
    enter(g, "Blood Moon")
    first = enter(g, "Bear")
    assert g.result.chars  # a layer result to keep
    with full_passes(g) as count:
        second = enter(g, "Bear")
        assert (g.chars(second).power, g.chars(first).power) == (3, 3)
    assert count[0] == 0
    _same_as_a_full_pass(g)
    with full_passes(g) as count:
        enter(g, "Glorious Anthem")
        assert g.chars(second).power == 4
    assert count[0] == 1
    _same_as_a_full_pass(g)


def test_603_2_a_creature_entering_alone_keeps_the_triggers_found_and_adds_its_own() -> None:
    """603.2: the triggered abilities in play are found once per layer result; a creature
    with none entering keeps that list (no full look), one with a triggered ability is
    looked for again, and both trigger as they should."""
    from tabletop.engine.rules.triggering import battlefield_watchers
    from tests.engine.rules_kit import enter as enter_card
    from tests.engine.rules_kit import resolve_all, table

    g = table()
    enter_card(g, "Grizzly Bears")
    watchers = battlefield_watchers(g)
    enter_card(g, "Grizzly Bears")
    assert battlefield_watchers(g) is watchers  # kept: the bear has no triggers
    enter_card(g, "Trostani, Selesnya's Voice")
    assert battlefield_watchers(g) is not watchers
    life = g.player("Alice").life
    enter_card(g, "Grizzly Bears")
    resolve_all(g)
    assert g.player("Alice").life == life + 2  # Trostani saw it enter


def test_711_2_levelers_own_bands_are_left_out_for_other_objects() -> None:
    """711.2: a leveler's bands apply to the leveler alone: an object entering is not taken
    through them (the plan kept on the layer result), the leveler itself still is."""
    g = game_with(anthem(), creature("Bear", 2, 2), coralhelm())
    enter(g, "Glorious Anthem")
    knights = [enter(g, "Coralhelm Commander") for _ in range(3)]
    enter(g, "Bear")
    plan = g.result.plan
    assert plan is not None
    _, own = plan
    assert all(k in own for k in knights)  # their bands, by source
    g.perform(A.AddCounters(knights[0], "level", 1))  # a band of its own: it alone
    assert (g.chars(knights[0]).power, g.chars(knights[1]).power) == (3, 3)
    g.perform(A.AddCounters(knights[1], "level", 4))  # level 4: other Merfolk +1/+1
    assert (g.chars(knights[1]).power, g.chars(knights[0]).power) == (5, 4)
    _same_as_a_full_pass(g)


def test_405_1_an_ability_on_the_stack_is_in_no_effects_affected_set() -> None:
    # 113.7a, 405.1: a triggered ability put on the stack is neither a spell nor a
    # permanent, so "noncreature spells you cast cost {2} less" does not hold it; the
    # layer result kept through casting equals a full pass (the debug mode's check
    # failed here before: the full pass counted the ability, the kept one did not)
    from tests.engine.oracle.oracle_kit import card
    from tests.engine.rules_kit import enter as enter_card
    from tests.engine.rules_kit import hand, library, resolve_all, table

    reducer = card("Test Reducer", "Enchantment",
                   "Noncreature spells you cast cost {2} less to cast.\nWhenever you cast a "
                   "noncreature spell, you gain 1 life.", "{1}{B}")
    g = table(reducer)
    g.checking = True
    library(g, "Alice")
    library(g, "Bob")
    source = enter_card(g, "Test Reducer")
    enter_card(g, "Mountain")
    g.perform(A.CastSpell("Alice", hand(g, "Lightning Bolt"), ("Bob",)))
    (rule,) = [r for r in g.result.rules if r.source == source]
    assert not any(g.state.objects[o].stack_info is not None
                   and g.state.objects[o].stack_info.kind != "spell" for o in rule.affected)
    resolve_all(g)
    assert (g.player("Alice").life, g.player("Bob").life) == (21, 17)
