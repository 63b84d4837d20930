"""Issue #18: the history of 10,000 actions on a 200-permanent board stays under 200 MB
(snapshots share the immutable card definitions and read-only mappings; a refused action
is taken back through the undo log, not a copy). The figure is the memory the session
holds after the actions (growth of the process's resident memory, read from /proc where
there is one), reported with the time of the run."""

from __future__ import annotations

import random
import resource
from pathlib import Path
from typing import Any

from tabletop.engine.model import actions as A
from tabletop.session.cardpool import builtin_pool
from tabletop.session.session import GameSession, Setup

ACTIONS = 10_000
PERMANENTS = 200


def _resident() -> int:
    """Resident memory now in bytes (Linux), else the peak so far."""
    statm = Path("/proc/self/statm")
    if statm.exists():
        return int(statm.read_text().split()[1]) * resource.getpagesize()
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def _run() -> tuple[GameSession, int]:
    base = _resident()
    session = GameSession(Setup(), builtin_pool())
    names = ("Plains", "Grizzly Bears", "Glorious Anthem", "Coralhelm Commander",
             "Knight of Cliffhaven", "Island")
    for i in range(PERMANENTS):
        session.perform(A.EnterBattlefield(names[i % len(names)], "Alice" if i % 2 else "Bob"))
    rnd = random.Random(11)
    field = session.game.battlefield()
    while len(session.history) < ACTIONS:
        oid = rnd.choice(field)
        if rnd.random() < 0.6:
            kind = rnd.choice(["+1/+1", "level"])
            have = session.game.obj(oid).counters.get(kind, 0)
            session.perform(A.AddCounters(oid, kind, 1 if have == 0 or rnd.random() < 0.6
                                          else -1))
        else:
            session.perform(A.SetTapped(oid, not session.game.obj(oid).tapped))
    return session, _resident() - base


def test_history_of_10000_actions_on_200_permanents(benchmark: Any) -> None:
    session, held = benchmark.pedantic(_run, rounds=1, iterations=1)
    benchmark.extra_info["held_mb"] = round(held / 2**20, 1)
    print(f"\nhistory of {ACTIONS} actions on {PERMANENTS} permanents: "
          f"{held / 2**20:.1f} MB held")
    assert len(session.history) == ACTIONS
