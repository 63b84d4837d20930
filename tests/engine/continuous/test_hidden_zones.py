"""A layer pass leaves out cards in hidden zones that no effect can reach: they keep
their printed values (no effect applies to them), so a 10,000-card library costs nothing
per pass. Cards with a characteristic-defining ability (604.3), cards a resolved effect was
locked on (611.2c) and zones an effect's filter looks into are still computed."""

from __future__ import annotations

from tabletop.engine.continuous.layers import LayerPass
from tabletop.engine.definitions.effects import Affects, ChangeColors, EffectSpec
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import CardType, Color, Zone
from tests.engine.cardkit import CREATURE, creature, enter, game_with, static


def _blue_graveyards() -> CardDefinition:
    """"Creature cards in graveyards are blue." (a filter that looks into a hidden zone)"""
    spec = EffectSpec((ChangeColors(set_colors=frozenset({Color.BLUE})),), Affects.MATCHING,
                      ObjectFilter(types=CREATURE, zone=Zone.GRAVEYARD))
    return CardDefinition("Drowned Memories", types=frozenset({CardType.ENCHANTMENT}),
                          abilities=(static("Creature cards in graveyards are blue.", spec),))


def test_a_library_is_left_out_and_reads_printed_values() -> None:
    g = game_with(creature("Bear", 2, 2))
    g.perform(A.PutInLibrary("Bear", "Alice", 300))
    library = g.state.zone_ids(Zone.LIBRARY, "Alice")
    assert not any(oid in g.result.chars for oid in library)  # not computed
    assert g.chars(library[0]).power == 2 and g.chars(library[0]).controller == "Alice"
    assert g.derivation(library[0]).steps == []
    assert LayerPass(g.state, record=False).run().hidden_zones == frozenset()


def test_a_zone_an_effect_looks_into_is_computed() -> None:
    g = game_with(creature("Bear", 2, 2), _blue_graveyards())
    bear = enter(g, "Bear")
    enter(g, "Drowned Memories")
    g.perform(A.DestroyObject(bear))
    dead = g.state.newest(bear)
    assert g.obj(dead).zone == Zone.GRAVEYARD
    assert g.chars(dead).colors == frozenset({Color.BLUE})
    assert Zone.GRAVEYARD in g.result.hidden_zones


def test_604_3_a_cda_is_computed_in_every_zone() -> None:
    from tabletop.engine.definitions.effects import SetPT
    from tabletop.engine.definitions.expressions import LifeTotal

    avatar = creature("Life Avatar", 0, 0, "{4}", static(
        "Its power and toughness are each equal to your life total.",
        EffectSpec((SetPT(LifeTotal(), LifeTotal()),), Affects.SELF), cda=True))
    g = game_with(avatar)
    g.perform(A.PutInHand("Life Avatar", "Alice"))
    (oid,) = g.state.zone_ids(Zone.HAND, "Alice")
    assert oid in g.result.chars and g.chars(oid).power == 20


def test_a_fresh_pass_and_the_cached_result_agree_on_hidden_cards() -> None:
    g = game_with(creature("Bear", 2, 2), _blue_graveyards())
    g.perform(A.PutInLibrary("Bear", "Alice", 5))
    g.perform(A.DrawCards("Alice", 2))
    fresh = LayerPass(g.state, record=False)
    fresh.run()
    for oid in g.state.objects:
        assert g.chars(oid) == fresh.chars(oid)
