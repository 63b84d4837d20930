"""Combat speed (issue 5): 20 attackers and 20 blockers, first strike included, from
declaring attackers to the end of combat in at most 50 ms median.

Run with `.venv/bin/pytest tests/benchmarks/test_combat_speed.py`; the figure is
printed and kept in pytest-benchmark's extra_info.
"""

from __future__ import annotations

import copy
from typing import Any

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step
from tabletop.session.cardpool import builtin_pool
from tests.benchmarks.test_engine_speed import Passes

TARGET_MS = 50.0
ATTACKERS = (("Student of Warfare", 2), ("White Knight", 0), ("Grizzly Bears", 0),
             ("Trained Armodon", 0), ("Kargan Dragonlord", 0))
BLOCKERS = ("Grizzly Bears", "Giant Spider", "Trained Armodon", "Black Knight",
            "Llanowar Elves")


def build_combat() -> tuple[Game, list[int], list[int]]:
    """Alice: 20 creatures (first strikers among them), Bob: 20 creatures; 10 lands each;
    the game waits in Alice's declare attackers step."""
    game = Game(cards=builtin_pool())
    attackers: list[int] = []
    blockers: list[int] = []
    for player in ("Alice", "Bob"):
        game.perform(A.PutInLibrary("Island", player, 5))
        for i in range(10):
            game.perform(A.EnterBattlefield(("Plains", "Forest")[i % 2], player))
    for i in range(20):
        name, level = ATTACKERS[i % len(ATTACKERS)]
        events = game.perform(A.EnterBattlefield(name, "Alice",
                                                 counters=(("level", level),) if level else ()))
        attackers.append(next(e.objects[0] for e in events if e.kind == "enters"))
        events = game.perform(A.EnterBattlefield(BLOCKERS[i % len(BLOCKERS)], "Bob"))
        blockers.append(next(e.objects[0] for e in events if e.kind == "enters"))
    game.perform(A.AdvanceTo("declare_attackers"))
    return game, attackers, blockers


def fight(game: Game, attackers: list[int], blockers: list[int]) -> None:
    game.perform(A.DeclareAttackers("Alice", tuple(attackers), "Bob"))
    game.perform(A.PassPriority("Alice"))
    game.perform(A.PassPriority("Bob"))
    pairs = tuple((b, a) for b, a in zip(blockers, attackers, strict=True)
                  if game.chars(a).power is not None)
    legal = []
    from tabletop.engine.rules.combat import block_reason

    for b, a in pairs:
        if block_reason(game, "Bob", b, a) is None:
            legal.append((b, a))
    game.perform(A.DeclareBlockers("Bob", tuple(legal)))
    while game.state.step != Step.END_OF_COMBAT:
        game.perform(A.PassPriority(game.state.priority or "Alice"))


def test_combat_20_attackers_20_blockers(benchmark: Any) -> None:
    game, attackers, blockers = build_combat()
    start = copy.deepcopy(game.state)

    def setup() -> None:
        game.restore(start)
        game.result  # noqa: B018

    benchmark.pedantic(lambda: fight(game, attackers, blockers), setup=setup, rounds=25,
                       iterations=1)
    setup()
    with Passes() as passes:
        fight(game, attackers, blockers)
    assert game.state.step == Step.END_OF_COMBAT
    assert game.player("Bob").life < 20 or any(
        e.kind == "combat_damage" for _, evs in game.history for e in evs)
    median = benchmark.stats.stats.median * 1e3
    benchmark.extra_info.update(median_ms=round(median, 3), target_median_ms=TARGET_MS,
                                layer_passes=passes.n)
    print(f"\ncombat of 20 attackers and 20 blockers: {median:.1f} ms median "
          f"(target ≤ {TARGET_MS:g} ms), {passes.n} layer passes")
