"""Replay mode (issue 20): a recording opened from File ▸ Open recording… plays back under a
transport bar. Play, pause, drag the slider, step with the keys, jump to chapters (each
turn's start, each resolution), change the speed, pick a branch; the table, the event log
and the inspector follow the playhead; the file opened is never written."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tabletop.engine.model import actions as A
from tabletop.ui.main_window import MainWindow
from tabletop.ui.replay import BASE_MS, SPEEDS, ChapterKind

from ..window_helpers import ScriptedPrompter
from .replay_helpers import (
    CHAPTERS,
    LENGTH,
    LONG_MS,
    bar,
    branched_recording,
    card,
    drag_slider,
    event_log,
    inspector,
    open_from_menu,
    playhead,
    record_game,
    shown_pt,
)


def test_open_recording_starts_at_the_beginning_and_plays(
        qtbot: QtBot, window: MainWindow, prompter: ScriptedPrompter) -> None:
    recording = record_game(window)
    assert not bar(window).isVisible()  # a scenario: no transport
    before = recording.read_bytes()
    open_from_menu(qtbot, window, prompter, recording)
    replay, transport = playhead(window), bar(window)
    assert transport.isVisible() and replay.active
    assert replay.position == 0 and replay.length == LENGTH
    assert transport.slider.value() == 0 and transport.slider.maximum() == LENGTH
    assert transport.where.text() == f"0 / {LENGTH}"
    assert transport.caption_text() == "The start of the game"
    assert transport.file.text() == recording.name
    assert window.controller is not None and not window.controller.game.battlefield()
    assert event_log(window).rows() == []

    # 8×: an action every 125 ms; the real timer plays on until paused
    transport.speed.activated.emit(transport.speed.findText("8×"))
    assert replay.speed == 8.0 and replay.timer.interval() == BASE_MS // 8
    qtbot.mouseClick(transport.buttons["replay_play"], Qt.MouseButton.LeftButton)
    assert replay.playing
    assert transport.commands["replay_play"].toolTip() == "Pause (P)"
    qtbot.waitUntil(lambda: replay.position >= 3, timeout=LONG_MS)
    qtbot.mouseClick(transport.buttons["replay_play"], Qt.MouseButton.LeftButton)
    assert not replay.playing
    paused_at = replay.position
    qtbot.wait(300)  # more than two ticks at 8×: nothing moves while paused
    assert replay.position == paused_at
    assert transport.slider.value() == paused_at
    assert len(window.controller.game.battlefield()) == min(paused_at, 3)
    assert recording.read_bytes() == before  # watching writes nothing to the file


def test_dragging_the_slider_and_stepping_back_move_table_log_and_inspector(
        qtbot: QtBot, window: MainWindow, prompter: ScriptedPrompter) -> None:
    recording = record_game(window)
    before = recording.read_bytes()
    open_from_menu(qtbot, window, prompter, recording)
    replay = playhead(window)
    drag_slider(qtbot, window, 0, 11)
    assert replay.position == 11 and bar(window).slider.value() == 11
    assert bar(window).caption_text() == "Giant Growth resolves"
    assert shown_pt(window, "Knight of Cliffhaven") == (5, 5)  # +3/+3 until end of turn
    log = event_log(window)
    assert "Giant Growth resolves" in log.shown_texts()
    assert log.rows()[-1].position == 11
    window.controller.select(card(window, "Knight of Cliffhaven"))  # type: ignore[union-attr]
    sources = [row.source for row in inspector(window).rows]
    assert "Giant Growth" in sources

    window.table_view.setFocus()
    qtbot.keyClick(window.table_view, Qt.Key.Key_Left)  # one action back: on the stack
    assert replay.position == 10 and bar(window).slider.value() == 10
    assert shown_pt(window, "Knight of Cliffhaven") == (2, 2)
    assert "Giant Growth" not in [row.source for row in inspector(window).rows]
    window.controller.select(None)  # type: ignore[union-attr]
    assert "Giant Growth resolves" not in log.shown_texts()
    assert log.rows()[-1].position == 10
    qtbot.keyClick(window.table_view, Qt.Key.Key_Right)
    assert replay.position == 11 and shown_pt(window, "Knight of Cliffhaven") == (5, 5)

    drag_slider(qtbot, window, 11, 3)  # back the other way
    assert replay.position == 3 and len(window.controller.game.battlefield()) == 3  # type: ignore[union-attr]
    assert recording.read_bytes() == before


def test_chapters_mark_turns_and_resolutions(
        qtbot: QtBot, window: MainWindow, prompter: ScriptedPrompter) -> None:
    recording = record_game(window)
    open_from_menu(qtbot, window, prompter, recording)
    replay, transport = playhead(window), bar(window)
    assert [(c.position, c.kind.value) for c in transport.slider.chapters] == CHAPTERS
    # hovering over a mark names it
    assert transport.describe(13, transport.slider.chapter_near(
        transport.slider.x_of(13))) == "Action 13 — Turn 3: Alice's turn"

    transport.fill_chapters()
    entries = [a.text() for a in transport.chapter_menu.actions()]
    assert entries[0] == "The start of the game"
    assert "Turn 3: Alice's turn (action 13)" in entries
    assert "    Giant Growth resolves (action 17)" in entries
    turn_3 = next(a for a in transport.chapter_menu.actions() if a.text().startswith("Turn 3"))
    turn_3.trigger()
    assert replay.position == 13
    assert window.controller.game.state.turn == 3  # type: ignore[union-attr]
    assert window.phase_bar.turn_label.text().startswith("Turn 3")

    window.table_view.setFocus()
    qtbot.keyClick(window.table_view, Qt.Key.Key_PageDown)
    assert replay.position == 17 and transport.caption_text() == "Giant Growth resolves"
    qtbot.keyClick(window.table_view, Qt.Key.Key_PageUp)
    assert replay.position == 13
    qtbot.keyClick(window.table_view, Qt.Key.Key_PageUp)
    assert replay.position == 12
    qtbot.keyClick(window.table_view, Qt.Key.Key_End)
    assert replay.position == LENGTH
    assert not window.menu.actions["replay_forward"].isEnabled()
    qtbot.keyClick(window.table_view, Qt.Key.Key_Home)
    assert replay.position == 0 and not window.menu.actions["replay_back"].isEnabled()
    assert replay.turn_span() == (1, 11)
    replay.seek(15)
    assert replay.turn_span() == (13, 17) and replay.whole_span() == (1, LENGTH)
    assert replay.chapter_at() is not None and replay.chapter_at().kind == ChapterKind.TURN


def test_speed_goes_from_a_quarter_to_eight_times(
        qtbot: QtBot, window: MainWindow, prompter: ScriptedPrompter) -> None:
    open_from_menu(qtbot, window, prompter, record_game(window))
    replay, speed = playhead(window), bar(window).speed
    assert [speed.itemText(i) for i in range(speed.count())] == \
        ["0.25×", "0.5×", "1×", "2×", "4×", "8×"]
    assert speed.currentText() == "1×"
    for i, wanted in enumerate(SPEEDS):
        speed.activated.emit(i)
        assert replay.speed == wanted and replay.timer.interval() == round(BASE_MS / wanted)
    replay.seek(LENGTH)
    window.table_view.setFocus()
    qtbot.keyClick(window.table_view, Qt.Key.Key_P)  # at the end, play starts over
    assert replay.playing and replay.position == 0
    qtbot.keyClick(window.table_view, Qt.Key.Key_P)
    assert not replay.playing


def test_playing_stops_at_the_end(
        qtbot: QtBot, window: MainWindow, prompter: ScriptedPrompter) -> None:
    open_from_menu(qtbot, window, prompter, record_game(window))
    replay = playhead(window)
    replay.seek(LENGTH - 2)
    replay.play()
    for _ in range(2):
        replay.tick()  # what the timer does, without waiting for it
    assert replay.position == LENGTH and not replay.playing
    assert bar(window).commands["replay_play"].toolTip() == "Play (P)"
    assert window.controller.game.state.turn == 4  # type: ignore[union-attr]
    replay.play()  # from the start again, then the window closes: playing stops with it
    assert replay.playing and replay.position == 0
    window.close()
    assert not replay.playing


def test_a_branch_can_be_picked_and_played(
        qtbot: QtBot, window: MainWindow, prompter: ScriptedPrompter) -> None:
    recording = branched_recording(window)
    before = recording.read_bytes()
    open_from_menu(qtbot, window, prompter, recording)
    replay, transport = playhead(window), bar(window)
    assert replay.length == 13 and replay.position == 0  # the line the player left
    assert transport.branch.isVisible()
    items = [transport.branch.itemText(i) for i in range(transport.branch.count())]
    assert items == ["This line: 13 actions", "Branch after action 11: 7 actions"]

    replay.seek(12)
    assert window.controller.game.player("Alice").life == 17  # type: ignore[union-attr]
    transport.branch.activated.emit(1)  # the recorded line that went on with turns
    assert replay.length == LENGTH
    assert replay.position == 11  # where the two lines part
    assert [transport.branch.itemText(i) for i in range(transport.branch.count())] == \
        ["This line: 18 actions", "Branch after action 11: 2 actions"]
    replay.seek(LENGTH)
    game = window.controller.game  # type: ignore[union-attr]
    assert game.state.turn == 4 and game.player("Alice").life == 20
    assert [(c.position, c.kind.value) for c in transport.slider.chapters] == CHAPTERS
    assert recording.read_bytes() == before


def test_acting_at_the_playhead_plays_on_in_a_copy(
        qtbot: QtBot, window: MainWindow, prompter: ScriptedPrompter) -> None:
    recording = record_game(window)
    before = recording.read_bytes()
    open_from_menu(qtbot, window, prompter, recording)
    replay = playhead(window)
    replay.seek(11)
    replay.play()
    window.menu.actions["pass"].trigger()  # Alice passes priority at the playhead
    assert not replay.playing
    assert replay.length == 12 and replay.position == 12
    assert "Played on after action 11" in window.statusBar().currentMessage()
    assert bar(window).branch.isVisible()  # the recorded line, one pick away
    copy = replay.session_recording
    assert copy is not None and copy != recording and replay.export_recording == copy
    assert recording.read_bytes() == before
    # the copy holds the new line: reopened, it ends with the pass
    window.open_paths([str(copy)])
    assert playhead(window).length == 12
    assert playhead(window).line[-1].action == A.PassPriority("Alice")
