"""Small modal dialogs: pick one of several, any number of several, a number, a colour,
an order."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

COLOR_NAMES: tuple[str, ...] = ("White", "Blue", "Black", "Red", "Green")
COLOR_STYLE = {
    "White": "#f4efd8; color: #222", "Blue": "#2f78bd; color: white",
    "Black": "#3b3633; color: white", "Red": "#cf4d31; color: white",
    "Green": "#2c7a48; color: white",
}


def _wrapping_list(parent: QWidget) -> QListWidget:
    """A list whose long entries (rules text) wrap instead of scrolling sideways."""
    view = QListWidget(parent)
    view.setWordWrap(True)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setResizeMode(QListWidget.ResizeMode.Adjust)
    view.setMinimumWidth(440)
    view.setSpacing(2)
    return view


class _Dialog(QDialog):
    def __init__(self, title: str, prompt: str, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.body = QVBoxLayout(self)
        if prompt:
            label = QLabel(prompt, self)
            label.setWordWrap(True)
            self.body.addWidget(label)

    def add_buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.body.addWidget(buttons)
        return buttons


class ChoiceDialog(_Dialog):
    """One of several options (a mode, a creature to copy, ...)."""

    def __init__(self, title: str, prompt: str, options: list[str], default: int = 0,
                 parent: QWidget | None = None) -> None:
        super().__init__(title, prompt, parent)
        self.list = _wrapping_list(self)
        self.list.addItems(options)
        if options:
            self.list.setCurrentRow(max(0, min(default, len(options) - 1)))
        self.list.itemDoubleClicked.connect(lambda _i: self.accept())
        self.body.addWidget(self.list)
        self.add_buttons()

    def choice(self) -> int:
        return self.list.currentRow()


class ManyDialog(_Dialog):
    """Any number of several options, each with a check box (the creatures of a band)."""

    def __init__(self, title: str, prompt: str, options: list[str],
                 checked: tuple[int, ...] = (), parent: QWidget | None = None) -> None:
        super().__init__(title, prompt, parent)
        self.list = _wrapping_list(self)
        self.list.addItems(options)
        for row in range(self.list.count()):
            item = self.list.item(row)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if row in checked
                               else Qt.CheckState.Unchecked)
        self.body.addWidget(self.list)
        self.add_buttons()

    def chosen(self) -> list[int]:
        return [row for row in range(self.list.count())
                if self.list.item(row).checkState() == Qt.CheckState.Checked]


class NumberDialog(_Dialog):
    """A number, for X (107.3) and counts."""

    def __init__(self, title: str, prompt: str, minimum: int, maximum: int, default: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(title, prompt, parent)
        self.spin = QSpinBox(self)
        self.spin.setRange(minimum, maximum)
        self.spin.setValue(default)
        self.body.addWidget(self.spin)
        self.add_buttons()

    def value(self) -> int:
        return self.spin.value()


class ColorDialog(_Dialog):
    """One of the five colours (105.1)."""

    def __init__(self, title: str, prompt: str, names: dict[str, str],
                 parent: QWidget | None = None) -> None:
        super().__init__(title, prompt, parent)
        self.chosen: str | None = None
        row = QHBoxLayout()
        for color in COLOR_NAMES:
            button = QPushButton(names.get(color, color), self)
            button.setStyleSheet(f"background: {COLOR_STYLE[color]}; padding: 8px 12px;")
            button.clicked.connect(lambda _c=False, col=color: self._pick(col))
            row.addWidget(button)
        self.body.addLayout(row)
        cancel = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        cancel.rejected.connect(self.reject)
        self.body.addWidget(cancel)

    def _pick(self, color: str) -> None:
        self.chosen = color
        self.accept()


class OrderDialog(_Dialog):
    """Put items in order (triggers onto the stack, replacement effects): drag or move."""

    def __init__(self, title: str, prompt: str, items: list[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(title, prompt, parent)
        self.list = _wrapping_list(self)
        for index, text in enumerate(items):
            self.list.addItem(text)
            self.list.item(index).setData(Qt.ItemDataRole.UserRole, index)
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.list.setCurrentRow(0)
        self.body.addWidget(self.list)
        row = QHBoxLayout()
        up = QPushButton(self.tr("Move up"), self)
        down = QPushButton(self.tr("Move down"), self)
        up.clicked.connect(lambda: self._move(-1))
        down.clicked.connect(lambda: self._move(1))
        row.addWidget(up)
        row.addWidget(down)
        row.addStretch(1)
        self.body.addLayout(row)
        self.add_buttons()

    def _move(self, delta: int) -> None:
        row = self.list.currentRow()
        new = row + delta
        if row < 0 or not 0 <= new < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(new, item)
        self.list.setCurrentRow(new)

    def order(self) -> list[int]:
        return [int(self.list.item(i).data(Qt.ItemDataRole.UserRole))
                for i in range(self.list.count())]
