"""Keep or mulligan (103.5, London mulligan): the player sees the hand and decides.

After N mulligans, keeping needs N cards chosen for the bottom of the library: the list
has a check box per card (Space toggles, arrows move), Keep is enabled once exactly N are
ticked; the order ticked is the order they go down (each under the one before). `K` keeps,
`M` mulligans again, Esc leaves the hand as it is for now.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..i18n import translate


@dataclass(frozen=True, slots=True)
class MulliganAnswer:
    """`mulligan`: take another mulligan; otherwise keep, bottoming `bottom` (indexes into
    the hand, in the order they go down)."""

    mulligan: bool
    bottom: tuple[int, ...] = ()


class MulliganDialog(QDialog):
    def __init__(self, player: str, cards: list[str], bottom: int, mulligans: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mulliganDialog")
        self.needed = bottom
        self.ticked: list[int] = []
        self.answer: MulliganAnswer | None = None
        self.setWindowTitle(translate("Mulligan", "Keep or mulligan — {player}")
                            .replace("{player}", player))
        box = QVBoxLayout(self)
        if bottom:
            text = translate("Mulligan", "{player} has taken {n} mulligan(s). To keep this "
                             "hand, tick {k} card(s) to put on the bottom of the library "
                             "(Space ticks). Or mulligan again.")
        else:
            text = translate("Mulligan", "{player}'s opening hand. Keep it, or shuffle it "
                             "away and draw a new seven (London mulligan: one card goes to "
                             "the bottom for each mulligan).")
        self.prompt = QLabel(text.replace("{player}", player).replace("{n}", str(mulligans))
                             .replace("{k}", str(bottom)), self)
        self.prompt.setWordWrap(True)
        box.addWidget(self.prompt)
        self.cards = QListWidget(self)
        for name in cards:
            item = QListWidgetItem(name, self.cards)
            if bottom:
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
        self.cards.itemChanged.connect(self._ticked)
        self.cards.setCurrentRow(0)
        box.addWidget(self.cards)
        self.count = QLabel(self)
        box.addWidget(self.count)
        buttons = QDialogButtonBox(self)
        self.keep_button = QPushButton(translate("Mulligan", "&Keep"), self)
        self.mulligan_button = QPushButton(translate("Mulligan", "&Mulligan"), self)
        buttons.addButton(self.keep_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.mulligan_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.mulligan_button.setEnabled(mulligans < 7)
        self.keep_button.clicked.connect(self.keep)
        self.mulligan_button.clicked.connect(self.mulligan)
        box.addWidget(buttons)
        self.cards.installEventFilter(self)  # K and M from the list, before its search
        self._update()
        self.cards.setFocus()
        self.resize(420, 420)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress \
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            if event.key() == Qt.Key.Key_K:
                self.keep()
                return True
            if event.key() == Qt.Key.Key_M:
                self.mulligan()
                return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_K, Qt.Key.Key_M) and self.eventFilter(self, event):
            return
        super().keyPressEvent(event)

    def _ticked(self, item: QListWidgetItem) -> None:
        row = self.cards.row(item)
        if item.checkState() == Qt.CheckState.Checked and row not in self.ticked:
            self.ticked.append(row)
        elif item.checkState() != Qt.CheckState.Checked and row in self.ticked:
            self.ticked.remove(row)
        self._update()

    def _update(self) -> None:
        ready = len(self.ticked) == self.needed
        self.keep_button.setEnabled(ready)
        if self.needed:
            self.count.setText(translate("Mulligan", "On the bottom: {n} of {k}")
                               .replace("{n}", str(len(self.ticked)))
                               .replace("{k}", str(self.needed)))
        self.count.setVisible(bool(self.needed))

    def keep(self) -> None:
        if len(self.ticked) == self.needed:
            self.answer = MulliganAnswer(False, tuple(self.ticked))
            self.accept()

    def mulligan(self) -> None:
        if self.mulligan_button.isEnabled():
            self.answer = MulliganAnswer(True)
            self.accept()
