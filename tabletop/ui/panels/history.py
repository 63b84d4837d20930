"""The history: the session's actions as a list; step back and forward through them.

Row 0 is the start of the game, row n the game after n actions. The current position
is always highlighted and scrolled into view; actions after it (undone, not yet
replaced) are greyed and can be redone. Acting from an earlier position starts a
branch: the abandoned line hangs, collapsed, under the row it left from.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop.ui.controller import GameController
from tabletop.ui.event_texts import event_namer, event_text, verb_text
from tabletop.ui.i18n import translate
from tabletop.ui.panels.panel_models import BranchRows, HistoryRow, history_rows

POSITION_ROLE = int(Qt.ItemDataRole.UserRole) + 1
_CURRENT_BG = QColor("#ffe08a")
_FUTURE_FG = QColor("#9a9a9a")
_BRANCH_FG = QColor("#7a6a9a")



class HistoryPanel(QWidget):
    """Actions of the session; click one (or Back / Forward) to go there."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("history")
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(3)
        self.tree.setUniformRowHeights(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.tree.header().resizeSection(0, 84)
        self.tree.setIndentation(14)
        self.tree.header().resizeSection(1, 70)
        self.tree.header().setStretchLastSection(True)
        self.tree.itemClicked.connect(self._clicked)
        self.start = QPushButton("«", self)
        self.back = QPushButton(self)
        self.forward = QPushButton(self)
        self.end = QPushButton("»", self)
        self._label_static()
        self.start.clicked.connect(lambda: self.go_to(0))
        self.back.clicked.connect(controller.undo)
        self.forward.clicked.connect(controller.redo)
        self.end.clicked.connect(lambda: self.go_to(len(controller.session.history)))
        self.where = QLabel(self)
        self.where.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        for button in (self.start, self.back, self.forward, self.end):
            button.setMinimumWidth(24)  # a narrow dock may squeeze them that far
        buttons = QHBoxLayout()
        for button in (self.start, self.back, self.forward, self.end):
            buttons.addWidget(button)
        buttons.addWidget(self.where, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(buttons)
        layout.addWidget(self.tree, 1)
        self.rows: list[HistoryRow] = []
        self._key: tuple[object, ...] = ()
        controller.events_applied.connect(self._on_events)
        self.refresh()

    # --- language -------------------------------------------------------------------------
    def _label_static(self) -> None:
        self.tree.setHeaderLabels(["#", translate("HistoryPanel", "action"),
                                   translate("HistoryPanel", "what happened")])
        self.start.setToolTip(translate("HistoryPanel", "The start of the game"))
        self.back.setText(translate("HistoryPanel", "◀ Back"))
        self.back.setToolTip(translate("HistoryPanel", "Undo: the game before the current action"))
        self.forward.setText(translate("HistoryPanel", "Forward ▶"))
        self.forward.setToolTip(translate("HistoryPanel", "Redo the next action"))
        self.end.setToolTip(translate("HistoryPanel", "The newest action"))

    def retranslate(self) -> None:
        self._label_static()
        self._key = ()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "_key"):
            self.retranslate()
        super().changeEvent(event)

    # --- moving --------------------------------------------------------------------------
    def go_to(self, position: int) -> None:
        if position != self.controller.session.position:
            self.controller.go_to(position)

    def _clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        position = item.data(0, POSITION_ROLE)
        if isinstance(position, int):
            self.go_to(position)

    # --- showing -------------------------------------------------------------------------
    def _on_events(self, _events: list[object]) -> None:
        self.refresh()

    def refresh(self) -> None:
        session = self.controller.session
        key = (tuple(id(e) for e in session.history), session.position,
               tuple((b.from_index, len(b.entries)) for b in session.branches))
        if key == self._key:
            return
        self._key = key
        name = event_namer(self.controller.game)
        self.rows = history_rows(session.history, session.position, session.branches,
                                 session.setup.title, lambda e: event_text(e, name))
        tree = self.tree
        tree.setUpdatesEnabled(False)
        try:
            tree.clear()
            current: QTreeWidgetItem | None = None
            for row in self.rows:
                item = self._item(row)
                tree.addTopLevelItem(item)
                for branch in row.branches:
                    item.addChild(self._branch_item(branch))
                if row.state == "current":
                    current = item
            if current is not None:
                tree.setCurrentItem(current)
                tree.scrollToItem(current)
        finally:
            tree.setUpdatesEnabled(True)
        total = len(session.history)
        self.where.setText(translate("HistoryPanel", "action {n} of {total}")
                           .replace("{n}", str(session.position)).replace("{total}", str(total)))
        self.back.setEnabled(session.position > 0)
        self.start.setEnabled(session.position > 0)
        self.forward.setEnabled(session.position < total)
        self.end.setEnabled(session.position < total)

    def current_item(self) -> QTreeWidgetItem | None:
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item is not None and item.data(0, POSITION_ROLE) == self.controller.session.position:
                return item
        return None

    def _item(self, row: HistoryRow) -> QTreeWidgetItem:
        marker = "▶ " if row.state == "current" else "   "
        verb, description = verb_text(row.verb), row.description
        if row.position == 0:  # the start of the game: words of the panel, not the engine
            verb = translate("HistoryPanel", "start")
            description = row.detail or translate("HistoryPanel", "the game begins")
        item = QTreeWidgetItem([f"{marker}{row.position}", verb, description])
        item.setData(0, POSITION_ROLE, row.position)
        item.setToolTip(2, row.detail or description)
        if row.state == "current":
            font = QFont(self.tree.font())
            font.setBold(True)
            for c in range(3):
                item.setBackground(c, QBrush(_CURRENT_BG))
                item.setFont(c, font)
        elif row.state == "future":
            for c in range(3):
                item.setForeground(c, QBrush(_FUTURE_FG))
            item.setToolTip(0, translate("HistoryPanel", "undone: click (or Forward) to redo"))
        return item

    def _branch_item(self, branch: BranchRows) -> QTreeWidgetItem:
        n = len(branch.rows)
        label = (translate("HistoryPanel", "branch from {from}: {n} actions") if n != 1
                 else translate("HistoryPanel", "branch from {from}: 1 action"))
        label = label.replace("{from}", str(branch.from_index)).replace("{n}", str(n))
        group = QTreeWidgetItem(["", translate("HistoryPanel", "branch"), label])
        group.setToolTip(2, translate(
            "HistoryPanel", "a line of play abandoned by an undo; it stays in the recording"))
        for c in range(3):
            group.setForeground(c, QBrush(_BRANCH_FG))
        for row in branch.rows:
            child = QTreeWidgetItem([str(row.position), verb_text(row.verb), row.description])
            child.setToolTip(2, row.detail or row.description)
            child.setFlags(child.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            group.addChild(child)
        group.setExpanded(False)
        return group
