"""Cards move, turn and pulse with Qt's animations (150-250 ms), and View ▸ Animations or
TABLETOP_ANIMATIONS=0 makes them jump instead."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractAnimation, QPointF
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from tabletop.engine.model.enums import Zone
from tabletop.ui import motion
from tabletop.ui.card_item import CardItem
from tabletop.ui.main_window import MainWindow

from .window_helpers import open_table

RUNNING = QAbstractAnimation.State.Running
STOPPED = QAbstractAnimation.State.Stopped


def menu_action(menu: QMenu, *path: str) -> QAction:
    """The entry reached through submenus by their texts (without the & marks)."""
    for action in menu.actions():
        if action.text().replace("&", "") == path[0]:
            if len(path) == 1:
                return action
            sub = action.menu()
            assert isinstance(sub, QMenu)
            return menu_action(sub, *path[1:])
    raise AssertionError(f"no {path[0]!r} in {[a.text() for a in menu.actions()]}")


def card(window: MainWindow, name: str) -> CardItem:
    game = window.controller.game  # type: ignore[union-attr]
    for oid, item in window.scene.card_items().items():
        if oid in game.state.objects and game.obj(oid).card.name == name:
            return item
    raise AssertionError(name)


@pytest.fixture
def table(window: MainWindow, tmp_path: Path) -> MainWindow:
    window.settings.animations = True
    motion.set_enabled(True)
    open_table(window, tmp_path)
    return window


def test_tapping_turns_the_card_in_150_ms(qtbot: QtBot, table: MainWindow,
                                         animated: None) -> None:
    knight = card(table, "Knight of Cliffhaven")
    menu_action(table.card_menu(knight.oid), "Tap").trigger()
    assert knight.tap_animation.state() == RUNNING
    assert knight.tap_animation.duration() == 150
    assert knight.rotation() < 90.0  # still turning
    qtbot.waitUntil(lambda: knight.tap_animation.state() == STOPPED, timeout=2000)
    assert knight.rotation() == 90.0


def test_a_card_put_into_a_hand_slides_there_from_its_place(
        qtbot: QtBot, table: MainWindow, animated: None) -> None:
    bears = card(table, "Grizzly Bears")
    was = QPointF(bears.pos())
    menu_action(table.card_menu(bears.oid), "Move to", "Hand").trigger()
    moved = card(table, "Grizzly Bears")
    assert moved is not bears
    placed = table.scene.placed(moved.oid)
    assert placed is not None and placed.zone == Zone.HAND
    assert moved.move_animation.state() == RUNNING
    assert 150 <= moved.move_animation.duration() <= 250
    assert moved.pos() == was  # it starts where the Bears were
    goal = moved.destination
    assert goal != was
    qtbot.waitUntil(lambda: moved.move_animation.state() == STOPPED, timeout=2000)
    assert moved.pos() == goal


def test_a_counter_makes_the_card_pulse(qtbot: QtBot, table: MainWindow,
                                       animated: None) -> None:
    knight = card(table, "Knight of Cliffhaven")
    menu_action(table.card_menu(knight.oid), "Counters", "Put a +1/+1 counter").trigger()
    assert knight.pulse_animation.state() == RUNNING
    assert knight.pt_animation.state() == RUNNING  # its P/T changed too: the box lights up
    qtbot.wait(knight.PULSE_MS // 2)
    assert knight.scale() > 1.0
    qtbot.waitUntil(lambda: knight.pulse_animation.state() == STOPPED, timeout=2000)
    assert knight.scale() == 1.0


def test_view_animations_off_makes_cards_jump_and_is_remembered(
        qtbot: QtBot, table: MainWindow, animated: None) -> None:
    toggle = table.menu.actions["animations"]
    assert toggle.isChecked()
    toggle.trigger()  # View ▸ Animations, as a person unticks it
    assert not toggle.isChecked() and table.settings.animations is False
    assert not motion.enabled()
    knight = card(table, "Knight of Cliffhaven")
    menu_action(table.card_menu(knight.oid), "Tap").trigger()
    assert knight.tap_animation.state() == STOPPED and knight.rotation() == 90.0
    bears = card(table, "Grizzly Bears")
    menu_action(table.card_menu(bears.oid), "Move to", "Hand").trigger()
    moved = card(table, "Grizzly Bears")
    assert moved.move_animation.state() == STOPPED and moved.pos() == moved.destination
    toggle.trigger()
    assert table.settings.animations is True and motion.enabled()


def test_the_environment_switches_them_off(qtbot: QtBot, table: MainWindow,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(motion.ENV, "0")
    assert table.menu.actions["animations"].isChecked()  # the setting says yes
    knight = card(table, "Knight of Cliffhaven")
    menu_action(table.card_menu(knight.oid), "Counters", "Put a +1/+1 counter").trigger()
    assert knight.pulse_animation.state() == STOPPED and knight.scale() == 1.0
    assert knight.pt_animation.state() == STOPPED
