"""Property: random legal play (the engine's `legal_actions`) interleaved with undo, redo,
seek, branch switches and rollbacks. After every step the game shows the state of a
fresh replay of the current line up to the current position, a refused action changes
nothing, and reopening the recording gives the same line, position, branches and state.

A few seconds in the default run; 10,000 sequences with `-m slow`."""

from __future__ import annotations

from pathlib import Path
from tempfile import TemporaryDirectory

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tabletop.engine.model import actions as A
from tabletop.engine.rules.legal_actions import legal_actions
from tabletop.session.cardpool import builtin_pool
from tabletop.session.session import GameSession, Setup, new_game

SETUP = Setup(seed=21)
OPENING: tuple[A.Action, ...] = (
    A.PutInLibrary("Plains", "Alice", 8),
    A.PutInLibrary("Forest", "Bob", 8),
    A.EnterBattlefield("Plains", "Alice"),
    A.EnterBattlefield("Plains", "Alice"),
    A.EnterBattlefield("Knight of Cliffhaven", "Alice"),
    A.EnterBattlefield("Forest", "Bob"),
    A.EnterBattlefield("Forest", "Bob"),
    A.EnterBattlefield("Grizzly Bears", "Bob"),
    A.PutInHand("Student of Warfare", "Alice"),
    A.PutInHand("Grizzly Bears", "Bob"),
)

Step = tuple[str, int]
KINDS = ["act"] * 5 + ["undo"] * 3 + ["switch"] * 2 + ["redo", "seek", "rollback", "mulligan"]
STEPS = st.tuples(st.sampled_from(KINDS), st.integers(0, 10_000))


def choose(session: GameSession, k: int) -> A.Action:
    """The k-th (mod their number) legal option of the player with priority."""
    game = session.game
    player = game.state.priority
    if player is None:
        return A.AdvanceTo("next_turn")
    options = [o.action for o in legal_actions(game, player) if o.legal]
    options.append(A.AdvanceTo("next_turn"))
    return options[k % len(options)]


class Model:
    """The tree of performed actions as the test saw it, and fresh replays of it."""

    def __init__(self) -> None:
        self.parent: dict[int, int | None] = {}
        self.action: dict[int, A.Action] = {}
        self.hashes: dict[int | None, str] = {None: new_game(SETUP, builtin_pool()).state_hash()}
        self.discarded: set[int] = set()

    def add(self, session: GameSession) -> None:
        entry = session.history[-1]
        self.parent[entry.node] = entry.parent
        self.action[entry.node] = entry.action

    def line(self, node: int | None) -> list[int]:
        out: list[int] = []
        while node is not None:
            out.append(node)
            node = self.parent[node]
        return out[::-1]

    def fresh_hash(self, node: int | None) -> str:
        """The state hash of a new game that performs the line to `node`."""
        if node not in self.hashes:
            game = new_game(SETUP, builtin_pool())
            for n in self.line(node):
                game.perform(self.action[n])
            self.hashes[node] = game.state_hash()
        return self.hashes[node]


def shape(session: GameSession) -> tuple[object, ...]:
    return (
        [(e.node, e.action, e.state_hash) for e in session.history],
        session.position,
        [(b.from_index, [e.node for e in b.entries]) for b in session.branches],
        session.game.state_hash(),
    )


def run_steps(folder: Path, steps: list[Step]) -> None:
    path = folder / "game.jsonl"
    session = GameSession(SETUP, builtin_pool(), record=path)
    model = Model()
    for action in OPENING:
        session.perform(action)
        model.add(session)
    for kind, k in steps:
        if kind in ("act", "mulligan"):
            action = A.Mulligan("Alice" if k % 2 else "Bob") if kind == "mulligan" else \
                choose(session, k)
            before = (session.game.state_hash(), shape(session))
            try:
                session.perform(action)
            except A.IllegalAction:
                assert (session.game.state_hash(), shape(session)) == before  # 730
                continue
            model.add(session)
        elif kind == "undo":
            session.undo()
        elif kind == "redo":
            session.redo()
        elif kind == "seek":
            session.go_to(k % (len(session.history) + 1))
        elif kind == "switch" and session.branches:
            session.switch_branch(k % len(session.branches))
        elif kind == "rollback":
            index = k % (len(session.history) + 1)
            gone = {e.node for e in session.history[index:]}
            # the actions after `index`, and every action played after one of them
            model.discarded.update(n for n in model.parent if gone & set(model.line(n)))
            session.rollback(index)
        assert [e.node for e in session.history[:session.position]] == \
            model.line(session.current_node)
        assert session.game.state_hash() == model.fresh_hash(session.current_node), (
            f"after {kind}: position {session.position}")
        # nothing performed is lost: every action is on the line or in one branch
        kept = [e.node for e in session.history] + [
            e.node for b in session.branches for e in b.entries]
        assert sorted(kept) == sorted(set(model.parent) - model.discarded)
        for branch in session.branches:  # a branch hangs after `from_index` actions
            assert len(model.line(branch.entries[0].node)) == branch.from_index + 1
    assert session.warnings == []
    expected = shape(session)
    session.close()
    again = GameSession.from_recording(path, builtin_pool(), verify=True)
    assert shape(again) == expected
    assert again.warnings == []


QUICK = settings(max_examples=12, deadline=None, database=None,
                 suppress_health_check=[HealthCheck.too_slow])


@QUICK
@example(steps=[("act", 1), ("act", 2), ("undo", 0), ("undo", 0), ("act", 0), ("switch", 0),
                ("undo", 0), ("act", 5), ("switch", 1), ("mulligan", 1), ("undo", 0),
                ("rollback", 11), ("switch", 0)])
@example(steps=[("act", 0), ("act", 0), ("undo", 0), ("act", 0), ("rollback", 10),
                ("switch", 0)])  # a branch hanging off a discarded action goes too
@given(steps=st.lists(STEPS, max_size=14))
def test_undo_redo_and_branches_always_show_a_fresh_replay(steps: list[Step]) -> None:
    with TemporaryDirectory() as folder:
        run_steps(Path(folder), steps)


@pytest.mark.slow
@settings(max_examples=10_000, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.lists(STEPS, max_size=30))
def test_ten_thousand_sequences(steps: list[Step]) -> None:
    with TemporaryDirectory() as folder:
        run_steps(Path(folder), steps)
