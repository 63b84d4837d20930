"""The tags over the art: level badge, token tag, summoning sickness,
manual marker, counters and attachments.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from .. import palette as pal
from ..card_view import CardView
from ..palette import FontRole, draw_text
from .geometry import ALIGN_LEFT, CardGeometry
from .leveler import paint_level_badge
from .shapes import pill, pill_width, rounded


def counter_label(kind: str, n: int) -> str:
    return kind if n == 1 else f"{kind} ×{n}"


def counter_fill(kind: str) -> QColor:
    if kind.startswith("+"):
        return pal.COUNTER_PLUS
    if kind.startswith(("-", "−")):
        return pal.COUNTER_MINUS
    return pal.COUNTER_OTHER


def shown_counters(view: CardView) -> list[tuple[str, int]]:
    hidden = {"level", "loyalty", "defense"}
    return [(k, n) for k, n in view.counters if n and k.lower() not in hidden]


def paint_art_overlays(
    painter: QPainter, g: CardGeometry, view: CardView, w: float, h: float
) -> None:
    """Level badge, token tag, summoning sickness, manual marker, counters, attachments."""
    art = g.art
    px = 0.062 * w
    pill_h = px * 1.45
    margin = 0.02 * w
    # top left: the level-counter badge
    left_edge = art.left() + margin
    if view.level_bands or view.level is not None:
        d = min(0.2 * w, art.height() * 0.96)
        badge = QRectF(art.left() + margin, art.center().y() - d / 2, d, d)
        paint_level_badge(painter, badge, view.level or 0, view.level_bands_apply,
                          view.words.level_short)
        left_edge = badge.right() + margin
    # top right: manual marker, then summoning sickness to its left
    right_edge = art.right() - margin
    top = art.top() + margin
    if view.manual:
        label = view.words.manual
        mw = pill_h * 1.1 + (pal.text_width(FontRole.LABEL, px, label) + px * 0.6 if label else 0)
        mrect = QRectF(right_edge - mw, top, mw, pill_h)
        paint_manual(painter, mrect, label, px)
        right_edge = mrect.left() - margin
    if view.summoning_sick:
        zw = pill_width("zzz", px, pill_h)
        zrect = QRectF(right_edge - zw, top, zw, pill_h)
        pill(painter, zrect, QColor(40, 70, 120, 220), "zzz", px, QColor("#cfe3ff"))
        right_edge = zrect.left() - margin
    if view.is_token:
        tw = pill_width("TOKEN", px, pill_h)
        cx = (left_edge + right_edge) / 2
        trect = QRectF(max(cx - tw / 2, left_edge), top, tw, pill_h)
        if trect.right() > right_edge + margin:
            trect.moveLeft(right_edge - tw)
        pill(painter, trect, pal.TOKEN_FILL, "TOKEN", px)
    # bottom: counters from the left, attachments at the right
    bottom = art.bottom() - margin
    x = art.left() + margin
    row_y = bottom - pill_h
    right_limit = art.right() - margin
    if view.attached_count:
        label = f"{view.attached_count}"
        aw = pill_h * 1.2 + pal.text_width(FontRole.LABEL, px, label)
        arect = QRectF(art.right() - margin - aw, row_y, aw, pill_h)
        _paint_attached(painter, arect, label, px)
        right_limit = arect.left() - margin
    for kind, n in shown_counters(view):
        label = counter_label(kind, n)
        cw = pill_width(label, px, pill_h)
        if x + cw > right_limit and x > art.left() + margin:
            x = art.left() + margin
            row_y -= pill_h + margin
            right_limit = art.right() - margin
        pill(painter, QRectF(x, row_y, cw, pill_h), counter_fill(kind), label, px)
        x += cw + margin


def paint_manual(painter: QPainter, rect: QRectF, label: str, px: float) -> None:
    """An orange tag with a warning triangle: the engine could not read some clause."""
    rounded(
        painter,
        rect,
        rect.height() * 0.3,
        pal.MANUAL,
        QPen(QColor("#5a3000"), rect.height() * 0.07),
    )
    s = rect.height() * 0.72
    tri_x = rect.left() + rect.height() * 0.2
    tri = QPolygonF(
        [
            QPointF(tri_x + s / 2, rect.center().y() - s / 2),
            QPointF(tri_x + s, rect.center().y() + s / 2.2),
            QPointF(tri_x, rect.center().y() + s / 2.2),
        ]
    )
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#1a1000"))
    painter.drawPolygon(tri)
    painter.setPen(pal.MANUAL)
    draw_text(
        painter,
        FontRole.NUMBER,
        s * 0.72,
        QRectF(tri_x, rect.center().y() - s * 0.28, s, s * 0.8),
        "!",
    )
    if label:
        painter.setPen(QColor("#1a1000"))
        draw_text(
            painter,
            FontRole.LABEL,
            px,
            QRectF(tri_x + s + px * 0.25, rect.top(), rect.right() - tri_x - s, rect.height()),
            label,
            ALIGN_LEFT,
        )


def _paint_attached(painter: QPainter, rect: QRectF, label: str, px: float) -> None:
    """A chain-link tag with the number of Auras and Equipment attached."""
    rounded(
        painter,
        rect,
        rect.height() / 2,
        QColor(60, 50, 90, 225),
        QPen(QColor(0, 0, 0, 150), rect.height() * 0.06),
    )
    link_h = rect.height() * 0.36
    link_w = rect.height() * 0.5
    cx = rect.left() + rect.height() * 0.55
    cy = rect.center().y()
    painter.setPen(QPen(QColor("#e8e0ff"), rect.height() * 0.09))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(
        QRectF(cx - link_w * 0.85, cy - link_h * 0.75, link_w, link_h), link_h / 2, link_h / 2
    )
    painter.drawRoundedRect(
        QRectF(cx - link_w * 0.15, cy - link_h * 0.25, link_w, link_h), link_h / 2, link_h / 2
    )
    painter.setPen(pal.BADGE_TEXT)
    draw_text(
        painter,
        FontRole.LABEL,
        px,
        QRectF(rect.left() + rect.height() * 1.05, rect.top(), rect.width(), rect.height()),
        label,
        ALIGN_LEFT,
    )
