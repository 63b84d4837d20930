"""Target arrows: from a spell or ability on the stack to what it targets."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

from .zvalues import ItemType, Z

ARROW_COLOR = QColor(255, 90, 70, 210)


def arrow_paths(start: QPointF, end: QPointF, head: float = 16.0
                ) -> tuple[QPainterPath, QPainterPath]:
    """A gently curved line from `start` to `end`, and the head at `end`."""
    path = QPainterPath(start)
    dx, dy = end.x() - start.x(), end.y() - start.y()
    length = math.hypot(dx, dy) or 1.0
    # bend to the side, so arrows to neighbouring cards don't lie on each other
    nx, ny = -dy / length, dx / length
    bend = min(60.0, length * 0.18)
    control = QPointF((start.x() + end.x()) / 2 + nx * bend, (start.y() + end.y()) / 2 + ny * bend)
    path.quadTo(control, end)
    angle = math.atan2(end.y() - control.y(), end.x() - control.x())
    left = QPointF(end.x() - head * math.cos(angle - 0.45), end.y() - head * math.sin(angle - 0.45))
    right = QPointF(end.x() - head * math.cos(angle + 0.45),
                    end.y() - head * math.sin(angle + 0.45))
    tip = QPainterPath(end)
    tip.lineTo(left)
    tip.lineTo(right)
    tip.closeSubpath()
    return path, tip


class ArrowItem(QGraphicsPathItem):
    """One arrow; it takes no mouse events, so it never hides a card from a click."""

    SHADOW_ALPHA = 90

    def __init__(self, source: int, target: object) -> None:
        super().__init__()
        self.source = source
        self.target = target
        pen = QPen(ARROW_COLOR, 4.0)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.setPen(pen)
        self.setBrush(ARROW_COLOR)
        self.setZValue(Z.ARROW)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self._line = QPainterPath()
        self._head = QPainterPath()

    def type(self) -> int:
        return int(ItemType.ARROW)

    def set_ends(self, start: QPointF, end: QPointF) -> None:
        self._line, self._head = arrow_paths(start, end)
        both = QPainterPath(self._line)
        both.addPath(self._head)
        self.setPath(both)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        shadow = QPen(QColor(0, 0, 0, self.SHADOW_ALPHA), self.pen().widthF() + 3.0)
        shadow.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(shadow)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._line)
        painter.setPen(self.pen())
        painter.drawPath(self._line)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.brush())
        painter.drawPath(self._head)
