"""`tabletop screenshot` of a recording starts from its stored states (issue #18): the
state a session leaves its recording at is kept, a picture of it re-runs no action, and
a stored state that is damaged or does not match the recording is never used."""

from __future__ import annotations

from pathlib import Path

from tabletop.engine.model import actions as A
from tabletop.session.cardpool import builtin_pool
from tabletop.session.session import GameSession, Setup
from tabletop.session.state_store import _folder, decode_state, encode_state
from tabletop.ui.loader import open_recording_still
from tests.engine.rules_kit import enter, hand, library, table


def _recorded_game(path: Path, actions: int = 12) -> GameSession:
    session = GameSession(Setup(), builtin_pool(), record=path)
    for name in ("Plains", "Glorious Anthem", "Coralhelm Commander", "Grizzly Bears"):
        session.perform(A.EnterBattlefield(name, "Alice"))
    knight = session.game.battlefield()[2]
    while len(session.history) < actions:
        session.perform(A.AddCounters(knight, "level", 1))
    return session


def test_a_state_read_back_is_the_same_game() -> None:
    """Everything the rules depend on comes back: the hash, the stack, and the game goes on
    exactly as the original does (730: a snapshot is the whole state)."""
    game = table()
    library(game, "Alice")
    enter(game, "Mountain")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), (bears,)))
    copy = table()
    copy.restore(decode_state(encode_state(game.state)))
    assert copy.state.full_state_hash() == game.state.full_state_hash()
    for g in (game, copy):
        g.perform(A.PassPriority("Alice"))
        g.perform(A.PassPriority("Bob"))
    assert copy.state_hash() == game.state_hash()
    assert copy.player("Bob").life == game.player("Bob").life


def test_a_picture_of_a_closed_recording_reruns_no_action(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    session = _recorded_game(path)
    final = session.game.state_hash()
    session.close()  # the state it was left at is stored
    opened = open_recording_still(path)
    assert opened.session.history == []  # nothing re-run
    assert opened.session.game.state_hash() == final
    opened.session.close()


def test_a_picture_earlier_in_the_line_reruns_from_the_start_once(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    session = _recorded_game(path)
    session.close()
    first = open_recording_still(path, after=7)
    assert len(first.session.history) == 7
    wanted = first.session.game.state_hash()
    second = open_recording_still(path, after=7)  # stored by the first
    assert second.session.history == [] and second.session.game.state_hash() == wanted
    for opened in (first, second):
        opened.session.close()


def test_a_damaged_or_foreign_stored_state_is_not_used(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    session = _recorded_game(path)
    final = session.game.state_hash()
    session.close()
    stored = list(_folder().glob("*.json.gz"))
    assert stored
    other = _recorded_game(tmp_path / "other.jsonl", actions=5)
    for file in stored:  # a state of another game under this recording's name
        file.write_bytes(encode_state(other.game.state))
    other.close()
    opened = open_recording_still(path)
    assert len(opened.session.history) == 12  # re-run: the hash did not match
    assert opened.session.game.state_hash() == final
    opened.session.close()
    for file in _folder().glob("*.json.gz"):
        file.write_bytes(b"\x1f\x8b not a state")
    opened = open_recording_still(path)
    assert len(opened.session.history) == 12 and opened.session.game.state_hash() == final
    opened.session.close()
