"""GameSession: every action recorded, undo from any point starts a branch that is kept,
seek by snapshots plus replay, and recordings that re-execute to the same state hashes."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.engine.model import actions as A
from tabletop.session.cardpool import builtin_pool
from tabletop.session.recording import read_recording
from tabletop.session.session import SNAPSHOT_EVERY, GameSession, ReplayDiverged, Setup


def level_up_game(tmp_path: Path) -> tuple[GameSession, int]:
    session = GameSession(Setup(), builtin_pool(), record=tmp_path / "game.jsonl")
    for name in ("Plains", "Plains", "Plains", "Knight of Cliffhaven"):
        session.perform(A.EnterBattlefield(name, "Alice"))
    knight = session.game.battlefield()[-1]
    session.perform(A.ActivateAbility("Alice", knight, "Level up"))
    session.perform(A.PassPriority("Alice"))
    session.perform(A.PassPriority("Bob"))
    return session, knight


def test_every_action_is_recorded_with_its_hash(tmp_path: Path) -> None:
    session, _ = level_up_game(tmp_path)
    session.close()
    recording = read_recording(tmp_path / "game.jsonl")
    assert [r.state_hash for r in recording.main_line()] == [h.state_hash for h in
                                                             session.history]
    assert recording.main_line()[4].action["do"] == "activate"
    assert any("Level up" in e["text"] for e in recording.main_line()[4].events)


def test_undo_from_any_point_starts_a_branch_that_is_kept(tmp_path: Path) -> None:
    session, knight = level_up_game(tmp_path)
    assert session.game.obj(knight).counters.get("level") == 1
    session.go_to(4)  # before the activation
    assert session.game.obj(knight).counters.get("level") is None
    session.perform(A.AddCounters(knight, "level", 4))
    assert session.game.chars(knight).power == 4
    assert len(session.branches) == 1 and len(session.branches[0].entries) == 3
    session.close()
    recording = read_recording(tmp_path / "game.jsonl")
    assert len(recording.records) == 8  # nothing written is ever lost
    assert len(recording.branches()) == 2
    assert [r.action["do"] for r in recording.main_line()][-1] == "counter"


def test_replay_re_executes_the_main_line(tmp_path: Path) -> None:
    session, knight = level_up_game(tmp_path)
    session.go_to(4)
    session.perform(A.AddCounters(knight, "level", 4))
    session.close()
    again = GameSession.from_recording(tmp_path / "game.jsonl", builtin_pool(), verify=True)
    assert again.game.state_hash() == session.game.state_hash()


def test_a_tampered_recording_names_the_action_that_diverges(tmp_path: Path) -> None:
    session, _ = level_up_game(tmp_path)
    session.close()
    path = tmp_path / "game.jsonl"
    lines = path.read_text().splitlines()
    lines[3] = lines[3].replace('"Plains"', '"Island"', 1)
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(ReplayDiverged) as exc:
        GameSession.from_recording(path, builtin_pool(), verify=True)
    assert exc.value.n == 3


def test_seek_uses_snapshots_and_gives_the_same_state(tmp_path: Path) -> None:
    session = GameSession(Setup(), builtin_pool())
    bear = None
    for i in range(SNAPSHOT_EVERY * 2 + 7):
        if bear is None:
            session.perform(A.EnterBattlefield("Grizzly Bears", "Alice"))
            bear = session.game.battlefield()[-1]
        else:
            session.perform(A.AddCounters(bear, "+1/+1", 1 if i % 3 else -1))
    hashes = [e.state_hash for e in session.history]
    for index in (SNAPSHOT_EVERY * 2 + 3, 1, SNAPSHOT_EVERY + 1, len(hashes)):
        session.go_to(index)
        assert session.game.state_hash() == hashes[index - 1]
    assert session.position == len(hashes)
