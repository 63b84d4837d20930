"""Looking through a library, graveyard or exile, and moving cards out of it.

A non-modal dialog listing the cards (the library top first). Its buttons ask
for moves; the window performs them as `MoveObject` actions and refreshes the
list from the new state.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop.engine.model.enums import Zone

MOVES: tuple[tuple[str, str], ...] = (
    ("hand", "top"), ("battlefield", "top"), ("graveyard", "top"), ("exile", "top"),
    ("library", "top"), ("library", "bottom"),
)


class ZoneBrowser(QDialog):
    """`move_requested(oid, zone, position)`: move the selected card."""

    move_requested = Signal(int, str, str)

    def __init__(self, zone: Zone, player: str, title: str, parent: QWidget | None = None
                 ) -> None:
        super().__init__(parent)
        self.zone = zone
        self.player = player
        self.setWindowTitle(title)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        layout = QVBoxLayout(self)
        self.caption = QLabel(self)
        layout.addWidget(self.caption)
        self.list = QListWidget(self)
        layout.addWidget(self.list)
        grid = QGridLayout()
        self.buttons: dict[tuple[str, str], QPushButton] = {}
        labels = {
            ("hand", "top"): self.tr("To hand"), ("battlefield", "top"): self.tr("To battlefield"),
            ("graveyard", "top"): self.tr("To graveyard"), ("exile", "top"): self.tr("To exile"),
            ("library", "top"): self.tr("On top of library"),
            ("library", "bottom"): self.tr("On the bottom of library"),
        }
        for i, move in enumerate(MOVES):
            button = QPushButton(labels[move], self)
            button.setEnabled(move[0] != zone.value or move[0] == "library")
            button.clicked.connect(lambda _c=False, m=move: self._move(*m))
            self.buttons[move] = button
            grid.addWidget(button, i // 2, i % 2)
        layout.addLayout(grid)
        self.resize(380, 460)

    def set_cards(self, cards: list[tuple[int, str]]) -> None:
        """(oid, name) pairs in the order to show (the library top first)."""
        current = self.selected()
        self.list.clear()
        for oid, name in cards:
            item = QListWidgetItem(name)
            item.setData(Qt.ItemDataRole.UserRole, oid)
            self.list.addItem(item)
            if oid == current:
                self.list.setCurrentItem(item)
        if self.list.currentRow() < 0 and self.list.count():
            self.list.setCurrentRow(0)
        self.caption.setText(self.tr("{n} cards").replace("{n}", str(len(cards))))

    def selected(self) -> int | None:
        item = self.list.currentItem()
        return None if item is None else int(item.data(Qt.ItemDataRole.UserRole))

    def _move(self, zone: str, position: str) -> None:
        oid = self.selected()
        if oid is not None:
            self.move_requested.emit(oid, zone, position)
