"""`tabletop open REC` (and File ▸ Open, a dropped recording) works as before for a player
who resumes: the game where they left it, undone actions still redo-able, play going on in
a copy. It now also shows the transport bar over the whole recording. Anything else opened
has no transport, and the transport's keys are the table's again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tabletop.engine.model import actions as A
from tabletop.ui.main_window import MainWindow
from tabletop.ui.replay import REPLAY_ACTIONS
from tabletop.ui.window_actions import ACTIONS, MORE_SHORTCUTS

from ..window_helpers import ScriptedPrompter
from .replay_helpers import LENGTH, LONG_MS, bar, open_from_menu, playhead, record_game


def test_reopening_keeps_the_head_the_player_left(qtbot: QtBot, window: MainWindow) -> None:
    recording = record_game(window)
    session = window.session
    assert session is not None
    session.undo()
    session.undo()  # two actions undone, still redo-able
    hash_left = session.game.state_hash()
    before = recording.read_bytes()
    with qtbot.waitSignal(window.files.finished, timeout=LONG_MS) as finished:
        window.open_in_background([str(recording)])  # what `tabletop open REC` does
    assert finished.args == [True]
    replay = playhead(window)
    assert bar(window).isVisible() and replay.active
    assert replay.position == LENGTH - 2 and replay.length == LENGTH
    assert window.controller.game.state_hash() == hash_left  # type: ignore[union-attr]
    assert bar(window).where.text() == f"{LENGTH - 2} / {LENGTH}"
    copy = window.session.recording_path  # type: ignore[union-attr]
    assert copy is not None and copy != recording
    window.redo()  # Edit ▸ Redo as before; the transport follows
    assert replay.position == LENGTH - 1 and bar(window).slider.value() == LENGTH - 1
    holder = window.controller.game.state.priority  # type: ignore[union-attr]
    assert holder is not None
    window.menu.actions["pass"].trigger()  # the game goes on at once
    assert window.session.history[-1].action == A.PassPriority(holder)  # type: ignore[union-attr]
    assert replay.position == replay.length == LENGTH and bar(window).branch.isVisible()
    assert recording.read_bytes() == before


def test_other_games_have_no_transport_and_keep_their_keys(
        qtbot: QtBot, window: MainWindow, prompter: ScriptedPrompter) -> None:
    open_from_menu(qtbot, window, prompter, record_game(window))
    assert bar(window).isVisible()
    assert window.new_demo_table()
    assert not bar(window).isVisible() and not playhead(window).active
    for name in REPLAY_ACTIONS:
        assert not window.menu.actions[name].isEnabled(), name
    event = Qt.Key.Key_Left
    window.table_view.setFocus()
    position = window.session.position  # type: ignore[union-attr]
    qtbot.keyClick(window.table_view, event)  # the table's, not a step back
    assert window.session.position == position  # type: ignore[union-attr]


def test_cancelling_the_dialog_changes_nothing(
        window: MainWindow, prompter: ScriptedPrompter) -> None:
    record_game(window)
    session = window.session
    prompter.answers["open"] = [[]]
    window.menu.actions["open_recording"].trigger()
    assert ("open", "Open a recording") in prompter.asked
    assert window.session is session and not bar(window).isVisible()


def test_a_broken_recording_is_refused_with_its_place(
        qtbot: QtBot, window: MainWindow, prompter: ScriptedPrompter, tmp_path: object) -> None:
    from pathlib import Path

    recording = record_game(window)
    broken = Path(str(tmp_path)) / "broken.jsonl"
    lines = recording.read_text(encoding="utf-8").splitlines()
    broken.write_text("\n".join([*lines[:3], '{"type": "action", "oops"', *lines[3:]]) + "\n",
                      encoding="utf-8")
    session = window.session
    prompter.answers["open"] = [[str(broken)]]
    with qtbot.waitSignal(window.files.finished, timeout=LONG_MS) as finished:
        window.menu.actions["open_recording"].trigger()
    assert finished.args == [False]
    assert "broken.jsonl" in prompter.errors[-1] and "line 4" in prompter.errors[-1]
    assert window.session is session and not bar(window).isVisible()
    for name in REPLAY_ACTIONS:  # the read re-enabled the menus; not these
        assert not window.menu.actions[name].isEnabled(), name


def test_no_two_commands_share_a_key() -> None:
    keys: dict[str, str] = {}
    for name, (_text, shortcut) in ACTIONS.items():
        for key in (shortcut, *MORE_SHORTCUTS.get(name, ())):
            if key:
                assert key not in keys, f"{key} is {keys[key]} and {name}"
                keys[key] = name
    assert {keys[k] for k in ("P", "Left", "Right", "Home", "End", "PgUp", "PgDown")} \
        <= set(REPLAY_ACTIONS)
