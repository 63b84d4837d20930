"""The marks of a stack of identical permanents, as child items of its top card: the
count badge over it and the edges of the cards under it.

They are items of their own so that a stack growing or shrinking by one card repaints a
badge, not the card (whose painting stays in its cache). They take no mouse or hover
events: a click on them is a click on the card.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .layout import STACK_EDGE, STACK_EDGES
from .painting.stack_badge import badge_rect, badge_text, count_badge, stack_edges
from .zvalues import ItemType


class _Mark(QGraphicsItem):
    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self._card = QRectF()
        self._count = 1
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_mark(self, card: QRectF, count: int) -> None:
        if (card, count) != (self._card, self._count):
            self.prepareGeometryChange()
            self._card, self._count = QRectF(card), count
            self.update()


class StackBadgeItem(_Mark):
    """The count ("×24") over the card, upright even on a tapped card; `opened` marks the
    last card of a fanned-out stack (a click on it gathers the stack)."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.opened = False

    def type(self) -> int:
        return int(ItemType.BADGE)

    def text(self) -> str:
        return badge_text(self._count)

    def set_opened(self, opened: bool) -> None:
        if opened != self.opened:
            self.opened = opened
            self.update()

    def set_turned(self, angle: float) -> None:
        """Undo the card's rotation around the badge's centre."""
        self.setTransformOriginPoint(badge_rect(self._card, self.text()).center())
        self.setRotation(-angle)

    def boundingRect(self) -> QRectF:
        rect = badge_rect(self._card, self.text())
        return rect.adjusted(-2.0, -2.0, 2.0, 2.0)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        count_badge(painter, self._card, self.text(), self.opened)


class StackEdgesItem(_Mark):
    """The edges of the cards under the top card, right and down, behind it."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent, True)

    def type(self) -> int:
        return int(ItemType.STACK_EDGES)

    def edges(self) -> int:
        return min(self._count - 1, STACK_EDGES)

    def boundingRect(self) -> QRectF:
        step = STACK_EDGE * self._card.width()
        d = self.edges() * step
        return self._card.adjusted(step - 1.0, step - 1.0, d + 1.0, d + 1.0)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        stack_edges(painter, self._card, self.edges(), STACK_EDGE * self._card.width())
