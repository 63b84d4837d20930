"""Keep or mulligan (103.5) asked like a person is asked: the dialog shows the hand, `M`
mulligans, Space ticks the cards for the bottom, `K` keeps once exactly one card per
mulligan is ticked; the window performs what was chosen, and the cards named go under."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tabletop.engine.model.enums import Zone
from tabletop.ui.dialogs.mulligan import MulliganAnswer, MulliganDialog
from tabletop.ui.main_window import MainWindow

from .test_window import menu_action
from .window_helpers import ScriptedPrompter

HAND = ["Plains", "Island", "Knight of Cliffhaven", "Student of Warfare", "Plains", "Island",
        "Glorious Anthem"]


def test_the_dialog_keeps_only_with_the_right_number_ticked(qtbot: QtBot) -> None:
    dialog = MulliganDialog("Alice", HAND, bottom=2, mulligans=2)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.keep_button.isEnabled()
    qtbot.keyClick(dialog.cards, Qt.Key.Key_Down)  # to the Island
    qtbot.keyClick(dialog.cards, Qt.Key.Key_Space)
    assert not dialog.keep_button.isEnabled()
    qtbot.keyClick(dialog.cards, Qt.Key.Key_K)  # one of two: K does nothing yet
    assert dialog.answer is None and dialog.isVisible()
    qtbot.keyClick(dialog.cards, Qt.Key.Key_End)  # the Anthem
    qtbot.keyClick(dialog.cards, Qt.Key.Key_Space)
    assert dialog.keep_button.isEnabled()
    assert "2" in dialog.count.text()
    qtbot.keyClick(dialog.cards, Qt.Key.Key_K)
    assert dialog.answer == MulliganAnswer(False, (1, 6))
    assert not dialog.isVisible()


def test_m_asks_for_another_mulligan(qtbot: QtBot) -> None:
    dialog = MulliganDialog("Bob", HAND, bottom=0, mulligans=0)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.keep_button.isEnabled()  # nothing to bottom before a mulligan
    qtbot.keyClick(dialog.cards, Qt.Key.Key_M)
    assert dialog.answer == MulliganAnswer(True)


def test_the_window_mulligans_then_bottoms_the_chosen_cards(
        qtbot: QtBot, window: MainWindow, prompter: ScriptedPrompter) -> None:
    assert window.new_demo_table()
    game = window.controller.game  # type: ignore[union-attr]
    player = game.state.active
    prompter.answers["mulligan"] = [MulliganAnswer(True), MulliganAnswer(False, (3,))]
    menu = window.player_menu(player)
    menu_action(menu, "Keep or mulligan").trigger()
    asked = [a for a in prompter.asked if a[0] == "mulligan"]
    assert [a[1][2] for a in asked] == [0, 1]  # then one card to bottom after one mulligan
    seven = asked[1][1][1]
    assert len(seven) == 7
    hand = game.state.zone_ids(Zone.HAND, player)
    assert len(hand) == 6
    bottom = game.state.zone_ids(Zone.LIBRARY, player)[0]
    assert game.obj(bottom).card.name == seven[3]
    assert game.player(player).mulligans == 1
    item_names = sorted(window.scene.card_item(o).view.name for o in hand)  # type: ignore[union-attr]
    assert item_names == sorted(game.obj(o).card.name for o in hand)


def test_ctrl_m_asks_both_players(qtbot: QtBot, window: MainWindow,
                                  prompter: ScriptedPrompter) -> None:
    assert window.new_demo_table()
    qtbot.keyClick(window.table_view, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    asked = [a[1][0] for a in prompter.asked if a[0] == "mulligan"]
    assert asked == list(window.controller.game.players())  # type: ignore[union-attr]
