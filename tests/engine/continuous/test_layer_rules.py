"""Timestamps (613.7), effect sets (611.2c/611.3a), durations, CDAs in every zone (604.3),
printed characteristics (section 2) and typed errors, with compiled cards."""

from __future__ import annotations

import pytest

from tabletop.engine.definitions.effects import (
    Affects,
    Duration,
    EffectError,
    EffectSpec,
    Modification,
)
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import CardType, Color, Layer, Zone
from tabletop.session.cardpool import builtin_pool


def new_game(**kw: object) -> Game:
    return Game(cards=builtin_pool(), **kw)  # type: ignore[arg-type]


def enter(g: Game, name: str, who: str = "Alice", **kw: object) -> int:
    events = g.perform(A.EnterBattlefield(name, who, **kw))  # type: ignore[arg-type]
    return next(e.objects[0] for e in events if e.kind == "enters")


def test_613_7d_an_object_gets_a_timestamp_as_it_enters() -> None:
    g = new_game()
    first, second = enter(g, "Grizzly Bears"), enter(g, "Grizzly Bears")
    assert g.obj(first).timestamp < g.obj(second).timestamp


def test_613_7c_all_counters_of_a_kind_share_the_newest_timestamp() -> None:
    g = new_game()
    bear = enter(g, "Grizzly Bears")
    g.perform(A.AddCounters(bear, "+1/+1", 1))
    first = g.obj(bear).counter_timestamps["+1/+1"]
    g.perform(A.AddCounters(bear, "+1/+1", 1))
    assert g.obj(bear).counter_timestamps["+1/+1"] > first
    assert g.obj(bear).counters["+1/+1"] == 2


def test_613_7e_an_attached_aura_gets_a_new_timestamp() -> None:
    g = new_game()
    bear = enter(g, "Grizzly Bears")
    other = enter(g, "Grizzly Bears")
    boon = enter(g, "Serra's Boon", attached_to=bear)
    before = g.obj(boon).timestamp
    g.perform(A.AttachTo(boon, other))
    assert g.obj(boon).timestamp > before


def test_611_2c_a_resolved_effect_keeps_its_set_but_a_static_finds_new_objects() -> None:
    """Biomass Mutation's set is fixed as it resolves; Glorious Anthem's is found afresh."""
    g = new_game()
    for _ in range(3):
        enter(g, "Forest")
    enter(g, "Island")
    early = enter(g, "Grizzly Bears")
    enter(g, "Glorious Anthem")
    g.perform(A.PutInHand("Biomass Mutation", "Alice"))
    card = g.state.zone_ids(Zone.HAND, "Alice")[-1]
    g.perform(A.CastSpell("Alice", card, (), (("x", 2),)))
    g.perform(A.PassPriority("Alice"))
    g.perform(A.PassPriority("Bob"))
    late = enter(g, "Grizzly Bears")
    assert (g.chars(early).power, g.chars(early).toughness) == (3, 3)  # base 2/2, anthem
    assert (g.chars(late).power, g.chars(late).toughness) == (3, 3)  # printed 2/2, anthem
    late_steps = [s.source_name for s in g.derivation(late).steps]
    assert "Biomass Mutation" not in late_steps and "Glorious Anthem" in late_steps


def test_611_2a_until_end_of_turn_ends_in_the_cleanup_step() -> None:
    g = new_game()
    enter(g, "Forest")
    bear = enter(g, "Grizzly Bears")
    g.perform(A.PutInHand("Giant Growth", "Alice"))
    card = g.state.zone_ids(Zone.HAND, "Alice")[-1]
    g.perform(A.CastSpell("Alice", card, (bear,)))
    g.perform(A.PassPriority("Alice"))
    g.perform(A.PassPriority("Bob"))
    assert g.chars(bear).power == 5
    g.perform(A.AdvanceTo("cleanup"))
    assert g.chars(bear).power == 2


def test_611_3a_as_long_as_follows_the_condition() -> None:
    """Champion's Drake gets +3/+3 as long as you control a creature with three or more
    level counters."""
    g = new_game()
    drake = enter(g, "Champion's Drake")
    knight = enter(g, "Knight of Cliffhaven", counters=(("level", 2),))
    assert g.chars(drake).power == 1
    g.perform(A.AddCounters(knight, "level", 1))
    assert (g.chars(drake).power, g.chars(drake).toughness) == (4, 4)


def test_604_3_a_cda_works_in_every_zone() -> None:
    """Serra Avatar in the hand has P/T equal to your life total; Tarmogoyf counts card
    types in all graveyards wherever it is."""
    g = new_game(life=7)
    g.perform(A.PutInHand("Serra Avatar", "Alice"))
    avatar = g.state.zone_ids(Zone.HAND, "Alice")[-1]
    assert (g.chars(avatar).power, g.chars(avatar).toughness) == (7, 7)
    g.perform(A.PutInHand("Tarmogoyf", "Alice"))
    goyf = g.state.zone_ids(Zone.HAND, "Alice")[-1]
    assert (g.chars(goyf).power, g.chars(goyf).toughness) == (0, 1)
    bear = enter(g, "Grizzly Bears")
    g.perform(A.MoveObject(bear, "graveyard"))
    land = enter(g, "Forest")
    g.perform(A.MoveObject(land, "graveyard"))
    assert (g.chars(goyf).power, g.chars(goyf).toughness) == (2, 3)
    steps = g.derivation(goyf).steps
    assert steps[0].layer == Layer.PT_CDA and "604.3" in steps[0].note


def test_section_2_printed_characteristics() -> None:
    """202 mana value and colours, 204 colour indicator, 205 types, 208 P/T with *,
    209 loyalty."""
    pool = builtin_pool()
    godhead = pool("Godhead of Awe")
    assert godhead.mana_value == 5 and godhead.colors == frozenset({Color.WHITE, Color.BLUE})
    arbor = pool("Dryad Arbor")
    assert arbor.colors == frozenset({Color.GREEN}) and arbor.mana_cost.is_empty()
    assert arbor.types == frozenset({CardType.LAND, CardType.CREATURE})
    goyf = pool("Tarmogoyf")
    assert goyf.power is not None and goyf.power.star and goyf.toughness.text == "1+*"
    ob = pool("Ob Nixilis Reignited")
    assert ob.loyalty == 5
    reaper = pool("Reaper King")
    assert reaper.mana_value == 10


def test_effects_on_the_rules_613_11_training_grounds_reduces_level_up() -> None:
    """613.11/601.2f: Training Grounds makes Knight of Cliffhaven's Level up {3} cost {1}."""
    g = new_game()
    enter(g, "Plains")
    knight = enter(g, "Knight of Cliffhaven")
    with pytest.raises(A.IllegalAction):
        g.perform(A.ActivateAbility("Alice", knight, "Level up"))
    enter(g, "Training Grounds")
    g.perform(A.ActivateAbility("Alice", knight, "Level up"))
    assert len(g.stack()) == 1


def test_707_3_a_copy_of_a_copy_copies_the_copiable_values() -> None:
    g = new_game()
    knight = enter(g, "Knight of Cliffhaven", counters=(("level", 4),))
    first = enter(g, "Clone", copy_of=knight)
    second = enter(g, "Clone", copy_of=first)
    for oid in (first, second):
        assert g.chars(oid).name == "Knight of Cliffhaven"
        assert (g.chars(oid).power, g.chars(oid).toughness) == (2, 2)
        assert g.obj(oid).counters.get("level", 0) == 0


def test_613_2b_face_down_is_a_nameless_2_2() -> None:
    from tabletop.engine.definitions.effects import FaceDown

    g = new_game()
    knight = enter(g, "Knight of Cliffhaven", counters=(("level", 4),))
    g.add_effect(EffectSpec((FaceDown(),), Affects.FIXED), source=None, controller="Alice",
                 locked=frozenset({knight}), duration=Duration.INDEFINITE)
    c = g.chars(knight)
    assert (c.name, c.power, c.toughness, c.abilities) == ("", 2, 2, ())
    assert c.types == frozenset({CardType.CREATURE}) and c.face_down


class _Broken(Modification):
    def layer(self, cda: bool) -> Layer:
        return Layer.PT_MODIFY

    def apply(self, values: object, ctx: object) -> None:
        raise KeyError("no such object")

    @property
    def writes(self) -> frozenset[str]:
        return frozenset()

    def describe(self) -> str:
        return "gets +X/+X for each broken thing"


def test_an_effect_that_cannot_be_applied_raises_a_typed_error() -> None:
    g = new_game()
    bear = enter(g, "Grizzly Bears")
    with pytest.raises(EffectError) as exc:
        g.add_effect(EffectSpec((_Broken(),), Affects.FIXED), source=bear, controller="Alice",
                     locked=frozenset({bear}), duration=Duration.END_OF_TURN)
        g.chars(bear)
    assert exc.value.source == "Grizzly Bears"
    assert "broken thing" in exc.value.clause


def test_card_definitions_are_shared_by_snapshots() -> None:
    g = new_game()
    bear = enter(g, "Grizzly Bears")
    snap = g.snapshot()
    assert isinstance(snap.objects[bear].card, CardDefinition)
    assert snap.objects[bear].card is g.obj(bear).card


def test_an_action_that_hits_a_broken_effect_leaves_the_game_as_it_was() -> None:
    g = new_game()
    bear = enter(g, "Grizzly Bears")
    g.state.effects.append(__import__("tabletop.engine.definitions.effects", fromlist=["x"])
                           .ContinuousEffect(999, EffectSpec((_Broken(),), Affects.FIXED),
                                             None, "a broken card", "Alice", 99,
                                             locked=frozenset({bear})))
    g.invalidate()
    before = g.state_hash()
    with pytest.raises(EffectError):
        g.perform(A.AddCounters(bear, "+1/+1", 1))
    assert g.state_hash() == before


def test_613_1f_cant_have_an_ability_beats_later_grants() -> None:
    from tabletop.engine.definitions.abilities import KeywordAbility
    from tabletop.engine.definitions.effects import AddAbilities, CantHaveAbilities

    g = new_game()
    bear = enter(g, "Grizzly Bears")
    flying = KeywordAbility("Flying", "Flying")
    for mod in (AddAbilities((flying,)), CantHaveAbilities(frozenset({"flying"})),
                AddAbilities((flying,))):
        g.add_effect(EffectSpec((mod,), Affects.FIXED), source=None, controller="Alice",
                     locked=frozenset({bear}), duration=Duration.END_OF_TURN)
    assert not g.chars(bear).has_keyword("Flying")


def test_205_3d_a_type_taken_away_takes_its_subtypes() -> None:
    """205.3d: a Dryad Arbor that stops being a land is no longer a Forest (it stays a
    Dryad); an effect that adds a type keeps the subtypes it had."""
    from tabletop.engine.definitions.effects import Affects, ChangeTypes, EffectSpec
    from tabletop.engine.definitions.filters import ObjectFilter
    from tabletop.engine.model.characteristics import PT, CardDefinition
    from tests.engine.cardkit import CREATURE, game_with, static

    arbor = CardDefinition("Dryad Arbor", types=frozenset({CardType.LAND, CardType.CREATURE}),
                           subtypes=("Forest", "Dryad"), power=PT(1), toughness=PT(1))
    unland = CardDefinition("Unlanding", types=frozenset({CardType.ENCHANTMENT}), abilities=(
        static("Creatures are not lands.", EffectSpec(
            (ChangeTypes(remove_types=frozenset({CardType.LAND})),), Affects.MATCHING,
            ObjectFilter(types=CREATURE))),))
    g = game_with(arbor, unland)
    oid = enter(g, "Dryad Arbor")
    assert g.chars(oid).subtypes == frozenset({"Forest", "Dryad"})
    enter(g, "Unlanding")
    assert g.chars(oid).types == frozenset({CardType.CREATURE})
    assert g.chars(oid).subtypes == frozenset({"Dryad"})
