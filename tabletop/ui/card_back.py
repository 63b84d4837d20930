"""The back of a card: a hidden hand card or a library (no face-down 2/2 marks, rule 708
is for permanents), and the card item that paints it while its face is hidden."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .card_item import CardItem
from .card_view import CardView


def paint_card_back(painter: QPainter, rect: QRectF) -> None:
    w, h = rect.width(), rect.height()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(QColor(0, 0, 0, 160), max(w * 0.01, 0.6)))
    painter.setBrush(QColor("#111111"))
    painter.drawRoundedRect(rect, 0.05 * w, 0.05 * w)
    frame = rect.adjusted(0.045 * w, 0.045 * w, -0.045 * w, -0.045 * w)
    gradient = QLinearGradient(frame.topLeft(), frame.bottomRight())
    gradient.setColorAt(0.0, QColor("#8a6541"))
    gradient.setColorAt(0.5, QColor("#5e3f22"))
    gradient.setColorAt(1.0, QColor("#3e2814"))
    painter.setPen(QPen(QColor("#2a1a0c"), max(w * 0.01, 0.5)))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(frame, 0.03 * w, 0.03 * w)
    oval = frame.adjusted(0.1 * w, 0.16 * h, -0.1 * w, -0.16 * h)
    radial = QRadialGradient(oval.center(), oval.height() * 0.6)
    radial.setColorAt(0.0, QColor("#5b8fd0"))
    radial.setColorAt(0.7, QColor("#24467e"))
    radial.setColorAt(1.0, QColor("#121f3d"))
    painter.setPen(QPen(QColor("#c9a46a"), max(0.025 * w, 0.8)))
    painter.setBrush(QBrush(radial))
    painter.drawEllipse(oval)
    inner = oval.adjusted(oval.width() * 0.2, oval.height() * 0.2, -oval.width() * 0.2,
                          -oval.height() * 0.2)
    painter.setPen(QPen(QColor(233, 215, 176, 150), max(0.015 * w, 0.6)))
    painter.setBrush(QColor(0, 0, 0, 0))
    painter.drawEllipse(inner)
    painter.restore()


class TableCardItem(CardItem):
    """A card item that shows its back while `hidden` (the other player's hand)."""

    def __init__(self, view: CardView, size: QSizeF | None = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(view, size, parent)
        self.hidden = False

    def set_hidden(self, hidden: bool) -> None:
        if hidden != self.hidden:
            self.hidden = hidden
            self.preview_enabled = not hidden
            if hidden:
                self.hide_preview()
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.hidden:
            paint_card_back(painter, self.card_rect())
            self.paint_marks(painter)
            return
        super().paint(painter, option, widget)
