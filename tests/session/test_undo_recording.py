"""Undo, redo, seek, branch switches and refused steps are written to the recording:
reopening it restores exactly the line, the position and the branches the player left,
and every move in time gives the state first reached there (issue #14)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.session.cardpool import builtin_pool
from tabletop.session.recording import read_recording
from tabletop.session.session import GameSession, Setup


def recorded(tmp_path: Path, name: str = "game.jsonl") -> GameSession:
    return GameSession(Setup(seed=5), builtin_pool(), record=tmp_path / name)


def reopen(session: GameSession, **options: bool) -> GameSession:
    path = session.recording_path
    assert path is not None
    session.close()
    return GameSession.from_recording(path, builtin_pool(), verify=True, **options)


def shape(session: GameSession) -> tuple[object, ...]:
    """Everything a player sees of the session's time line."""
    return (
        [(e.node, e.action, e.state_hash) for e in session.history],
        session.position,
        [(b.from_index, [e.node for e in b.entries]) for b in session.branches],
        session.game.state_hash(),
    )


def hand(session: GameSession, player: str = "Alice") -> int:
    return len(session.game.state.zone_ids(Zone.HAND, player))


def deal(session: GameSession) -> None:
    for player in ("Alice", "Bob"):
        session.perform(A.PutInLibrary("Plains", player, 20))
        session.perform(A.ShuffleLibrary(player))
        session.perform(A.DrawCards(player, 7))


def test_undo_after_a_london_mulligan_gives_the_right_hand(tmp_path: Path) -> None:
    """103.5: the mulligan count is part of what undo restores."""
    session = recorded(tmp_path)
    deal(session)
    session.perform(A.Mulligan("Alice"))
    assert hand(session) == 6
    after_first = session.game.state_hash()
    session.undo()
    assert hand(session) == 7
    session.redo()
    assert hand(session) == 6
    assert session.game.state_hash() == after_first
    session.perform(A.Mulligan("Alice"))
    assert hand(session) == 5
    session.go_to(6)  # before both mulligans
    session.go_to(8)
    assert hand(session) == 5
    assert session.warnings == []
    again = reopen(session)
    assert hand(again) == 5
    assert shape(again) == shape(session)


def test_an_undone_action_stays_undone_when_the_recording_is_reopened(tmp_path: Path) -> None:
    session = recorded(tmp_path)
    deal(session)
    session.perform(A.EnterBattlefield("Grizzly Bears", "Alice"))
    session.undo()
    assert session.position == 6 and len(session.history) == 7
    again = reopen(session)
    assert again.position == 6
    assert len(again.history) == 7  # and it can be redone
    assert again.game.battlefield() == []
    assert shape(again) == shape(session)
    again.redo()
    assert len(again.game.battlefield()) == 1


def test_every_move_in_time_is_a_head_marker(tmp_path: Path) -> None:
    session = recorded(tmp_path)
    for _ in range(3):
        session.perform(A.EnterBattlefield("Plains", "Alice"))
    session.undo()
    session.undo()
    session.redo()
    session.go_to(0)
    session.go_to(0)  # no move, no marker
    session.close()
    path = tmp_path / "game.jsonl"
    records = [json.loads(line) for line in path.read_text().splitlines()[1:]]
    heads = [(r["id"], r["op"]) for r in records if r["type"] == "head"]
    assert heads == [(2, "undo"), (1, "undo"), (2, "redo"), (None, "seek")]
    assert read_recording(path).main_line() == []


def test_branches_and_branch_switches_survive_reopening(tmp_path: Path) -> None:
    session = recorded(tmp_path)
    for name in ("Plains", "Island", "Swamp"):
        session.perform(A.EnterBattlefield(name, "Alice"))
    session.go_to(1)
    session.perform(A.EnterBattlefield("Mountain", "Alice"))  # branch: Island, Swamp
    session.perform(A.EnterBattlefield("Forest", "Alice"))
    assert [(b.from_index, len(b.entries)) for b in session.branches] == [(1, 2)]
    session.switch_branch(0)
    names = [session.game.obj(o).card.name for o in session.game.battlefield()]
    assert names == ["Plains", "Island", "Swamp"]
    assert [(b.from_index, len(b.entries)) for b in session.branches] == [(1, 2)]
    session.undo()
    again = reopen(session)
    assert shape(again) == shape(session)
    again.switch_branch(0)
    names = [again.game.obj(o).card.name for o in again.game.battlefield()]
    assert names == ["Plains", "Mountain", "Forest"]


def test_switching_to_a_branch_of_a_branch(tmp_path: Path) -> None:
    """A branch whose start is itself in another branch: the whole line is rebuilt."""
    session = recorded(tmp_path)
    for _ in range(4):
        session.perform(A.EnterBattlefield("Plains", "Alice"))  # 1 2 3 4
    session.go_to(2)
    session.perform(A.EnterBattlefield("Island", "Alice"))  # 5 after 2: branch [3, 4]
    session.go_to(1)
    session.perform(A.EnterBattlefield("Swamp", "Alice"))  # 6 after 1: branch [2, 5]
    deep = next(i for i, b in enumerate(session.branches) if b.entries[-1].node == 4)
    session.switch_branch(deep)
    assert [e.node for e in session.history] == [1, 2, 3, 4]
    assert sorted((b.from_index, tuple(e.node for e in b.entries))
                  for b in session.branches) == [(1, (6,)), (2, (5,))]
    assert len(session.game.battlefield()) == 4
    again = reopen(session)
    assert shape(again) == shape(session)


def test_a_refused_step_rolled_back_leaves_nothing_behind(tmp_path: Path) -> None:
    """A cast that needs the card put into hand first, then is refused: `rollback`
    drops the implicit "put into hand" from the line and from the reopened session."""
    session = recorded(tmp_path)
    session.perform(A.EnterBattlefield("Plains", "Alice"))
    before = session.game.state_hash()
    events = session.perform(A.PutInHand("Grizzly Bears", "Alice"))  # the step's first part
    card = next(e.objects[0] for e in events if e.kind == "to_hand")
    with pytest.raises(A.IllegalAction):
        session.perform(A.CastSpell("Alice", card))  # one Plains can't pay {1}{G}
    session.rollback(1)
    assert session.game.state_hash() == before
    assert len(session.history) == 1 and session.branches == []
    again = reopen(session)
    assert shape(again) == shape(session)
    assert [r.action["do"] for r in read_recording(tmp_path / "game.jsonl").main_line()] == [
        "enter"]


def test_reopened_recording_can_be_continued(tmp_path: Path) -> None:
    session = recorded(tmp_path)
    session.perform(A.EnterBattlefield("Plains", "Alice"))
    session.perform(A.EnterBattlefield("Island", "Alice"))
    session.undo()
    path = tmp_path / "game.jsonl"
    session.close()
    resumed = GameSession.from_recording(path, builtin_pool(), verify=True, resume=True)
    resumed.perform(A.EnterBattlefield("Grizzly Bears", "Alice"))  # a branch, written
    expected = shape(resumed)
    assert len(resumed.branches) == 1
    resumed.close()
    again = GameSession.from_recording(path, builtin_pool(), verify=True)
    assert shape(again) == expected
    assert "Grizzly Bears" in read_recording(path).card_prints


def test_illegal_actions_are_refused_with_the_state_and_recording_unchanged(
    tmp_path: Path,
) -> None:
    """730: thirty actions the engine lists as not legal now are refused; the game,
    the history and the recording stay exactly as they were."""
    from tabletop.engine.rules.legal_actions import legal_actions

    session = recorded(tmp_path)
    deal(session)
    path = tmp_path / "game.jsonl"
    rng = random.Random(14)
    refused = 0
    for _ in range(400):
        if refused >= 30:
            break
        player = session.game.state.priority or "Alice"
        options = legal_actions(session.game, player)
        illegal = [o.action for o in options if not o.legal]
        if illegal:
            before = (session.game.state_hash(), len(session.history), path.read_bytes())
            with pytest.raises(A.IllegalAction):
                session.perform(rng.choice(illegal))
            assert (session.game.state_hash(), len(session.history),
                    path.read_bytes()) == before
            refused += 1
        legal = [o.action for o in options if o.legal and not isinstance(
            o.action, A.CastSpell | A.ActivateAbility)]
        try:
            session.perform(rng.choice(legal) if legal and rng.random() < 0.7 else
                            A.EnterBattlefield(rng.choice(["Plains", "Grizzly Bears"]),
                                               player))
        except A.IllegalAction:
            continue
    assert refused == 30
    assert shape(reopen(session))[0] == shape(session)[0]


def test_a_refused_scenario_cast_is_not_in_the_reopened_line(tmp_path: Path) -> None:
    """`run --record`: a cast refused after its implicit "put into hand" leaves the
    recording's head before the step; reopened, the game is where the step began."""
    from tabletop.session.commands import run_scenario
    from tabletop.session.scenario import load_scenario

    toml = tmp_path / "refused.toml"
    toml.write_text('title = "refused cast"\n[[step]]\ndo = "enter"\ncard = "Forest"\n'
                    '[[step]]\ndo = "cast"\ncard = "Grizzly Bears"\nexpect_error = true\n')
    path = tmp_path / "run.jsonl"
    run, result = run_scenario(load_scenario(toml), record=path)
    assert result.passed, result.failures
    assert [r.action["do"] for r in read_recording(path).main_line()] == ["enter"]
    again = GameSession.from_recording(path, builtin_pool(), verify=True)
    assert again.position == 1
    assert again.game.state_hash() == run.game.state_hash()


def test_new_actions_undo_redo_and_replay(tmp_path: Path) -> None:
    """The actions added this round (a keep after a mulligan with chosen bottoms, 103.5; a
    token with colours, types and keywords, 111.4) undo, redo and replay exactly."""
    session = recorded(tmp_path)
    deal(session)
    session.perform(A.Mulligan("Alice", choose_bottom=True))
    first = session.game.state.zone_ids(Zone.HAND, "Alice")[0]
    session.perform(A.KeepHand("Alice", (first,)))
    session.perform(A.CreateTokenAction("Bob", "Elf Warrior", 1, 1, 2, colors=("G",),
                                        subtypes=("Elf", "Warrior"),
                                        keywords=("Haste",), tapped=True))
    after = session.game.state_hash()
    session.undo()
    session.undo()
    assert hand(session) == 7  # the keep is undone: the seven are still there
    session.redo()
    session.redo()
    assert session.game.state_hash() == after
    assert shape(reopen(session)) == shape(session)
