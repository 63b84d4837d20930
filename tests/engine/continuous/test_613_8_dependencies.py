"""613.8a-b, clause by clause: A depends on B only if B is in the same layer and applying
B would change A's existence, the set of things A applies to, or what A does to them; a
change B makes to the object itself is not a change in what A does. Loops fall back to
timestamp order (613.8b)."""

from __future__ import annotations

from tabletop.engine.definitions.effects import (
    Affects,
    ChangeTypes,
    EffectSpec,
    RemoveAbilities,
    SetPT,
)
from tabletop.engine.definitions.expressions import Const
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import CardType, Layer
from tests.engine.cardkit import (
    CREATURE,
    FLYING,
    blood_moon,
    creature,
    enter,
    game_with,
    grant,
    land,
    static,
    urborg,
)

ENCHANTMENT = frozenset({CardType.ENCHANTMENT})
LAND = frozenset({CardType.LAND})


def _enchantment(name: str, text: str, spec: EffectSpec) -> CardDefinition:
    return CardDefinition(name, types=ENCHANTMENT, abilities=(static(text, spec),))


def _silence() -> CardDefinition:
    """"Creatures lose all abilities." (layer 6)"""
    return _enchantment("Silence Field", "Creatures lose all abilities.", EffectSpec(
        (RemoveAbilities(all=True),), Affects.MATCHING, ObjectFilter(types=CREATURE)))


def _deps(game: object, layer: Layer) -> list[tuple[int, int, str]]:
    result = game.recorded  # type: ignore[attr-defined]
    return [(a, b, kind) for lay, a, b, kind in result.dependencies if lay == layer]


def test_613_8a_a_change_b_makes_to_the_object_is_not_a_change_in_what_a_does() -> None:
    """An effect granting flying does the same whether or not another effect removed the
    creature's other abilities: no dependency, so timestamps decide (613.7)."""
    wings = grant("Wind Charm", FLYING, ObjectFilter(types=CREATURE))
    lifelinker = creature("Lifelink Bear", 2, 2, "{2}",
                          static("Lifelink", EffectSpec((), Affects.SELF)))
    # grant first, then "lose all abilities": the creature ends with none
    g = game_with(wings, _silence(), lifelinker)
    bear = enter(g, "Lifelink Bear")
    enter(g, "Wind Charm")
    enter(g, "Silence Field")
    assert g.chars(bear).abilities == ()
    assert _deps(g, Layer.ABILITY) == []
    # "lose all abilities" first, then the grant: it has flying
    g = game_with(wings, _silence(), lifelinker)
    bear = enter(g, "Lifelink Bear")
    enter(g, "Silence Field")
    enter(g, "Wind Charm")
    assert [a.text for a in g.chars(bear).abilities] == ["Flying"]
    assert _deps(g, Layer.ABILITY) == []


def test_613_8a_existence_urborg_depends_on_blood_moon() -> None:
    """Blood Moon removes Urborg's ability, so Urborg's effect depends on it (613.8a)."""
    g = game_with(blood_moon(), urborg())
    urb = enter(g, "Urborg, Tomb of Yawgmoth")
    moon = enter(g, "Blood Moon")
    assert g.chars(urb).subtypes == frozenset({"Mountain"})
    effects = {e.source: e.eid for _, e, _, _ in g.recorded.effects}
    deps = _deps(g, Layer.TYPE)
    assert any(kind == "depends" for _, _, kind in deps)
    assert all(b == effects.get(moon, b) for _, b, _ in deps)


def test_613_8a_the_set_it_applies_to_forests_become_creatures_after_lands_become_forests(
) -> None:
    """"All Forests are creatures" depends on "each land is a Forest": the second changes
    what the first applies to, so it applies first whatever the timestamps."""
    forests_live = _enchantment("Living Forests", "All Forests are 1/1 creatures.", EffectSpec(
        (ChangeTypes(add_types=CREATURE), SetPT(Const(1), Const(1))), Affects.MATCHING,
        ObjectFilter(subtypes=frozenset({"Forest"}))))
    all_forests = _enchantment("Verdant Spread", "Each land is a Forest.", EffectSpec(
        (ChangeTypes(add_subtypes=("Forest",)),), Affects.MATCHING, ObjectFilter(types=LAND)))
    for order in (("Living Forests", "Verdant Spread"), ("Verdant Spread", "Living Forests")):
        g = game_with(forests_live, all_forests, land("Mountain", ("Mountain",), True))
        mountain = enter(g, "Mountain")
        for name in order:
            enter(g, name)
        assert CardType.CREATURE in g.chars(mountain).types, order
        assert "Forest" in g.chars(mountain).subtypes
        assert any(kind == "depends" for _, _, kind in _deps(g, Layer.TYPE))


def test_613_8a_only_effects_in_the_same_layer_depend_on_each_other() -> None:
    """A type change (layer 4) that removes Forest doesn't make a layer-6 grant depend on
    it: dependencies are per layer; the grant just finds its objects in layer 6."""
    unforest = _enchantment("Scorched Earth", "Lands are Mountains.", EffectSpec(
        (ChangeTypes(set_land_types=("Mountain",)),), Affects.MATCHING,
        ObjectFilter(types=LAND)))
    g = game_with(unforest, grant("Wind Charm", FLYING, ObjectFilter(types=CREATURE)),
                  creature("Grizzly Bears", 2, 2))
    enter(g, "Grizzly Bears")
    enter(g, "Wind Charm")
    enter(g, "Scorched Earth")
    assert _deps(g, Layer.ABILITY) == [] and _deps(g, Layer.TYPE) == []
