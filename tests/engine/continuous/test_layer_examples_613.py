"""Every example of rule 613 in the seeds (section 6, German CR), built from primitives."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import KeywordAbility, StaticAbility
from tabletop.engine.definitions.effects import (
    AddAbilities,
    Affects,
    ChangeColors,
    ChangeTypes,
    Duration,
    EffectSpec,
    ModifyPT,
    RemoveAbilities,
    SetController,
    SetPT,
    SwitchPT,
)
from tabletop.engine.definitions.expressions import CardsInZone, Const
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import CardType, Color, Layer, Zone
from tests.engine.cardkit import CREATURE, creature, enter, game_with, static

FLYING = KeywordAbility("Flying", "Flying")
HASTE = KeywordAbility("Haste", "Haste")


def pt(game: Game, oid: int) -> tuple[int | None, int | None]:
    c = game.chars(oid)
    return c.power, c.toughness


def effect(game: Game, oid: int | frozenset[int], *mods: object,
           duration: Duration = Duration.END_OF_TURN) -> object:
    locked = oid if isinstance(oid, frozenset) else frozenset({oid})
    return game.add_effect(EffectSpec(tuple(mods), Affects.FIXED), source=None,  # type: ignore[arg-type]
                           controller="Alice", locked=locked, duration=duration)


# --- 613.4d -------------------------------------------------------------------------------

def test_613_4d_example_1_switch_then_plus_5_0_is_4_6() -> None:
    g = game_with(creature("One-Three", 1, 3))
    c = enter(g, "One-Three")
    effect(g, c, ModifyPT(Const(0), Const(1)))
    effect(g, c, SwitchPT())
    assert pt(g, c) == (4, 1)
    effect(g, c, ModifyPT(Const(5), Const(0)))
    assert pt(g, c) == (4, 6)


def test_613_4d_example_2_pump_ends_before_the_switch() -> None:
    g = game_with(creature("One-Three", 1, 3))
    c = enter(g, "One-Three")
    pump = effect(g, c, ModifyPT(Const(0), Const(1)))
    effect(g, c, SwitchPT())
    assert pt(g, c) == (4, 1)
    g.end_effects(lambda e: e is pump)
    assert pt(g, c) == (3, 1)


def test_613_4d_example_3_two_switches_cancel_out() -> None:
    g = game_with(creature("One-Three", 1, 3))
    c = enter(g, "One-Three")
    effect(g, c, ModifyPT(Const(0), Const(1)))
    effect(g, c, SwitchPT())
    effect(g, c, SwitchPT())
    assert pt(g, c) == (1, 4)


# --- 613.5 --------------------------------------------------------------------------------

def honor_of_the_pure() -> CardDefinition:
    spec = EffectSpec((ModifyPT(Const(1), Const(1)),), Affects.MATCHING,
                      ObjectFilter(types=CREATURE, colors=frozenset({Color.WHITE}),
                                   controller="you"))
    return CardDefinition("Honor of the Pure", types=frozenset({CardType.ENCHANTMENT}),
                          abilities=(static("White creatures you control get +1/+1.", spec),))


def test_613_5_example_1_colour_decides_the_anthem() -> None:
    g = game_with(honor_of_the_pure(), creature("Black Bear", 2, 2, "{1}{B}"))
    enter(g, "Honor of the Pure")
    bear = enter(g, "Black Bear")
    assert pt(g, bear) == (2, 2)
    effect(g, bear, ChangeColors(set_colors=frozenset({Color.WHITE})))
    assert pt(g, bear) == (3, 3)
    effect(g, bear, ChangeColors(set_colors=frozenset({Color.RED})))
    assert pt(g, bear) == (2, 2)


def test_613_5_example_2_gray_ogre_set_to_0_1_is_5_8() -> None:
    anthem = EffectSpec((ModifyPT(Const(0), Const(2)),), Affects.MATCHING,
                        ObjectFilter(types=CREATURE, controller="you"))
    plus_0_2 = CardDefinition("Plus Two", types=frozenset({CardType.ENCHANTMENT}),
                              abilities=(static("Creatures you control get +0/+2.", anthem),))
    g = game_with(creature("Gray Ogre", 2, 2), plus_0_2)
    ogre = enter(g, "Gray Ogre")
    g.perform(A.AddCounters(ogre, "+1/+1", 1))
    assert pt(g, ogre) == (3, 3)
    effect(g, ogre, ModifyPT(Const(4), Const(4)))
    assert pt(g, ogre) == (7, 7)
    enter(g, "Plus Two")
    assert pt(g, ogre) == (7, 9)
    effect(g, ogre, SetPT(Const(0), Const(1)))
    assert pt(g, ogre) == (5, 8)


# --- 613.6 --------------------------------------------------------------------------------

def test_613_6_example_1_one_effect_in_layers_5_and_7c() -> None:
    g = game_with(creature("Wild Mongrel", 2, 2, "{1}{G}"))
    dog = enter(g, "Wild Mongrel")
    effect(g, dog, ModifyPT(Const(1), Const(1)), ChangeColors(set_colors=frozenset({Color.BLUE})))
    assert pt(g, dog) == (3, 3)
    assert g.chars(dog).colors == frozenset({Color.BLUE})
    assert [s.layer for s in g.derivation(dog).steps] == [Layer.COLOR, Layer.PT_MODIFY]


def test_613_6_example_2_control_in_layer_2_and_haste_in_layer_6() -> None:
    g = game_with(creature("Bear", 2, 2))
    bear = enter(g, "Bear", "Bob")
    effect(g, bear, SetController("Alice"), AddAbilities((HASTE,)))
    assert g.chars(bear).controller == "Alice"
    assert g.chars(bear).has_keyword("Haste")
    assert [s.layer for s in g.derivation(bear).steps] == [Layer.CONTROL, Layer.ABILITY]


def test_613_6_example_3_the_same_set_in_layer_7b() -> None:
    """Noncreature artifacts become 2/2 artifact creatures: 7b still applies to the set
    chosen in layer 4, though they are no longer noncreature artifacts."""
    rock = CardDefinition("Rock", types=frozenset({CardType.ARTIFACT}))
    g = game_with(rock, creature("Bear", 2, 2))
    rocks = frozenset(enter(g, "Rock") for _ in range(2))
    bear = enter(g, "Bear")
    effect(g, rocks, ChangeTypes(add_types=CREATURE), SetPT(Const(2), Const(2)))
    for r in rocks:
        assert g.chars(r).types == frozenset({CardType.ARTIFACT, CardType.CREATURE})
        assert pt(g, r) == (2, 2)
    assert pt(g, bear) == (2, 2)


def test_613_6_example_4_svogthos() -> None:
    """Svogthos: a 3/3 land creature, +1/+1, then its own ability (CDA-like P/T = creature
    cards in the graveyard, 10 → 11/11); the first effect applied again makes it 4/4."""
    svogthos = CardDefinition("Svogthos, the Restless Tomb", types=frozenset({CardType.LAND}))
    g = game_with(svogthos, creature("Dead Bear", 2, 2))
    sv = enter(g, "Svogthos, the Restless Tomb")
    for _ in range(10):
        g.perform(A.PutInLibrary("Dead Bear", "Alice"))
    for oid in list(g.state.zone_ids(Zone.LIBRARY, "Alice")):
        g.move(oid, Zone.GRAVEYARD)
    g.invalidate()
    animate = (ChangeTypes(add_types=CREATURE), SetPT(Const(3), Const(3)))
    effect(g, sv, *animate)
    effect(g, sv, ModifyPT(Const(1), Const(1)))
    assert pt(g, sv) == (4, 4)
    count = CardsInZone(Zone.GRAVEYARD, "you", ObjectFilter(types=CREATURE, zone=None))
    effect(g, sv, ChangeTypes(add_types=CREATURE, add_subtypes=("Plant", "Zombie")),
           ChangeColors(set_colors=frozenset({Color.BLACK, Color.GREEN})),
           SetPT(count, count))
    assert pt(g, sv) == (11, 11)
    g.move(g.state.zone_ids(Zone.GRAVEYARD, "Alice")[0], Zone.EXILE)
    g.invalidate()
    assert pt(g, sv) == (10, 10)
    effect(g, sv, *animate)
    assert pt(g, sv) == (4, 4)
    assert CardType.LAND in g.chars(sv).types


# --- 613.7a -------------------------------------------------------------------------------

def test_613_7a_rune_of_flight_on_colossus_hammer() -> None:
    """The granted "Equipped creature has flying" has the Rune's later timestamp; when the
    Hammer is attached both its abilities get new timestamps in the same relative order,
    so the creature has flying despite "loses flying"."""
    equipped = ObjectFilter(types=CREATURE)
    hammer_ability = StaticAbility("Equipped creature gets +10/+10 and loses flying.", effects=(
        EffectSpec((ModifyPT(Const(10), Const(10)), RemoveAbilities(keywords=frozenset(
            {"flying"}))), Affects.ATTACHED, equipped),))
    granted = StaticAbility("Equipped creature has flying.", effects=(
        EffectSpec((AddAbilities((FLYING,)),), Affects.ATTACHED),))
    hammer = CardDefinition("Colossus Hammer", types=frozenset({CardType.ARTIFACT}),
                            subtypes=("Equipment",), abilities=(hammer_ability,))
    rune = CardDefinition("Rune of Flight", types=frozenset({CardType.ENCHANTMENT}),
                          subtypes=("Aura",), abilities=(static(
                              "As long as enchanted permanent is an Equipment, it has "
                              "\"Equipped creature has flying.\"",
                              EffectSpec((AddAbilities((granted,)),), Affects.ATTACHED)),))
    g = game_with(hammer, rune, creature("Bear", 2, 2))
    ham = enter(g, "Colossus Hammer")
    enter(g, "Rune of Flight", attached_to=ham)
    bear = enter(g, "Bear")
    g.perform(A.AttachTo(ham, bear))
    c = g.chars(bear)
    assert (c.power, c.toughness) == (12, 12)
    assert c.has_keyword("Flying")


# --- 613.9 --------------------------------------------------------------------------------

def test_613_9_example_1_later_of_gain_and_lose_flying_wins() -> None:
    g = game_with(creature("Bear", 2, 2))
    bear = enter(g, "Bear")
    effect(g, bear, AddAbilities((FLYING,)))
    effect(g, bear, RemoveAbilities(keywords=frozenset({"flying"})))
    assert not g.chars(bear).has_keyword("Flying")
    effect(g, bear, AddAbilities((FLYING,)))
    assert g.chars(bear).has_keyword("Flying")


def test_613_9_example_2_white_creatures_get_1_1_whatever_the_earlier_colour() -> None:
    spec = EffectSpec((ModifyPT(Const(1), Const(1)),), Affects.MATCHING,
                      ObjectFilter(types=CREATURE, colors=frozenset({Color.WHITE})))
    crusade = CardDefinition("Crusade", types=frozenset({CardType.ENCHANTMENT}),
                             abilities=(static("White creatures get +1/+1.", spec),))
    g = game_with(crusade, creature("Red Bear", 2, 2, "{1}{R}"))
    enter(g, "Crusade")
    bear = enter(g, "Red Bear")
    effect(g, bear, ChangeColors(set_colors=frozenset({Color.WHITE})),
           duration=Duration.INDEFINITE)
    assert pt(g, bear) == (3, 3)
