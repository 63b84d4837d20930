"""Table first: two layouts of the window's panels, remembered, with a reset.

- Play: the table takes the whole window; the panels (inspector, timeline, event log,
  history) stay closed until the person opens one (View ▸ Panels).
- Explain: the layer inspector on the right, the event log and the history (tabs) under
  it, the layer timeline below the table: the layout for taking a layer puzzle apart.

Each layout keeps its own arrangement (`QMainWindow.saveState`) in the settings; the switch
saves the one that is left and restores the other. "Reset layout" puts the current one back
to its default and forgets what was saved for it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QMainWindow, QToolButton, QWidget

from .i18n import translate
from .settings import LayoutMode, Settings

__all__ = ["LayoutMode", "LayoutSwitch", "WindowLayouts"]


Area = Qt.DockWidgetArea

# the panels' object names (tabletop.ui.panels.PANELS) and where Explain shows them
EXPLAIN_PLACES: dict[str, Area] = {
    "inspectorDock": Area.RightDockWidgetArea,
    "eventLogDock": Area.RightDockWidgetArea,
    "timelineDock": Area.BottomDockWidgetArea,
    "historyDock": Area.RightDockWidgetArea,
}
SIDE_SHARE = 0.24  # of the window's width, for the right column in Explain
INSPECTOR_SHARE = 0.6  # of the right column, above the event log
BOTTOM_SHARE = 0.28  # of the window's height, for the timeline in Explain (all its lanes fit)


class WindowLayouts:
    """Switches, saves and resets the panel layouts of `window` (its `panel_docks()`)."""

    def __init__(self, window: QMainWindow, settings: Settings) -> None:
        self.window = window
        self.settings = settings
        self.mode = settings.layout_mode

    def panel_docks(self) -> list[QDockWidget]:
        return [d for d in self.window.findChildren(QDockWidget)
                if d.objectName() in EXPLAIN_PLACES]

    def save(self) -> None:
        """Keep the current arrangement as the current mode's."""
        self.settings.set_layout_state(self.mode.value, self.window.saveState())
        self.settings.layout_mode = self.mode

    def restore(self) -> None:
        """The current mode's remembered arrangement, or its default when none (or broken)."""
        state = self.settings.layout_state(self.mode.value)
        if state.isEmpty() or not self.window.restoreState(state):
            self.apply_default()

    def switch(self, mode: LayoutMode) -> None:
        if mode == self.mode:
            return
        self.save()
        self.mode = mode
        self.settings.layout_mode = mode
        self.restore()

    def reset(self) -> None:
        """The current mode's default arrangement; the saved one is forgotten."""
        self.settings.set_layout_state(self.mode.value, None)
        self.apply_default()

    def apply_default(self) -> None:
        docks = self.panel_docks()
        if self.mode == LayoutMode.PLAY:
            for dock in docks:
                dock.hide()
            return
        by_name = {d.objectName(): d for d in docks}
        for name, area in EXPLAIN_PLACES.items():
            if name not in by_name:
                continue
            dock = by_name[name]
            dock.setFloating(False)
            self.window.addDockWidget(area, dock)
            dock.show()
        inspector, log = by_name.get("inspectorDock"), by_name.get("eventLogDock")
        if inspector is not None and log is not None:
            self.window.splitDockWidget(inspector, log, Qt.Orientation.Vertical)
        history = by_name.get("historyDock")
        if log is not None and history is not None:
            self.window.tabifyDockWidget(log, history)
            log.raise_()
        self.size_docks()

    def size_docks(self) -> None:
        """Side panels a fifth of the width each, the timeline a quarter of the height."""
        w = self.window
        docks = [d for d in self.panel_docks() if d.isVisible() and not d.isFloating()]
        sides = [d for d in docks if w.dockWidgetArea(d) in (Area.LeftDockWidgetArea,
                                                             Area.RightDockWidgetArea)]
        bottoms = [d for d in docks if w.dockWidgetArea(d) in (Area.BottomDockWidgetArea,
                                                               Area.TopDockWidgetArea)]
        if sides:
            width = max(240, int(w.width() * SIDE_SHARE))
            w.resizeDocks(sides, [width] * len(sides), Qt.Orientation.Horizontal)
        if bottoms:
            height = max(140, int(w.height() * BOTTOM_SHARE))
            w.resizeDocks(bottoms, [height] * len(bottoms), Qt.Orientation.Vertical)
        # the inspector over the log: the derivation gets the larger part of the column
        by_name = {d.objectName(): d for d in sides}
        inspector, log = by_name.get("inspectorDock"), by_name.get("eventLogDock")
        if inspector is not None and log is not None:
            column = inspector.height() + log.height()
            w.resizeDocks([inspector, log], [int(column * INSPECTOR_SHARE),
                                            int(column * (1 - INSPECTOR_SHARE))],
                          Qt.Orientation.Vertical)


class LayoutSwitch(QWidget):
    """Play | Explain, two buttons in the status bar bound to the View menu's actions."""

    def __init__(self, play: QAction, explain: QAction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("layoutSwitch")
        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 4, 0)
        box.setSpacing(0)
        self.buttons: dict[LayoutMode, QToolButton] = {}
        for mode, action in ((LayoutMode.PLAY, play), (LayoutMode.EXPLAIN, explain)):
            button = QToolButton(self)
            button.setCheckable(True)
            button.setAutoRaise(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(action.trigger)
            action.toggled.connect(button.setChecked)
            button.setChecked(action.isChecked())
            self.buttons[mode] = button
            box.addWidget(button)
        self.retranslate()

    def retranslate(self) -> None:
        self.buttons[LayoutMode.PLAY].setText(translate("MainWindow", "Play"))
        self.buttons[LayoutMode.PLAY].setToolTip(translate(
            "MainWindow", "The table alone; open panels from View ▸ Panels (Ctrl+1)"))
        self.buttons[LayoutMode.EXPLAIN].setText(translate("MainWindow", "Explain"))
        self.buttons[LayoutMode.EXPLAIN].setToolTip(translate(
            "MainWindow", "The table with the layer inspector, timeline, event log and "
            "history (Ctrl+2)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "buttons"):
            self.retranslate()
        super().changeEvent(event)
