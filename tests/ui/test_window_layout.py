"""Table first: the table takes the window (Play), the panels come with Explain, both
layouts are remembered between runs, "Reset layout" brings the default back, and the
table zooms with Ctrl+wheel and fits again with Ctrl+0."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop.ui.main_window import MainWindow
from tabletop.ui.settings import Settings
from tabletop.ui.window_layout import LayoutMode

from .window_helpers import ScriptedPrompter, open_table


def fresh_window(qtbot: QtBot, path: Path, size: tuple[int, int] = (1366, 768)) -> MainWindow:
    window = MainWindow(Settings(QSettings(str(path), QSettings.Format.IniFormat)),
                        ScriptedPrompter())
    qtbot.addWidget(window)
    window.remember_layout()
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    return window


def table_share(window: MainWindow) -> float:
    view = window.table_view
    return (view.width() * view.height()) / (window.width() * window.height())


def visible_panels(window: MainWindow) -> list[str]:
    return sorted(d.objectName() for d in window.layouts.panel_docks() if d.isVisible())


def test_the_table_takes_the_window_at_first_start(qtbot: QtBot, tmp_path: Path) -> None:
    window = fresh_window(qtbot, tmp_path / "settings.ini")
    assert window.layouts.mode == LayoutMode.PLAY
    assert visible_panels(window) == []
    assert table_share(window) > 0.85
    assert window.menu.actions["play_layout"].isChecked()


def test_explain_opens_the_panels_and_play_closes_them(qtbot: QtBot, tmp_path: Path) -> None:
    window = fresh_window(qtbot, tmp_path / "settings.ini")
    open_table(window, tmp_path)
    switch = window.layout_switch.buttons
    qtbot.mouseClick(switch[LayoutMode.EXPLAIN], Qt.MouseButton.LeftButton)
    assert window.layouts.mode == LayoutMode.EXPLAIN
    assert visible_panels(window) == ["eventLogDock", "historyDock", "inspectorDock",
                                      "timelineDock"]
    assert table_share(window) > 0.3  # the panels share the window, the table stays big
    qtbot.mouseClick(switch[LayoutMode.PLAY], Qt.MouseButton.LeftButton)
    assert visible_panels(window) == []
    assert switch[LayoutMode.PLAY].isChecked() and not switch[LayoutMode.EXPLAIN].isChecked()


def test_a_panel_opened_in_play_is_remembered_and_reset_forgets_it(
        qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    first = fresh_window(qtbot, path)
    log = next(d for d in first.layouts.panel_docks() if d.objectName() == "eventLogDock")
    log.toggleViewAction().trigger()  # View ▸ Panels ▸ Event log
    assert visible_panels(first) == ["eventLogDock"]
    first.close()
    second = fresh_window(qtbot, path)
    assert visible_panels(second) == ["eventLogDock"]  # remembered between runs
    qtbot.keyClick(second.table_view, Qt.Key.Key_R,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert visible_panels(second) == []  # Reset layout: Play's default, the table alone
    second.close()
    third = fresh_window(qtbot, path)
    assert visible_panels(third) == []


def test_each_layout_keeps_its_own_arrangement(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    first = fresh_window(qtbot, path)
    first.set_layout_mode(LayoutMode.EXPLAIN)
    history = next(d for d in first.layouts.panel_docks() if d.objectName() == "historyDock")
    history.close()
    first.set_layout_mode(LayoutMode.PLAY)
    assert visible_panels(first) == []
    first.close()
    second = fresh_window(qtbot, path)
    assert second.layouts.mode == LayoutMode.PLAY
    second.set_layout_mode(LayoutMode.EXPLAIN)
    assert visible_panels(second) == ["eventLogDock", "inspectorDock", "timelineDock"]
    second.reset_layout()
    assert "historyDock" in visible_panels(second)


def wheel(window: MainWindow, at: QPoint, clicks: int, modifiers: Qt.KeyboardModifier) -> None:
    viewport = window.table_view.viewport()
    event = QWheelEvent(QPointF(at), QPointF(viewport.mapToGlobal(at)), QPoint(0, 0),
                        QPoint(0, 120 * clicks), Qt.MouseButton.NoButton, modifiers,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(viewport, event)


def test_ctrl_wheel_zooms_the_cards_and_ctrl_0_fits_the_table(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    open_table(window, tmp_path)
    knight = next(oid for oid, item in window.scene.card_items().items()
                  if item.view.name == "Knight of Cliffhaven")
    item = window.scene.card_item(knight)
    assert item is not None
    view = window.table_view

    def on_screen_width() -> int:
        return view.mapFromScene(item.mapRectToScene(item.card_rect())).boundingRect().width()

    before = on_screen_width()
    centre = view.mapFromScene(item.mapToScene(item.card_rect().center()))
    wheel(window, centre, 3, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom > 1.4
    assert on_screen_width() > before * 1.4
    wheel(window, centre, 1, Qt.KeyboardModifier.NoModifier)  # a plain wheel does not zoom
    assert view.zoom > 1.4
    qtbot.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom == 1.0
    assert abs(on_screen_width() - before) <= 1
