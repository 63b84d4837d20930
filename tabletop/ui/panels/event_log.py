"""The event log: every event of the game so far in words, filterable by object.

Selecting an object on the table filters the log to the events involving it (while
'follow selection' is ticked); clicking an event selects the objects it involves.
The log shows the events of the actions up to the current history position.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QEvent, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QVBoxLayout,
    QWidget,
)

from tabletop.ui.controller import GameController
from tabletop.ui.event_texts import event_namer, event_text, namer
from tabletop.ui.i18n import translate
from tabletop.ui.panels.panel_models import LogRow, log_matches, log_objects, log_rows

ROW_ROLE = int(Qt.ItemDataRole.UserRole) + 1
_QUIET = QColor("#8a8a8a")  # priority passes and mana: the small print of the game
_QUIET_KINDS = frozenset({"pass", "mana", "seek"})

Index = QModelIndex | QPersistentModelIndex



class EventLogModel(QAbstractListModel):
    """All events, and the indexes of those the filter lets through."""

    def __init__(self, controller: GameController) -> None:
        super().__init__()
        self.controller = controller
        self.all: list[LogRow] = []
        self.shown: list[str] = []  # the text of each row in the interface language
        self.visible: list[int] = []
        self.oid: int | None = None
        self.text = ""

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt)
        return 0 if parent.isValid() else len(self.visible)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.visible):
            return None
        at = self.visible[index.row()]
        row = self.all[at]
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{row.number:>4}  {self.shown[at]}"
        if role == Qt.ItemDataRole.ToolTipRole:
            name = namer(self.controller.game)
            names = ", ".join(name(o) for o in row.objects)
            head = (translate("EventLogPanel", "event {n} ({kind}) of action {position}")
                    .replace("{n}", str(row.number)).replace("{kind}", row.kind)
                    .replace("{position}", str(row.position)))
            if names:
                head += "\n" + translate("EventLogPanel", "involves: {names}").replace(
                    "{names}", names)
            if self.shown[at] != row.text:  # the engine's own words, for reports
                head += "\n" + row.text
            return head + "\n" + translate("EventLogPanel",
                                            "click to select the objects involved")
        if role == Qt.ItemDataRole.ForegroundRole and row.kind in _QUIET_KINDS:
            return QBrush(_QUIET)
        if role == ROW_ROLE:
            return row
        return None

    def _newest(self, oid: int) -> int:
        return self.controller.game.state.newest(oid)

    def _passes(self, at: int) -> bool:
        return log_matches(self.all[at], self.oid, self.text, self._newest, self.shown[at])

    def _words(self, rows: list[LogRow]) -> list[str]:
        name = event_namer(self.controller.game)
        return [event_text(row, name) for row in rows]

    @property
    def hidden(self) -> int:
        """How many events the filter hides."""
        return len(self.all) - len(self.visible)

    def set_filter(self, oid: int | None, text: str) -> None:
        self.beginResetModel()
        self.oid, self.text = oid, text
        self.visible = [i for i in range(len(self.all)) if self._passes(i)]
        self.endResetModel()

    def reset_rows(self, rows: list[LogRow]) -> None:
        self.beginResetModel()
        self.all = rows
        self.shown = self._words(rows)
        self.visible = [i for i in range(len(rows)) if self._passes(i)]
        self.endResetModel()

    def reword(self) -> None:
        """Word every row again (the interface language changed)."""
        self.reset_rows(self.all)

    def append_rows(self, rows: list[LogRow]) -> None:
        start = len(self.all)
        self.all.extend(rows)
        self.shown.extend(self._words(rows))
        new = [start + i for i in range(len(rows)) if self._passes(start + i)]
        if new:
            first = len(self.visible)
            self.beginInsertRows(QModelIndex(), first, first + len(new) - 1)
            self.visible.extend(new)
            self.endInsertRows()


class EventLogPanel(QWidget):
    """The log with its object filter, text filter and 'follow selection'."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("eventLog")
        self.model = EventLogModel(controller)
        self.objects = QComboBox(self)
        self.objects.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.objects.setMinimumContentsLength(6)
        self.search = QLineEdit(self)
        self.search.setClearButtonEnabled(True)
        self.search.setMinimumWidth(50)
        self.follow = QCheckBox(self)
        self.follow.setChecked(True)
        self._label_static()
        self.list = QListView(self)
        self.list.setModel(self.model)
        # long events wrap onto more lines: nothing to scroll sideways for (batched
        # layout keeps a long game's log quick)
        self.list.setUniformItemSizes(False)
        self.list.setWordWrap(True)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setLayoutMode(QListView.LayoutMode.Batched)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.clicked.connect(self._clicked)
        self.hidden_note = QLabel(self)
        self.hidden_note.setObjectName("hiddenByFilter")
        self.hidden_note.setStyleSheet("color: #6b4e00;")
        self.hidden_note.setWordWrap(True)
        self.hidden_note.hide()
        self.model.modelReset.connect(self._show_hidden)
        self.model.rowsInserted.connect(self._show_hidden)
        top = QHBoxLayout()
        top.addWidget(self.objects, 2)
        top.addWidget(self.search, 2)
        top.addWidget(self.follow)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.hidden_note)
        self._upto = 0  # history positions already in the log
        self._last: object = None  # the history entry at `_upto`
        self._selecting = False
        self.objects.currentIndexChanged.connect(self._filter_changed)
        self.search.textChanged.connect(self._filter_changed)
        controller.events_applied.connect(self._on_events)
        controller.selection_changed.connect(self._on_selection)
        self._sync()
        self._on_selection(controller.selected)

    # --- language -------------------------------------------------------------------------
    def _label_static(self) -> None:
        self.objects.setToolTip(translate("EventLogPanel",
                                          "Show only the events involving this object"))
        self.search.setPlaceholderText(translate("EventLogPanel", "filter text"))
        self.follow.setText(translate("EventLogPanel", "follow"))
        self.follow.setToolTip(translate(
            "EventLogPanel",
            "Follow the selection: selecting an object on the table filters the log to it"))

    def retranslate(self) -> None:
        self._label_static()
        self.model.reword()
        self._refresh_objects()
        self._show_hidden()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "_selecting"):
            self.retranslate()
        super().changeEvent(event)

    def _show_hidden(self, *_args: object) -> None:
        """Say how many events the filter hides (nothing when it hides none)."""
        n = self.model.hidden
        if not hasattr(self, "hidden_note"):
            return
        self.hidden_note.setVisible(n > 0)
        if n:
            text = translate("EventLogPanel", "1 entry hidden by the filter") if n == 1 else \
                translate("EventLogPanel", "{n} entries hidden by the filter").replace(
                    "{n}", str(n))
            self.hidden_note.setText(text)

    # --- reading the session -----------------------------------------------------------
    def rows(self) -> list[LogRow]:
        """The events shown now (after the filter), top to bottom."""
        return [self.model.all[i] for i in self.model.visible]

    def shown_texts(self) -> list[str]:
        """The texts of the events shown now, as the list shows them (without numbers)."""
        return [self.model.shown[i] for i in self.model.visible]

    def _on_events(self, _events: list[object]) -> None:
        self._sync()

    def _sync(self) -> None:
        session = self.controller.session
        history, position = session.history, session.position
        k = self._upto
        if k <= position and (k == 0 or (k <= len(history) and history[k - 1] is self._last)):
            if position > k:
                self.model.append_rows(log_rows(history, position, k, len(self.model.all) + 1))
        else:
            self.model.reset_rows(log_rows(history, position))
        self._upto = position
        self._last = history[position - 1] if position else None
        self._refresh_objects()
        self._show_hidden()
        if self.model.visible:
            self.list.scrollToBottom()

    def _refresh_objects(self) -> None:
        game = self.controller.game
        choices = log_objects(self.model.all, game.state.newest, namer(game))
        current = self.objects.currentData()
        wanted = [(None, translate("EventLogPanel", "All objects")), *choices]
        if [(self.objects.itemData(i), self.objects.itemText(i))
                for i in range(self.objects.count())] == wanted:
            return
        self.objects.blockSignals(True)
        self.objects.clear()
        for oid, label in wanted:
            self.objects.addItem(label, oid)
        at = self.objects.findData(current)
        self.objects.setCurrentIndex(max(at, 0))
        self.objects.blockSignals(False)

    # --- filtering ----------------------------------------------------------------------
    def filter_object(self, oid: int | None) -> None:
        """Show only the events involving `oid` (None: every event)."""
        if oid is not None:
            oid = self.controller.game.state.newest(oid)
            if self.objects.findData(oid) < 0:
                name = namer(self.controller.game)(oid)
                self.objects.addItem(f"{name} (#{oid})", oid)
        self.objects.setCurrentIndex(max(self.objects.findData(oid), 0))

    def _filter_changed(self, *_args: object) -> None:
        oid = self.objects.currentData()
        self.model.set_filter(oid if isinstance(oid, int) else None, self.search.text())
        self._show_hidden()

    def _on_selection(self, oid: object) -> None:
        if self.follow.isChecked() and not self._selecting:
            self.filter_object(oid if isinstance(oid, int) else None)

    # --- clicking ---------------------------------------------------------------------------
    def _clicked(self, index: QModelIndex) -> None:
        row = index.data(ROW_ROLE)
        if not isinstance(row, LogRow):
            return
        state = self.controller.game.state
        alive = [state.newest(o) for o in row.objects if state.newest(o) in state.objects]
        if not alive:
            return
        self._selecting = True  # keep the filter: the person is reading this list
        try:
            self.controller.select(alive[0])
            if len(alive) > 1:
                self.controller.highlight(alive[1])
        finally:
            self._selecting = False
