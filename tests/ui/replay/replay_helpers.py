"""What the replay tests share: a recording of a short game, the window's replay parts."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.ui.main_window import MainWindow
from tabletop.ui.panels import EventLogPanel, InspectorPanel
from tabletop.ui.replay import ReplayController, TransportBar

from ..window_helpers import ScriptedPrompter

TABLE = Path(__file__).with_name("replay_table.toml")
"""18 actions: Giant Growth resolves after 11, turns 2, 3 and 4 begin with actions 12, 13
and 18, the second Giant Growth resolves with action 17."""
LENGTH = 18
CHAPTERS = [(11, "resolution"), (12, "turn"), (13, "turn"), (17, "resolution"), (18, "turn")]
LONG_MS = 20_000


def record_game(window: MainWindow) -> Path:
    """Play the replay table in the window; its recording."""
    assert window.open_paths([str(TABLE)]), window.last_error
    assert window.session is not None
    path = window.session.recording_path
    assert path is not None
    return path


def branched_recording(window: MainWindow) -> Path:
    """The replay table, then back to action 11 and another line: Alice loses 3 life."""
    recording = record_game(window)
    session = window.session
    assert session is not None
    session.go_to(11)
    session.perform(A.SetLife("Alice", -3))
    session.perform(A.SetLife("Alice", -1))
    return recording


def open_from_menu(qtbot: QtBot, window: MainWindow, prompter: ScriptedPrompter,
                   path: Path) -> None:
    """File ▸ Open recording…, the file picked in the dialog."""
    prompter.answers["open"] = [[str(path)]]
    with qtbot.waitSignal(window.files.finished, timeout=LONG_MS) as finished:
        window.menu.actions["open_recording"].trigger()
    assert finished.args == [True], window.last_error


def playhead(window: MainWindow) -> ReplayController:
    return window.replay.playhead


def bar(window: MainWindow) -> TransportBar:
    return window.replay.bar


def panel(window: MainWindow, name: str) -> object:
    dock = next(d for d in window.docks if d.objectName() == name)
    dock.show()
    return getattr(dock, "panel", None)


def event_log(window: MainWindow) -> EventLogPanel:
    log = panel(window, "eventLogDock")
    assert isinstance(log, EventLogPanel)
    return log


def inspector(window: MainWindow) -> InspectorPanel:
    shown = panel(window, "inspectorDock")
    assert isinstance(shown, InspectorPanel)
    return shown


def card(window: MainWindow, name: str, zone: Zone = Zone.BATTLEFIELD) -> int:
    game = window.controller.game  # type: ignore[union-attr]
    return next(o for o in game.state.zone_ids(zone) if game.obj(o).card.name == name)


def shown_pt(window: MainWindow, name: str) -> tuple[int | None, int | None]:
    """The power and toughness the table shows on the card."""
    item = window.scene.card_item(card(window, name))
    assert item is not None
    return item.view.power, item.view.toughness


def slider_point(window: MainWindow, position: int) -> QPoint:
    slider = bar(window).slider
    return QPoint(slider.x_of(position), slider.height() // 2)


def drag_slider(qtbot: QtBot, window: MainWindow, start: int, end: int) -> None:
    """Press on the slider at `start`, drag to `end`, let go (as a person scrubs)."""
    slider = bar(window).slider
    left = Qt.MouseButton.LeftButton
    qtbot.mousePress(slider, left, pos=slider_point(window, start))
    middle = (start + end) // 2
    for at in (middle, end):
        qtbot.mouseMove(slider, slider_point(window, at))
    qtbot.mouseRelease(slider, left, pos=slider_point(window, end))
