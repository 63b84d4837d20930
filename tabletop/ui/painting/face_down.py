"""A face-down card (rule 708): the card back with its 2/2 (layer 1b)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen, QRadialGradient

from .. import palette as pal
from ..card_view import CardView
from ..i18n import translate
from ..palette import FontRole, draw_text
from .badges import paint_art_overlays
from .geometry import CardGeometry
from .pt_box import paint_pt_box
from .shapes import rounded


def paint_face_down(
    painter: QPainter, rect: QRectF, view: CardView, compact: bool, flash: float
) -> None:
    """A face-down card (rule 708): the card back, with its 2/2 (layer 1b)."""
    w, h = rect.width(), rect.height()
    rounded(painter, rect, 0.05 * w, pal.EDGE)
    frame = rect.adjusted(0.036 * w, 0.036 * w, -0.036 * w, -0.036 * w)
    gradient = QLinearGradient(frame.topLeft(), frame.bottomRight())
    gradient.setColorAt(0.0, QColor("#8a6541"))
    gradient.setColorAt(0.5, QColor("#5e3f22"))
    gradient.setColorAt(1.0, QColor("#3e2814"))
    rounded(painter, frame, 0.03 * w, QBrush(gradient))
    oval = frame.adjusted(0.12 * w, 0.17 * h, -0.12 * w, -0.17 * h)
    radial = QRadialGradient(oval.center(), oval.height() * 0.6)
    radial.setColorAt(0.0, QColor("#5b8fd0"))
    radial.setColorAt(0.7, QColor("#24467e"))
    radial.setColorAt(1.0, QColor("#121f3d"))
    painter.setPen(QPen(QColor("#c9a46a"), 0.02 * w))
    painter.setBrush(QBrush(radial))
    painter.drawEllipse(oval)
    painter.setPen(QColor("#e9d7b0"))
    draw_text(painter, FontRole.NAME, oval.width() * (0.45 if compact else 0.32), oval, "?")
    if not compact:
        painter.setPen(QColor("#e9d7b0"))
        draw_text(
            painter,
            FontRole.LABEL,
            0.07 * w,
            QRectF(frame.left(), frame.top() + 0.03 * h, frame.width(), 0.1 * h),
            translate("CardText", "FACE DOWN"),
        )
        if view.name and view.name.lower() not in ("face-down", "face down"):
            draw_text(
                painter,
                FontRole.NAME,
                0.06 * w,
                QRectF(frame.left(), oval.bottom() + 0.005 * h, frame.width(), 0.07 * h),
                pal.elide(FontRole.NAME, 0.06 * w, f"({view.name})", frame.width() * 0.9),
            )
    box_w, box_h = (0.5 * w, 0.17 * h) if compact else (0.3 * w, 0.1 * h)
    box = QRectF(frame.right() - 0.02 * w - box_w, frame.bottom() - 0.02 * w - box_h, box_w, box_h)
    power = 2 if view.power is None else view.power
    toughness = 2 if view.toughness is None else view.toughness
    paint_pt_box(painter, box, (pal.LAND,), power, toughness, (2, 2), flash, w)
    marks = CardView(
        oid=view.oid,
        name="",
        counters=view.counters,
        summoning_sick=view.summoning_sick,
        manual=view.manual,
        attached_count=view.attached_count,
    )
    if not compact:
        art = QRectF(
            frame.left() + 0.02 * w, frame.top() + 0.13 * h, frame.width() - 0.04 * w, 0.3 * h
        )
        g = CardGeometry(rect, frame, QRectF(), art, QRectF(), QRectF(), QRectF(), QRectF(), 0.0)
        paint_art_overlays(painter, g, marks, w, h)
