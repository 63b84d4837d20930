"""What a card item draws around a card on a big table: the edges of the identical cards
stacked under it and the count badge ("×24"), the keyboard focus ring, and the mark of a
card found with Ctrl+F.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from .. import palette as pal
from ..palette import FontRole, draw_text
from .shapes import rounded

EDGE_FILL = QColor("#2a2622")
EDGE_LINE = QColor(0, 0, 0, 170)
BADGE_FILL = QColor(16, 18, 22, 232)
BADGE_LINE = QColor(255, 255, 255, 215)
OPEN_FILL = QColor(38, 70, 118, 236)  # the badge of an opened stack: click to gather it
FOCUS = QColor("#ffd54a")
FOUND = QColor("#36e0ff")


def stack_edges(painter: QPainter, rect: QRectF, edges: int, step: float) -> None:
    """The edges of `edges` cards under the card, each `step` further right and down."""
    radius = 0.05 * rect.width()
    painter.setPen(QPen(EDGE_LINE, max(rect.width() * 0.008, 0.7)))
    painter.setBrush(EDGE_FILL)
    for i in range(edges, 0, -1):
        painter.drawRoundedRect(rect.translated(i * step, i * step), radius, radius)


def badge_text(count: int) -> str:
    """The count badge of a stack: "×24"."""
    return f"×{count}"


def badge_px(card_w: float) -> float:
    return max(11.0, min(card_w * 0.17, 26.0))


def badge_rect(card: QRectF, text: str) -> QRectF:
    """Where the count badge of a card `card` goes: centred over the art."""
    px = badge_px(card.width())
    h = px * 1.5
    w = max(h * 1.4, pal.text_width(FontRole.NUMBER, px, text) + px * 1.1)
    return QRectF(card.center().x() - w / 2, card.top() + card.height() * 0.38 - h / 2, w, h)


def count_badge(painter: QPainter, card: QRectF, text: str, opened: bool) -> QRectF:
    """The count badge; `opened` marks the last card of an opened stack (a click on it
    gathers the stack). Returns the badge's rect."""
    rect = badge_rect(card, text)
    painter.save()
    rounded(painter, rect, rect.height() / 2, OPEN_FILL if opened else BADGE_FILL,
            QPen(BADGE_LINE, max(rect.height() * 0.07, 1.0)))
    px = badge_px(card.width())
    text_rect = QRectF(rect)
    if opened:  # a small chevron pointing up: "fold back"
        s = rect.height() * 0.28
        left = rect.left() + rect.height() * 0.3
        cy = rect.center().y()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(BADGE_LINE)
        painter.drawPolygon(QPolygonF([QPointF(left, cy + s * 0.5),
                                       QPointF(left + s, cy - s * 0.5),
                                       QPointF(left + 2 * s, cy + s * 0.5)]))
        text_rect.setLeft(left + s)
    painter.setPen(QColor("#ffffff"))
    draw_text(painter, FontRole.NUMBER, px, text_rect, text)
    painter.restore()
    return rect


def focus_ring(painter: QPainter, card: QRectF) -> None:
    """The keyboard focus: a bright dashed ring around the card."""
    grow = max(card.width() * 0.025, 2.0)
    pen = QPen(FOCUS, max(card.width() * 0.02, 2.0))
    pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    r = card.adjusted(-grow, -grow, grow, grow)
    painter.drawRoundedRect(r, 0.06 * r.width(), 0.06 * r.width())


def found_mark(painter: QPainter, card: QRectF) -> None:
    """A card the find filter matches: a cyan outline."""
    grow = max(card.width() * 0.012, 1.0)
    painter.setPen(QPen(FOUND, max(card.width() * 0.03, 2.5)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    r = card.adjusted(-grow, -grow, grow, grow)
    painter.drawRoundedRect(r, 0.055 * r.width(), 0.055 * r.width())
