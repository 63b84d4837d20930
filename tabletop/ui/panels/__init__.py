"""Docks around the table: layer inspector, layer timeline (with what-if), event log, history.

Each panel is built for one GameController and reads the game only through it. A dock
holds one panel and builds a new one when the window shows another game:

- `install(window)`: what the main window calls at start; it adds the four docks and the
  'Hypothetical' banner above the table with `window.add_dock(dock, area)`, and rebinds
  them on `window.session_changed(controller)`;
- `install_docks(window, controller)` / `make_docks(controller)`: the same for one game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QWidget

from tabletop.ui.controller import GameController
from tabletop.ui.i18n import translate
from tabletop.ui.panels.event_log import EventLogPanel
from tabletop.ui.panels.history import HistoryPanel
from tabletop.ui.panels.inspector import HypotheticalBanner, InspectorPanel
from tabletop.ui.panels.texts import dock_title
from tabletop.ui.panels.timeline import TimelinePanel

__all__ = [
    "PANELS",
    "BannerDock",
    "EventLogPanel",
    "HistoryPanel",
    "HypotheticalBanner",
    "InspectorPanel",
    "PanelDock",
    "TimelinePanel",
    "install",
    "install_docks",
    "make_docks",
]

Area = Qt.DockWidgetArea
Factory = Callable[[GameController], QWidget]

#: (title, object name, where it starts, panel class); titles in English, shown translated
PANELS: tuple[tuple[str, str, Area, Factory], ...] = (
    ("Layer inspector", "inspectorDock", Area.RightDockWidgetArea, InspectorPanel),
    ("Layer timeline", "timelineDock", Area.BottomDockWidgetArea, TimelinePanel),
    ("Event log", "eventLogDock", Area.RightDockWidgetArea, EventLogPanel),
    ("History", "historyDock", Area.LeftDockWidgetArea, HistoryPanel),
)


class PanelDock(QDockWidget):
    """A dock holding one panel (`panel`), rebuilt for each game by `bind(controller)`."""

    def __init__(self, title: str, name: str, factory: Factory,
                 controller: GameController | None = None, parent: QWidget | None = None
                 ) -> None:
        super().__init__(dock_title(title), parent)
        self.title = title  # English; the window title is its translation
        self.setObjectName(name)  # for QMainWindow.saveState / restoreState
        self.factory = factory
        self.panel: QWidget | None = None
        self.placeholder: QLabel | None = None
        self.bind(controller)

    def retranslate(self) -> None:
        self.setWindowTitle(dock_title(self.title))
        if self.placeholder is not None:
            self.placeholder.setText(translate("Panels", "No game is open."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "placeholder"):
            self.retranslate()
        super().changeEvent(event)

    def bind(self, controller: GameController | None) -> None:
        old = self.widget()
        self.placeholder = None
        if controller is None:
            self.panel = None
            placeholder = QLabel(translate("Panels", "No game is open."))
            self.placeholder = placeholder
            placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.setWidget(placeholder)
        else:
            self.panel = self.factory(controller)
            self.setWidget(self.panel)
        if old is not None:
            old.deleteLater()


class BannerDock(QDockWidget):
    """'Hypothetical — not the real game' with 'Back to the game', above the table (top dock
    area, no title bar), visible only while a what-if is shown."""

    def __init__(self, controller: GameController | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(dock_title("Hypothetical"), parent)
        self.setObjectName("hypotheticalDock")
        self.setTitleBarWidget(QWidget(self))
        self.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.banner: HypotheticalBanner | None = None
        self.bind(controller)

    def bind(self, controller: GameController | None) -> None:
        old = self.widget()
        self.banner = None if controller is None else HypotheticalBanner(controller)
        self.setWidget(self.banner or QWidget())
        if old is not None:
            old.deleteLater()
        if controller is not None:
            controller.hypothetical_changed.connect(self._show)
        self._show(controller is not None and controller.is_hypothetical)

    def _show(self, on: bool) -> None:
        self.setVisible(on)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(dock_title("Hypothetical"))
        super().changeEvent(event)


def make_docks(controller: GameController | None) -> list[tuple[PanelDock, Area]]:
    """The four docks and the areas they start in."""
    return [(PanelDock(title, name, factory, controller), area)
            for title, name, area, factory in PANELS]


class DockHost(Protocol):
    def add_dock(self, widget: QWidget, area: Area) -> Any: ...


def install_docks(window: DockHost, controller: GameController | None) -> list[PanelDock]:
    docks = make_docks(controller)
    for dock, area in docks:
        window.add_dock(dock, area)
    return [dock for dock, _ in docks]


def install(window: Any) -> list[QDockWidget]:
    """The main window's hook: add the docks and the banner; follow `session_changed`."""
    controller = getattr(window, "controller", None)
    docks: list[Any] = install_docks(window, controller)
    banner = BannerDock(controller)
    window.add_dock(banner, Area.TopDockWidgetArea)
    docks.append(banner)
    signal = getattr(window, "session_changed", None)
    if signal is not None:
        def rebind(new: object) -> None:
            for dock in docks:
                dock.bind(new if isinstance(new, GameController) else None)

        signal.connect(rebind)
    return docks
