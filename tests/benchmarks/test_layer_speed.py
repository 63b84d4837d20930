"""Layer system speed: 200 permanents under 40 continuous effects (target ≤ 5 ms median)."""

from __future__ import annotations

from tabletop.engine.continuous.layers import LayerPass
from tabletop.engine.definitions.abilities import KeywordAbility
from tabletop.engine.definitions.effects import (
    AddAbilities,
    Affects,
    Duration,
    EffectSpec,
    ModifyPT,
    RemoveAbilities,
    SetPT,
    SwitchPT,
)
from tabletop.engine.definitions.expressions import Const
from tests.engine.cardkit import anthem, blood_moon, creature, enter, game_with, land, urborg


def build_board(permanents: int = 200, effects: int = 40):
    g = game_with(creature("Bear", 2, 2, subtypes=("Bear",)), anthem(), blood_moon(), urborg(),
                  land("Forest", ("Forest",), True))
    bears = [enter(g, "Bear", "Alice" if i % 2 else "Bob") for i in range(permanents - 24)]
    for _ in range(20):
        enter(g, "Forest")
    enter(g, "Blood Moon")
    enter(g, "Urborg, Tomb of Yawgmoth")
    for _ in range(2):
        enter(g, "Glorious Anthem")
    kinds = [
        lambda: (ModifyPT(Const(1), Const(1)),),
        lambda: (SetPT(Const(1), Const(3)),),
        lambda: (SwitchPT(),),
        lambda: (AddAbilities((KeywordAbility("Flying", "Flying"),)),),
        lambda: (RemoveAbilities(keywords=frozenset({"flying"})),),
    ]
    for i in range(effects - 4):
        targets = frozenset(bears[j] for j in range(i % 7, len(bears), 5))
        g.add_effect(EffectSpec(kinds[i % len(kinds)](), Affects.FIXED), source=None,
                     controller="Alice", locked=targets, duration=Duration.END_OF_TURN)
    return g


def test_layers_200_permanents_40_effects(benchmark) -> None:
    """All characteristics of 200 permanents under 40 effects (target ≤ 5 ms median)."""
    g = build_board()
    assert len(g.battlefield()) == 200
    benchmark(lambda: LayerPass(g.state, record=False).run())


def test_layers_200_permanents_with_derivation(benchmark) -> None:
    """The same pass writing the derivation record (explain, inspector)."""
    g = build_board()
    benchmark(lambda: LayerPass(g.state, record=True).run())


def test_layers_scale_linearly_to_1000_permanents(benchmark) -> None:
    g = build_board(1000, 40)
    benchmark.pedantic(lambda: LayerPass(g.state, record=False).run(), rounds=5, iterations=1)


def test_cached_query(benchmark) -> None:
    g = build_board()
    oid = g.battlefield()[0]
    g.chars(oid)
    benchmark(lambda: g.chars(oid))
