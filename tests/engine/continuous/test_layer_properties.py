"""Property tests (hypothesis): the layer result depends only on the effects in force,
not on the order they were added or removed (613.7 timestamps decide the order)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.engine.continuous.layers import LayerPass
from tabletop.engine.definitions.effects import (
    Affects,
    Duration,
    EffectSpec,
    ModifyPT,
    SetPT,
    SwitchPT,
)
from tabletop.engine.definitions.expressions import Const
from tests.engine.cardkit import anthem, creature, enter, game_with, godhead

MODS = [
    lambda: (ModifyPT(Const(2), Const(-1)),),
    lambda: (SetPT(Const(0), Const(3)),),
    lambda: (SwitchPT(),),
    lambda: (ModifyPT(Const(-1), Const(1)),),
    lambda: (SetPT(Const(5), Const(5)),),
]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, len(MODS) - 1), min_size=1, max_size=6), st.randoms())
def test_adding_effects_in_any_order_matches_a_fresh_computation(picks: list[int], rnd) -> None:
    g = game_with(creature("Bear", 2, 2), anthem(), godhead())
    bears = [enter(g, "Bear") for _ in range(2)]
    enter(g, "Glorious Anthem")
    created = []
    for i, pick in enumerate(picks):
        created.append(g.add_effect(EffectSpec(MODS[pick](), Affects.FIXED), source=None,
                                    controller="Alice", locked=frozenset({bears[i % 2]}),
                                    duration=Duration.END_OF_TURN))
    expected = {b: (g.chars(b).power, g.chars(b).toughness) for b in bears}
    # the same effects listed in another order give the same characteristics
    shuffled = list(g.state.effects)
    rnd.shuffle(shuffled)
    g.state.effects = shuffled
    g.invalidate()
    assert {b: (g.chars(b).power, g.chars(b).toughness) for b in bears} == expected
    # removing one and computing from scratch equals the cached, incremental answer
    victim = created[rnd.randrange(len(created))]
    g.end_effects(lambda e: e is victim)
    cached = {b: (g.chars(b).power, g.chars(b).toughness) for b in bears}
    fresh = LayerPass(g.state).run()
    assert cached == {b: (fresh.chars[b].power, fresh.chars[b].toughness) for b in bears}


def test_queries_between_events_reuse_the_last_computation() -> None:
    g = game_with(creature("Bear", 2, 2))
    bear = enter(g, "Bear")
    first = g.result
    g.chars(bear)
    assert g.result is first
