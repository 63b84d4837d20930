"""Replacement and prevention effects (614, 615) and their order (616).

The cards these rules' examples use are not in the built-in pool, so they are built
here from the same data specs the compiler produces (replacements.py)."""

from __future__ import annotations

from tabletop.engine.definitions import replacement_specs as R
from tabletop.engine.definitions.abilities import SpellAbility, StaticAbility
from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    Destroy,
    PreventDamage,
    SelfReplacement,
    TargetRef,
    TargetSpec,
)
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import PT, CardDefinition
from tabletop.engine.model.enums import CardType, Step, Zone
from tabletop.engine.model.mana import ManaCost
from tests.engine.rules_kit import (
    CREATURE,
    creature,
    enchantment,
    enter,
    hand,
    library,
    replacing,
    resolve_all,
    table,
    zone,
)

# "If a card would be put into a graveyard from anywhere, exile it instead."
LEYLINE = enchantment("Leyline of the Void", replacing(
    "If a card would be put into a graveyard from anywhere, exile it instead.",
    R.ZoneChangeInstead(to_zone="graveyard", instead="exile", from_zone=None,
                        filter=ObjectFilter(zone=None))))
# "If this creature would die, shuffle it into its owner's library instead."
SHUFFLER = creature("Shuffling Golem", 3, 3, replacing(
    "If Shuffling Golem would die, shuffle it into its owner's library instead.",
    R.ZoneChangeInstead(to_zone="graveyard", instead="library")))
DOUBLER = enchantment("Furnace of Doubling", replacing(
    "If a source you control would deal damage to a permanent or player, it deals double "
    "that damage instead.", R.ModifyDamage(times=2)))


def test_616_1_example_graveyard_exile_or_shuffle_controller_chooses() -> None:
    """616.1 example: "exile instead" and "shuffle into the library instead" both apply to
    a creature that would die; its controller chooses one, and then the other no longer
    applies (616.1f)."""
    for first, where in (("golem", Zone.LIBRARY), ("leyline", Zone.EXILE)):
        game = table(LEYLINE, SHUFFLER)
        library(game, "Alice")
        leyline = enter(game, "Leyline of the Void", "Bob")
        golem = enter(game, "Shuffling Golem")
        source = golem if first == "golem" else leyline
        game.perform(A.Choose("Alice", (("order", [source]),)))
        game.perform(A.DestroyObject(golem))
        assert zone(game, golem) == where
        # the other effect did nothing: the card is in one zone only
        assert sum(1 for o in game.state.objects.values() if o.card.name == "Shuffling Golem") \
            == 1


def test_616_1_default_order_is_the_order_the_effects_began() -> None:
    """616.1: without an answer, the preselected choice is the earliest effect."""
    game = table(LEYLINE, SHUFFLER)
    enter(game, "Leyline of the Void", "Bob")
    golem = enter(game, "Shuffling Golem")
    game.perform(A.DestroyObject(golem))
    assert zone(game, golem) == Zone.EXILE


ESSENCE = CardDefinition(
    "Essence of the Wild", ManaCost.parse("{3}{G}{G}{G}"), types=CREATURE,
    subtypes=("Avatar",), power=PT(6), toughness=PT(6), abilities=(replacing(
        "Creatures you control enter as a copy of Essence of the Wild.",
        R.OthersEnterAsCopy(ObjectFilter(types=CREATURE, controller="you"))),))
SENTINEL = CardDefinition(
    "Rusted Sentinel", ManaCost.parse("{4}"),
    types=frozenset({CardType.ARTIFACT, CardType.CREATURE}), subtypes=("Golem",),
    power=PT(3), toughness=PT(4),
    abilities=(replacing("Rusted Sentinel enters tapped.", R.EntersTapped()),))


def test_616_1_example_essence_of_the_wild_and_rusted_sentinel() -> None:
    """616.1 example (616.1c): the copy effect applies first; the copy no longer has
    "enters tapped", so Rusted Sentinel enters as an untapped copy of Essence of the Wild."""
    game = table(ESSENCE, SENTINEL)
    enter(game, "Essence of the Wild")
    sentinel = enter(game, "Rusted Sentinel")
    chars = game.chars(sentinel)
    assert chars.name == "Essence of the Wild"
    assert (chars.power, chars.toughness) == (6, 6)
    assert not game.obj(sentinel).tapped
    # without the Essence, it enters tapped (614.1c)
    other = table(SENTINEL)
    assert other.obj(enter(other, "Rusted Sentinel")).tapped


def test_616_2_life_gain_becomes_draws_becomes_returns() -> None:
    """616.2 example: "If you would gain life, draw that many cards instead" and "If you
    would draw a card, return a card from your graveyard to your hand instead" combine:
    gaining life returns cards from the graveyard."""
    gain_draw = enchantment("Life Into Cards", replacing(
        "If you would gain life, draw that many cards instead.", R.LifeGainInstead()))
    draw_return = enchantment("Cards From Graves", replacing(
        "If you would draw a card, return a card from your graveyard to your hand instead.",
        R.DrawInstead()))
    game = table(gain_draw, draw_return)
    library(game, "Alice", 5)
    enter(game, "Life Into Cards")
    enter(game, "Cards From Graves")
    dead = [hand(game, "Grizzly Bears") for _ in range(3)]
    for oid in dead:
        game.perform(A.MoveObject(oid, "graveyard"))
    enter(game, "Plains")
    salve = hand(game, "Healing Salve")
    game.perform(A.CastSpell("Alice", salve, ("Alice",), (("mode", 1),)))
    resolve_all(game)
    assert game.player("Alice").life == 20
    assert len(game.state.zone_ids(Zone.LIBRARY, "Alice")) == 5
    assert all(zone(game, o) == Zone.HAND for o in dead)


def test_614_5_each_replacement_applies_once() -> None:
    """614.5 example: two "double that damage" effects turn 2 damage into 8, not 4 and not
    an endless loop."""
    game = table(DOUBLER)
    enter(game, "Furnace of Doubling")
    enter(game, "Furnace of Doubling")
    bears = enter(game, "Grizzly Bears")
    game.perform(A.DealDamageAction("Bob", 2, bears))
    assert game.player("Bob").life == 12


def test_614_15_self_replacement_applies_first() -> None:
    """614.15, 616.1a: a spell's own "instead" is applied before any other replacement,
    whatever the affected player answers."""
    own = R.ZoneChangeInstead(to_zone="graveyard", instead="library", self_replacement=True)
    spell = CardDefinition(
        "Recycling Doom", ManaCost.parse("{B}"), types=frozenset({CardType.INSTANT}),
        abilities=(SpellAbility(
            "Destroy target creature. If it would be put into a graveyard this way, its "
            "owner shuffles it into their library instead.",
            effect=(SelfReplacement((Destroy(TargetRef()),), own),),
            targets=(TargetSpec(filter=ObjectFilter(types=CREATURE)),)),))
    game = table(LEYLINE, spell)
    leyline = enter(game, "Leyline of the Void", "Bob")
    bears = enter(game, "Grizzly Bears", "Bob")
    enter(game, "Swamp")
    doom = hand(game, "Recycling Doom")
    game.perform(A.CastSpell("Alice", doom, (bears,), (("order", [leyline]),)))
    resolve_all(game)
    assert zone(game, bears) == Zone.LIBRARY
    # the spell itself is a card put into a graveyard: the Leyline exiles it (614.1a)
    assert zone(game, doom) == Zone.EXILE


def test_614_10_skip_the_untap_step() -> None:
    """614.1b, 614.10: "Players skip their untap steps"."""
    stasis = enchantment("Stasis", replacing("Players skip their untap steps.",
                                             R.SkipStep("untap", "each")))
    game = table(stasis)
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Stasis")
    land = enter(game, "Forest", tapped=True)
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    assert game.state.active == "Alice"
    assert game.obj(land).tapped
    events = [e for _, evs in game.history for e in evs if e.kind == "skip"]
    assert len(events) == 2


def test_615_prevent_all_damage_shield() -> None:
    """615.1: "prevent all damage that would be dealt to target ... this turn"."""
    fog = CardDefinition("Holy Fog", ManaCost.parse("{W}"), types=frozenset({CardType.INSTANT}),
                         abilities=(SpellAbility(
                             "Prevent all damage that would be dealt to any target this turn.",
                             effect=(PreventDamage(TargetRef()),),
                             targets=(TargetSpec(kind="any"),)),))
    game = table(fog)
    enter(game, "Plains")
    game.perform(A.CastSpell("Alice", hand(game, "Holy Fog"), ("Alice",)))
    resolve_all(game)
    game.perform(A.DealDamageAction("Alice", 7))
    game.perform(A.DealDamageAction("Alice", 3))
    assert game.player("Alice").life == 20
    # 514.2: "this turn" shields end in the cleanup step
    library(game, "Alice")
    library(game, "Bob")
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.DealDamageAction("Alice", 3))
    assert game.player("Alice").life == 17


def test_615_12_damage_that_cant_be_prevented_leaves_the_shield() -> None:
    """615.12: damage that can't be prevented is dealt in full and doesn't use up a
    prevention shield."""
    skullcrack = enchantment("Unstoppable Force", StaticAbility(
        "Damage that creatures you control would deal can't be prevented.",
        effects=(EffectSpec((RuleChange(R.DAMAGE_CANT_BE_PREVENTED),), Affects.MATCHING,
                            ObjectFilter(types=CREATURE, controller="you")),)))
    game = table(skullcrack)
    enter(game, "Unstoppable Force", "Bob")
    ogre = enter(game, "Gray Ogre", "Bob")
    bears = enter(game, "Grizzly Bears", "Bob")
    enter(game, "Plains")
    game.perform(A.CastSpell("Alice", hand(game, "Healing Salve"), ("Alice",),
                             (("mode", 2),)))
    resolve_all(game)
    game.perform(A.DealDamageAction("Alice", 2, ogre))
    assert game.player("Alice").life == 18
    assert game.state.prevention and game.state.prevention[0].amount == 3
    game.perform(A.DealDamageAction("Alice", 2))  # no source: preventable
    assert game.player("Alice").life == 18
    assert game.state.prevention[0].amount == 1
    assert bears


def test_614_1a_doubling_season_doubles_tokens() -> None:
    """614.1a, 614.16: "If an effect would create one or more tokens under your control, it
    creates twice that many of those tokens instead" (Doubling Season)."""
    game = table()
    enter(game, "Doubling Season")
    game.perform(A.CreateTokenAction("Alice", "Soldier", 1, 1, 1))
    soldiers = [o for o in game.battlefield() if game.chars(o).name == "Soldier"]
    assert len(soldiers) == 2


def test_616_1_order_of_two_prevention_effects() -> None:
    """616.1e: the affected player picks the order; with Hedron-Field Purists (prevent 1)
    applied first, 2 damage uses only 1 of the Salve's shield."""
    for order, shield_left in (("purists", 2), ("salve", 1)):
        game = table()
        purists = enter(game, "Hedron-Field Purists", counters=(("level", 1),))
        enter(game, "Plains")
        salve = hand(game, "Healing Salve")
        game.perform(A.CastSpell("Alice", salve, ("Alice",), (("mode", 2),)))
        resolve_all(game)
        first = purists if order == "purists" else salve
        game.perform(A.Choose("Alice", (("order", [first]),)))
        game.perform(A.DealDamageAction("Alice", 2))
        assert game.player("Alice").life == 20
        assert game.state.prevention[0].amount == shield_left


def test_replacement_events_are_reported() -> None:
    """Why damage went elsewhere, or why a creature entered with counters, is an event the
    log and the explainer show (issue 5)."""
    game = table(DOUBLER)
    enter(game, "Furnace of Doubling")
    bears = enter(game, "Grizzly Bears")
    events = game.perform(A.DealDamageAction("Bob", 2, bears))
    texts = [e.text for e in events if e.kind == "replacement"]
    assert texts and "614.1a" in texts[0]


def test_step_skip_spec_names_its_step() -> None:
    assert R.SkipStep("draw", "your").describe() == "you skip your draw steps"
    assert Step.from_key("untap") == Step.UNTAP
