"""`replay --verify` checks every event, not only state hashes; hostile setup, action and
event fields are clean errors naming the line; a recording made with other card
definitions names the cards that differ and is replayed only when the user agrees."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from tabletop.cards.database import CardDatabase
from tabletop.engine.model import actions as A
from tabletop.session import commands
from tabletop.session.card_prints import CardChanges
from tabletop.session.cardpool import CardPool, builtin_pool
from tabletop.session.errors import CardsChanged, ReplayDiverged, SessionFileError
from tabletop.session.session import GameSession, Setup


def bears_game(path: Path) -> GameSession:
    session = GameSession(Setup(seed=3), builtin_pool(), record=path)
    session.perform(A.EnterBattlefield("Forest", "Alice"))
    session.perform(A.EnterBattlefield("Grizzly Bears", "Alice"))
    session.perform(A.DealDamageAction("Bob", 2))
    session.close()
    return session


def edit(path: Path, line: int, change: Any) -> None:
    """Apply `change` to the JSON object on `line` (1-based) of the file."""
    lines = path.read_text("utf-8").splitlines()
    obj = json.loads(lines[line - 1])
    change(obj)
    lines[line - 1] = json.dumps(obj)
    path.write_text("\n".join(lines) + "\n", "utf-8")


def replay(path: Path, capsys: pytest.CaptureFixture[str], **options: bool) -> tuple[int, str]:
    code = commands.replay_command(str(path), **options)
    captured = capsys.readouterr()
    return code, captured.out + captured.err


@pytest.fixture
def game(tmp_path: Path) -> Path:
    path = tmp_path / "game.jsonl"
    bears_game(path)
    return path


# --- edited payloads -------------------------------------------------------------------


def test_an_edited_event_is_refused_naming_the_action_and_the_difference(
    game: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def change(obj: dict[str, Any]) -> None:
        obj["events"][0]["text"] = "Grizzly Bears enters with a hat"

    edit(game, 3, change)  # the second action; its state hash still matches
    with pytest.raises(ReplayDiverged) as info:
        GameSession.from_recording(game, builtin_pool(), verify=True)
    assert (info.value.n, info.value.line) == (2, 3)
    assert "event 1: 'text'" in info.value.reason
    assert "with a hat" in info.value.reason
    code, out = replay(game, capsys, verify=True)
    assert code == 1
    assert f"DIVERGED {game}:3: action 2: event 1: 'text' is" in out


@pytest.mark.parametrize(
    "change",
    [
        lambda o: o["events"].pop(),
        lambda o: o["events"].append({"kind": "note", "text": "extra"}),
        lambda o: o["events"][0].update(data={"x": 1}),
        lambda o: o.update(hash="0" * 64),
    ],
    ids=["event-dropped", "event-added", "event-data", "hash"],
)
def test_every_kind_of_edit_diverges(game: Path, change: Any) -> None:
    edit(game, 4, change)
    with pytest.raises(ReplayDiverged) as info:
        GameSession.from_recording(game, builtin_pool(), verify=True)
    assert info.value.n == 3


def test_without_verify_a_difference_is_a_warning(game: Path) -> None:
    edit(game, 4, lambda o: o.update(hash="0" * 64))
    session = GameSession.from_recording(game, builtin_pool())
    assert len(session.history) == 3
    assert any("line 4: action 3: state hash differs" in w for w in session.warnings)


# --- hostile setup, actions and events ------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "change", "reason"),
    [
        (1, lambda o: o.update(players=[1, 2]), "players"),
        (1, lambda o: o.update(players=["Al", "Al"]), "names a player twice"),
        (1, lambda o: o.update(players=["x" * 500]), "at most 200 characters"),
        (1, lambda o: o["setup"].update(life="20"), "life"),
        (1, lambda o: o["setup"].update(life=10**12), "life"),
        (1, lambda o: o["setup"].update(start="teatime"), "not a step name"),
        (1, lambda o: o["setup"].update(active="Carol"), "not one of the players"),
        (1, lambda o: o["setup"].update(decks=3), "decks"),
        (2, lambda o: o["action"].update(do="explode"), "unknown action"),
        (2, lambda o: o["action"].update(card=7), "field 'card'"),
        (2, lambda o: o["action"].update(tapped="yes"), "field 'tapped'"),
        (2, lambda o: o["action"].update(counters=[["level", "x"]]), "field 'counters.0.1'"),
        (2, lambda o: o["action"].update(colour="red"), "field 'colour'"),
        (2, lambda o: o["action"].pop("card"), "field 'card': field required"),
        (4, lambda o: o["action"].update(n=10**15), "less than or equal"),
        (4, lambda o: o["action"].update(source="Alice"), "field 'source"),
        (2, lambda o: o["events"][0].update(kind=3), "event 1: field 'kind'"),
        (2, lambda o: o["events"][0].update(objects=["a"]), "event 1: field 'objects.0'"),
        (2, lambda o: o["events"][0].update(when="now"), "event 1: field 'when'"),
        (2, lambda o: o.update(cards={"Forest": 3}), "fingerprint of 'Forest'"),
        (2, lambda o: o.update(extra=1), "unknown field 'extra'"),
    ],
)
def test_hostile_fields_are_clean_errors(
    game: Path, capsys: pytest.CaptureFixture[str], line: int, change: Any, reason: str
) -> None:
    edit(game, line, change)
    with pytest.raises(SessionFileError) as info:
        GameSession.from_recording(game, builtin_pool(), verify=True)
    assert info.value.line == line
    assert reason.lower() in str(info.value).lower()
    assert str(info.value).startswith(f"{game}:{line}: ")
    code, out = replay(game, capsys, verify=True)
    assert code == 2
    assert out.startswith(f"ERROR {game}:{line}: ")
    assert "Traceback" not in out


def test_a_marker_naming_a_discarded_action_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    session = GameSession(Setup(), builtin_pool(), record=path)
    session.perform(A.EnterBattlefield("Forest", "Alice"))
    session.perform(A.EnterBattlefield("Forest", "Alice"))
    session.rollback(1)  # action 2 is discarded
    session.close()
    with path.open("a") as f:
        f.write(json.dumps({"type": "head", "id": 2, "op": "redo"}) + "\n")
    with pytest.raises(SessionFileError, match="discarded") as info:
        GameSession.from_recording(path, builtin_pool())
    assert info.value.line == 5


# --- changed card definitions -------------------------------------------------------------


def stronger_bears() -> CardPool:
    database = CardDatabase.builtin()
    bears = database.get("Grizzly Bears")
    return CardPool(database.with_records([replace(bears, power="3")]))


def test_changed_cards_are_named_and_replayed_only_when_allowed(
    game: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    pool = stronger_bears()
    with pytest.raises(CardsChanged) as info:
        GameSession.from_recording(game, pool)
    changes = info.value.changes
    assert isinstance(changes, CardChanges)
    assert changes.changed == ("Grizzly Bears",)
    assert changes.names_known
    assert "Grizzly Bears" in changes.message() and "Forest" not in changes.message()
    assert changes.as_dict()["changed"] == ["Grizzly Bears"]

    session = GameSession.from_recording(game, pool, allow_changed_cards=True)
    assert session.card_changes == changes
    bears = session.game.battlefield()[-1]
    assert session.game.chars(bears).power == 3

    monkeypatch.setattr(commands, "_cards", lambda: pool)
    code, out = replay(game, capsys)
    assert code == 2
    assert "Grizzly Bears" in out and "--allow-changed-cards" in out
    code, out = replay(game, capsys, allow_changed_cards=True)
    assert code == 0
    assert "warning" in out and "Grizzly Bears" in out
    # the same through the command line's flag
    from tabletop.cli import main

    assert main(["replay", str(game), "--verify"]) == 2
    assert main(["replay", str(game), "--verify", "--allow-changed-cards"]) == 0
    capsys.readouterr()


def test_a_database_change_in_cards_the_recording_does_not_use_is_no_question(
    game: Path,
) -> None:
    database = CardDatabase.builtin()
    plains = database.get("Plains")
    pool = CardPool(database.with_records([replace(plains, oracle="({T}: Add {W}{W}.)")]))
    assert pool.fingerprint() != builtin_pool().fingerprint()
    session = GameSession.from_recording(game, pool, verify=True)
    assert session.card_changes is None


def test_an_old_recording_without_card_fingerprints_still_reads(game: Path) -> None:
    lines = game.read_text().splitlines()
    objs = [json.loads(line) for line in lines]
    for obj in objs[1:]:
        obj.pop("cards", None)
    game.write_text("".join(json.dumps(o) + "\n" for o in objs))
    assert len(GameSession.from_recording(game, builtin_pool(), verify=True).history) == 3
    with pytest.raises(CardsChanged) as info:
        GameSession.from_recording(game, stronger_bears())
    assert isinstance(info.value.changes, CardChanges)
    assert not info.value.changes.names_known
    assert "which ones differ is unknown" in str(info.value)


def test_swapped_session_file_error_arguments_are_fixed(tmp_path: Path) -> None:
    """The action that cannot be rebuilt is reported as FILE:LINE: reason."""
    path = tmp_path / "game.jsonl"
    bears_game(path)
    edit(path, 2, lambda o: o["action"].update(copy_of="x"))
    with pytest.raises(SessionFileError) as info:
        GameSession.from_recording(path, builtin_pool())
    assert (info.value.path, info.value.line) == (path, 2)
    assert "copy_of" in info.value.reason


def test_endless_branch_switching_is_refused_not_a_hang(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hostile file that jumps between two long lines again and again stops with a
    clean error once the replay has visited too many actions."""
    from tabletop.session import session as session_module

    path = tmp_path / "game.jsonl"
    session = GameSession(Setup(), builtin_pool(), record=path)
    for _ in range(30):
        session.perform(A.SetLife("Alice", 1))
    session.go_to(0)
    for _ in range(30):
        session.perform(A.SetLife("Bob", 1))
    session.close()
    with path.open("a") as f:
        for _ in range(500):
            f.write(json.dumps({"type": "head", "id": 30, "op": "branch"}) + "\n")
            f.write(json.dumps({"type": "head", "id": 60, "op": "branch"}) + "\n")
    assert GameSession.from_recording(path, builtin_pool(), verify=True).position == 30
    monkeypatch.setattr(session_module, "REPLAY_WALK_PER_RECORD", 1)
    monkeypatch.setattr(session_module, "REPLAY_WALK_FLOOR", 1000)
    with pytest.raises(SessionFileError, match="switches lines too often"):
        GameSession.from_recording(path, builtin_pool(), verify=True)


def test_the_window_can_ask_before_replaying(game: Path) -> None:
    from tabletop.session.card_prints import recording_card_changes

    assert recording_card_changes(game, builtin_pool()) is None
    changes = recording_card_changes(game, stronger_bears())
    assert changes is not None and changes.changed == ("Grizzly Bears",)
    database = CardDatabase.builtin()
    without = CardPool(CardDatabase([r for r in database if r.name != "Grizzly Bears"]))
    gone = recording_card_changes(game, without)
    assert gone is not None and gone.missing == ("Grizzly Bears",)
    assert "no longer known: Grizzly Bears" in gone.message()
