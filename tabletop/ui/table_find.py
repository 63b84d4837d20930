"""Find on the table (Ctrl+F): a bar over the table that filters the cards by name, type
or text; the cards found are marked and the others dimmed.

Matching reads the card views (what the cards show, in the interface language, plus
the English name and type line), so a search finds what the person sees. Every word
typed must appear (in any order, any case); hidden cards never match.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QLineEdit, QToolButton, QWidget

from .card_view import CardView
from .i18n import translate
from .view_model import TableState


def searchable(view: CardView) -> str:
    """Everything of a card a search looks in, folded for case-insensitive matching."""
    parts = [view.name, view.oracle_name, view.type_line, view.shown_type_line,
             view.level_up_line, *(line.text for line in view.text_lines)]
    for band in view.level_bands:
        parts += [band.label, *band.lines]
    return "\n".join(p for p in parts if p).casefold()


def find_matches(state: TableState, text: str) -> frozenset[int] | None:
    """The objects whose card shows every word of `text`; None for an empty search."""
    words = text.casefold().split()
    if not words:
        return None
    found = set()
    for oid, placed in state.cards.items():
        view = placed.view
        if placed.hidden or view.face_down:
            continue
        haystack = searchable(view)
        if all(word in haystack for word in words):
            found.add(oid)
    return frozenset(found)


class _FindEdit(QLineEdit):
    """The search field: Esc and Enter are its own, not the window's shortcuts."""

    escape = Signal()
    enter = Signal(bool)  # backwards (Shift+Enter)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and \
                event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.escape.emit()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.enter.emit(bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
            return
        super().keyPressEvent(event)


class FindBar(QFrame):
    """`changed(text)`: the search changed (empty when the bar closes); `next_requested
    (backwards)`: Enter, to walk the keyboard focus to the next card found."""

    changed = Signal(str)
    next_requested = Signal(bool)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("FindBar")
        self.setStyleSheet(
            "QFrame#FindBar { background: rgba(18, 24, 30, 238); border: 1px solid #36e0ff;"
            " border-radius: 8px; } QFrame#FindBar QLabel { color: #e8eef2; }")
        self.title = QLabel(self)
        self.edit = _FindEdit(self)
        self.edit.setObjectName("findEdit")
        self.edit.setClearButtonEnabled(True)
        self.edit.setMinimumWidth(220)
        self.count = QLabel(self)
        self.count.setObjectName("findCount")
        self.close_button = QToolButton(self)
        self.close_button.setText("✕")
        self.close_button.setAutoRaise(True)
        box = QHBoxLayout(self)
        box.setContentsMargins(10, 6, 6, 6)
        box.setSpacing(8)
        box.addWidget(self.title)
        box.addWidget(self.edit, 1)
        box.addWidget(self.count)
        box.addWidget(self.close_button)
        self.edit.textChanged.connect(self.changed)
        self.edit.escape.connect(self.close_bar)
        self.edit.enter.connect(self.next_requested)
        self.close_button.clicked.connect(self.close_bar)
        parent.installEventFilter(self)
        self.retranslate()
        self.hide()

    @property
    def text(self) -> str:
        return self.edit.text() if self.isVisible() else ""

    def open(self) -> None:
        """Show the bar with its field focused and its text selected (Ctrl+F)."""
        self._place()
        self.show()
        self.raise_()
        self.edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.edit.selectAll()
        if self.edit.text():
            self.changed.emit(self.edit.text())

    def close_bar(self) -> None:
        """Hide the bar and end the filter (Esc or ✕)."""
        if self.isVisible():
            self.hide()
            self.changed.emit("")
            parent = self.parentWidget()
            if parent is not None:
                parent.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_count(self, found: int | None) -> None:
        """How many cards the search finds."""
        if found is None:
            self.count.setText("")
        elif found == 0:
            self.count.setText(translate("Find", "nothing found"))
        else:
            self.count.setText(translate("Find", "{n} found").replace("{n}", str(found)))
        self.count.setMinimumWidth(self.count.sizeHint().width())
        self._place()

    def retranslate(self) -> None:
        self.title.setText(translate("Find", "Find:"))
        self.edit.setPlaceholderText(translate("Find", "name, type or text"))
        self.close_button.setToolTip(translate("Find", "Close (Esc)"))
        self.show_count(None)

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        self.adjustSize()
        width = min(max(self.sizeHint().width(), 380), max(parent.width() - 24, 200))
        self.resize(width, self.sizeHint().height())
        self.move(parent.width() - width - 12, 10)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False
