"""603.5: a triggered ability's "you may" is asked in the window when the pass that makes
it resolve is made (Space), never answered yes silently. Pilgrim's Eye is cast by
double-click; its "When Pilgrim's Eye enters, you may search your library for a basic
land card ..." is asked of Alice, and "No" leaves her hand and library as they were;
undo brings the trigger back, redo declines it again (English and German)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tabletop.ui.main_window import MainWindow
from tabletop.ui.panels import EventLogPanel

from .test_german_table import panel_of, speak_german
from .test_window import double_click, oid_of, space
from .window_helpers import ScriptedPrompter, open_table

EYE_TABLE = """
title = "Pilgrim's Eye and a library of Forests"
[[step]]
do = "enter"
card = "Island"
[[step]]
do = "enter"
card = "Island"
[[step]]
do = "enter"
card = "Island"
[[step]]
do = "library"
card = "Forest"
count = 5
[[step]]
do = "library"
card = "Island"
owner = "Bob"
count = 5
[[step]]
do = "hand"
card = "Pilgrim's Eye"
"""


class _Prompter(ScriptedPrompter):
    """Remembers the title and prompt of each choice of one."""

    def __init__(self) -> None:
        super().__init__()
        self.prompts: list[tuple[str, str]] = []

    def choose_one(self, title: str, prompt: str, options: list[str], default: int = 0
                   ) -> int | None:
        self.prompts.append((title, prompt))
        return super().choose_one(title, prompt, options, default)


@pytest.fixture
def prompter() -> ScriptedPrompter:
    return _Prompter()


def _hand_shown(window: MainWindow, player: str = "Alice") -> int:
    """The cards the table shows in the player's hand."""
    state = window.scene.state
    assert state is not None
    return len([p for p in state.cards.values() if p.zone == Zone.HAND and p.player == player])


def _library_shown(window: MainWindow, player: str = "Alice") -> int:
    """The count the table shows on the player's library pile."""
    state = window.scene.state
    assert state is not None
    return state.piles[(Zone.LIBRARY, player)].count


def _cast_the_eye_and_pass_to_its_trigger(qtbot: QtBot, window: MainWindow,
                                          tmp_path: Path) -> None:
    open_table(window, tmp_path, EYE_TABLE)
    double_click(qtbot, window, oid_of(window, "Pilgrim's Eye", Zone.HAND))
    space(qtbot, window)
    space(qtbot, window)  # the creature spell resolves; its trigger goes on the stack
    game = window.controller.game  # type: ignore[union-attr]
    assert [game.obj(o).stack_info.kind for o in game.stack()] == [  # type: ignore[union-attr]
        "triggered"]
    space(qtbot, window)  # Alice passes: Bob may still respond, nothing is asked
    assert window.prompter.asked == []  # type: ignore[attr-defined]


def test_no_declines_the_search_and_the_window_shows_nothing_found(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, prompter: _Prompter) -> None:
    _cast_the_eye_and_pass_to_its_trigger(qtbot, window, tmp_path)
    prompter.answers["one"] = [1]
    space(qtbot, window)  # Bob passes: the trigger resolves, its "may" is asked
    assert prompter.asked == [("one", ["Yes, do it", "No"])]
    assert prompter.prompts == [(
        "“You may” as it resolves (603.5)",
        "Alice — Pilgrim's Eye: you may search your library for a basic land card, reveal "
        "it, put it into your hand, then shuffle — do it?")]
    game = window.controller.game  # type: ignore[union-attr]
    assert game.stack() == []
    assert _hand_shown(window) == 0 and _library_shown(window) == 5
    assert window.session.history[-1].action == A.PassPriority(  # type: ignore[union-attr]
        "Bob", (("may", False),))
    log = panel_of(window, EventLogPanel)
    assert isinstance(log, EventLogPanel)
    assert any(t.startswith("Alice declines the \"you may\" of Pilgrim's Eye: you may search")
               for t in log.shown_texts())  # in English the engine's own sentence


def test_yes_finds_a_forest_for_the_hand(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                                         prompter: _Prompter) -> None:
    _cast_the_eye_and_pass_to_its_trigger(qtbot, window, tmp_path)
    prompter.answers["one"] = [0]
    space(qtbot, window)
    assert _hand_shown(window) == 1 and _library_shown(window) == 4


def test_a_cancelled_question_passes_nothing(qtbot: QtBot, window: MainWindow,
                                             tmp_path: Path, prompter: _Prompter) -> None:
    _cast_the_eye_and_pass_to_its_trigger(qtbot, window, tmp_path)
    game = window.controller.game  # type: ignore[union-attr]
    before = game.state_hash()
    prompter.answers["one"] = [None]
    space(qtbot, window)
    assert game.state_hash() == before and game.state.priority == "Bob"
    assert len(game.stack()) == 1


def test_undo_brings_the_trigger_back_and_redo_declines_it_again(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, prompter: _Prompter) -> None:
    _cast_the_eye_and_pass_to_its_trigger(qtbot, window, tmp_path)
    prompter.answers["one"] = [1]
    space(qtbot, window)
    game = window.controller.game  # type: ignore[union-attr]
    declined = game.state_hash()
    window.menu.actions["undo"].trigger()
    game = window.controller.game  # type: ignore[union-attr]
    assert len(game.stack()) == 1 and game.state.priority == "Bob"
    window.menu.actions["redo"].trigger()
    game = window.controller.game  # type: ignore[union-attr]
    assert game.state_hash() == declined and game.stack() == []
    assert _hand_shown(window) == 0 and _library_shown(window) == 5
    assert len(prompter.asked) == 1  # redo replays the answer, it doesn't ask again


def test_the_question_in_german(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                                prompter: _Prompter) -> None:
    _cast_the_eye_and_pass_to_its_trigger(qtbot, window, tmp_path)
    speak_german(window, qtbot)
    prompter.answers["one"] = [1]
    space(qtbot, window)
    assert prompter.asked == [("one", ["Ja, ausführen", "Nein"])]
    title, prompt = prompter.prompts[0]
    assert title == "„Du darfst“ beim Verrechnen (603.5)"
    assert prompt.startswith("Alice — Auge der Pilger: you may search your library")
    assert prompt.endswith(" — ausführen?")
    assert _hand_shown(window) == 0
    log = panel_of(window, EventLogPanel)
    assert isinstance(log, EventLogPanel)
    qtbot.waitUntil(lambda: "Alice verzichtet auf das „Du darfst“ von Auge der Pilger "
                            "(603.5)" in log.shown_texts())  # Qt posts LanguageChange


LIEGE_TABLE = """
title = "Creakwood Liege's upkeep Worm"
[[step]]
do = "enter"
card = "Creakwood Liege"
[[step]]
do = "library"
card = "Forest"
count = 5
[[step]]
do = "library"
card = "Island"
owner = "Bob"
count = 5
"""


def test_next_step_stops_before_an_upkeep_may_and_space_asks_it(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, prompter: _Prompter) -> None:
    """The keys T, T reach Alice's upkeep with the Liege's "you may create a Worm" on the
    stack; N (next step) passes on only until the pass that would resolve it, says so,
    and Space asks it."""
    open_table(window, tmp_path, LIEGE_TABLE)
    qtbot.keyClick(window.table_view, Qt.Key.Key_T)
    qtbot.keyClick(window.table_view, Qt.Key.Key_T)
    game = window.controller.game  # type: ignore[union-attr]
    assert (game.state.active, game.state.step, len(game.stack())) == (
        "Alice", Step.UPKEEP, 1)
    qtbot.keyClick(window.table_view, Qt.Key.Key_N)
    assert game.state.step == Step.UPKEEP and len(game.stack()) == 1
    assert window.statusBar().currentMessage() == (
        "Stopped before Creakwood Liege resolves: it asks “you may” (603.5). Space passes "
        "and asks.")
    assert prompter.asked == []
    prompter.answers["one"] = [1]
    space(qtbot, window)
    assert [p for _, p in prompter.prompts] == [
        "Alice — Creakwood Liege: you may create a 1/1 black and green Worm creature token "
        "— do it?"]
    state = window.scene.state
    assert state is not None
    assert not any(p.view.name == "Worm" for p in state.cards.values())
    qtbot.keyClick(window.table_view, Qt.Key.Key_N)
    assert game.state.step == Step.DRAW
