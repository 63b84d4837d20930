"""Reopening a recording restores the head the player left: what was undone stays undone
(and can be redone), branches stay, and play goes on in a copy, so the file opened is
never changed (issue 14)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.ui import loader


def test_reopening_an_own_recording_restores_the_undone_head() -> None:
    opened = loader.demo_table(seed=3)
    session = opened.session
    path = session.recording_path
    assert path is not None
    active = session.game.state.active
    session.perform(A.SetLife(active, -3))
    session.perform(A.SetLife(active, -2))
    session.undo()  # the last change is undone, still redo-able
    position, hash_left = session.position, session.game.state_hash()
    session.close()

    again = loader.open_files([str(path)])
    reopened = again.session
    assert reopened.recording_path != path
    assert reopened.position == position
    assert reopened.game.state_hash() == hash_left
    assert reopened.game.player(active).life == 17
    original = path.read_bytes()
    reopened.redo()
    assert reopened.game.player(active).life == 15
    copy = reopened.recording_path
    reopened.close()
    assert path.read_bytes() == original  # the file opened is untouched
    # the copy holds the whole session, redo included
    assert copy is not None
    third = loader.open_files([str(copy)]).session
    assert third.game.player(active).life == 15 and third.position == position + 1
    third.close()
