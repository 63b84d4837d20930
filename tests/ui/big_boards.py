"""Generated big tables (issue 24): the board of the engine's scaling benchmarks
(tests/benchmarks/test_board_scaling.py: Blood Moon, Urborg, an anthem per player, a
leveler per 25 permanents, then bears and lands two to one), with Plains for lands and
a few permanents that differ from the crowd: a leveler at level 4, a pumped bear, a bear
wearing an Aura and an Equipment.

The crowd is made as tokens in bulk (one `CreateTokenAction` per kind), so a
1,000-permanent board is a handful of recorded actions that replay in seconds.

    .venv/bin/python -m tests.ui.big_boards OUT.jsonl 1000   # a recording to open or shoot
"""

from __future__ import annotations

import sys
from pathlib import Path

from tabletop.engine.model import actions as A
from tabletop.session.cardpool import builtin_pool
from tabletop.session.session import GameSession, Setup

PLAYERS = ("Alice", "Bob")


def _entered(session: GameSession, card: str, controller: str, **kw: object) -> int:
    events = session.perform(A.EnterBattlefield(card, controller, **kw))  # type: ignore[arg-type]
    return next(e.objects[0] for e in events if e.kind == "enters")


def build_board(session: GameSession, n: int) -> None:
    """Fill the battlefield of `session` with `n` permanents."""
    if n < 20:
        raise ValueError(f"a big board has at least 20 permanents, not {n}")
    alice, bob = PLAYERS
    _entered(session, "Blood Moon", alice)
    _entered(session, "Urborg, Tomb of Yawgmoth", alice)
    _entered(session, "Glorious Anthem", alice)
    _entered(session, "Glorious Anthem", bob)
    levelers = [_entered(session, "Coralhelm Commander", alice if i % 2 else bob)
                for i in range(max(2, n // 25))]
    session.perform(A.AddCounters(levelers[1], "level", 4))
    dressed = _entered(session, "Grizzly Bears", bob)
    _entered(session, "Arcane Flight", bob, attached_to=dressed)
    _entered(session, "Accorder's Shield", bob, attached_to=dressed)
    pumped = _entered(session, "Grizzly Bears", alice)
    session.perform(A.AddCounters(pumped, "+1/+1", 3))
    rest = n - len(session.game.battlefield())
    lands = rest // 3
    bears = rest - lands
    for player, share in ((alice, (bears + 1) // 2), (bob, bears // 2)):
        session.perform(A.CreateTokenAction(player, "Grizzly Bears", count=share))
    alice_lands = (lands + 1) // 2
    session.perform(A.CreateTokenAction(alice, "Plains", count=alice_lands // 2, tapped=True))
    session.perform(A.CreateTokenAction(alice, "Plains", count=alice_lands - alice_lands // 2))
    session.perform(A.CreateTokenAction(bob, "Plains", count=lands // 2))
    assert len(session.game.battlefield()) == n


def board_session(n: int, record: Path | str | None = None) -> GameSession:
    """A new session with `n` permanents on the battlefield (recorded to `record`)."""
    session = GameSession(Setup(PLAYERS, title=f"{n} permanents"), builtin_pool(),
                          record=record)
    build_board(session, n)
    return session


def write_recording(path: Path | str, n: int) -> Path:
    """A recording of a board of `n` permanents (to open or to screenshot)."""
    session = board_session(n, path)
    session.close()
    return Path(path)


if __name__ == "__main__":
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "board.jsonl")
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    print(write_recording(out, count))
