"""Recordings: seek to any action of a 10,000-action recording (target ≤ 200 ms) and
`replay --verify` of 10,000 actions (target ≤ 10 s)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tabletop.engine.model import actions as A
from tabletop.session.cardpool import builtin_pool
from tabletop.session.session import GameSession, Setup

ACTIONS = 10_000


@pytest.fixture(scope="module")
def long_recording(tmp_path_factory: pytest.TempPathFactory) -> tuple[GameSession, Path]:
    path = tmp_path_factory.mktemp("rec") / "long.jsonl"
    session = GameSession(Setup(), builtin_pool(), record=path)
    for name in ("Plains", "Island", "Knight of Cliffhaven", "Glorious Anthem",
                 "Grizzly Bears", "Coralhelm Commander", "Godhead of Awe", "Serra Avatar"):
        session.perform(A.EnterBattlefield(name, "Alice"))
    rnd = random.Random(7)
    while len(session.history) < ACTIONS:
        oid = rnd.choice(session.game.battlefield())
        roll = rnd.random()
        if roll < 0.5:
            kind = rnd.choice(["+1/+1", "level", "charge"])
            have = session.game.obj(oid).counters.get(kind, 0)
            n = 1 if have == 0 or rnd.random() < 0.6 else -1
            session.perform(A.AddCounters(oid, kind, n))
        elif roll < 0.8:
            session.perform(A.SetTapped(oid, not session.game.obj(oid).tapped))
        else:
            session.perform(A.SetLife(rnd.choice(["Alice", "Bob"]), rnd.choice([-1, 1])))
    session.close()
    return session, path


def test_seek_in_a_10000_action_recording(benchmark, long_recording) -> None:
    session, _ = long_recording
    rnd = random.Random(3)
    targets = [rnd.randrange(ACTIONS + 1) for _ in range(30)]
    it = iter(targets * 100)
    benchmark(lambda: session.go_to(next(it)))


def test_replay_verify_10000_actions(benchmark, long_recording) -> None:
    _, path = long_recording
    result = benchmark.pedantic(
        lambda: GameSession.from_recording(path, builtin_pool(), verify=True),
        rounds=1, iterations=1)
    assert len(result.history) == ACTIONS
