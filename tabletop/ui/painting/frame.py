"""The frame of a full card: the black border, the coloured frame, the name
bar with the mana cost, the type line and the painted art area.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from .. import palette as pal
from ..card_view import CardView, type_initial
from ..mana_symbols import paint_mana_cost, parse_symbols
from ..palette import FontRole, FramePalette, draw_text
from .geometry import ALIGN_LEFT, CardGeometry
from .shapes import bar_brush, dark, fit_px, rounded, with_alpha


def paint_frame(painter: QPainter, g: CardGeometry, pals: tuple[FramePalette, ...]) -> None:
    w = g.card.width()
    rounded(painter, g.card, g.radius, pal.EDGE)
    frame_brush: QBrush
    if len(pals) == 2:
        frame_brush = bar_brush(pals, g.frame, "frame")
    else:
        gradient = QLinearGradient(g.frame.topLeft(), g.frame.bottomRight())
        gradient.setColorAt(0.0, pals[0].frame.lighter(112))
        gradient.setColorAt(1.0, pals[0].frame.darker(108))
        frame_brush = QBrush(gradient)
    rounded(painter, g.frame, 0.025 * w, frame_brush)


def paint_bar(painter: QPainter, rect: QRectF, pals: tuple[FramePalette, ...]) -> None:
    w = rect.width()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(
        rect.translated(-0.004 * w, 0.06 * rect.height()),
        rect.height() * 0.28,
        rect.height() * 0.28,
    )
    rounded(
        painter,
        rect,
        rect.height() * 0.28,
        bar_brush(pals, rect, "bar"),
        QPen(dark(pals), max(rect.height() * 0.05, 0.4)),
    )


def paint_art(
    painter: QPainter, art: QRectF, view: CardView, pals: tuple[FramePalette, ...]
) -> None:
    """A quiet painted landscape with the card type's initial: no image files."""
    painter.save()
    clip = QPainterPath()
    clip.addRect(art)
    painter.setClipPath(clip)
    if len(pals) == 2:
        top = pal.mix(pals[0].art_top, pals[1].art_top, 0.5)
        sky = QLinearGradient(art.topLeft(), art.topRight())
        sky.setColorAt(0.0, pals[0].art_top)
        sky.setColorAt(1.0, pals[1].art_top)
    else:
        top = pals[0].art_top
        sky = QLinearGradient(art.topLeft(), art.bottomLeft())
        sky.setColorAt(0.0, top.lighter(108))
        sky.setColorAt(1.0, pal.mix(top, pals[0].art_bottom, 0.55))
    painter.fillRect(art, QBrush(sky))
    # two hills in the lower half
    for depth, (shift, alpha) in enumerate(((0.0, 110), (0.35, 170))):
        base = art.bottom()
        crest = art.top() + art.height() * (0.55 + 0.12 * depth)
        hill = QPainterPath(QPointF(art.left(), base))
        hill.lineTo(art.left(), crest + art.height() * 0.1)
        hill.cubicTo(
            QPointF(art.left() + art.width() * (0.25 + shift), crest - art.height() * 0.18),
            QPointF(art.left() + art.width() * (0.55 + shift * 0.3), crest + art.height() * 0.2),
            QPointF(art.right(), crest - art.height() * 0.05),
        )
        hill.lineTo(art.right(), base)
        hill.closeSubpath()
        bottom = pals[-1].art_bottom if depth else pals[0].art_bottom
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha(bottom, alpha))
        painter.drawPath(hill)
    # a soft sun / glow behind the initial
    glow = QRadialGradient(art.center(), art.height() * 0.6)
    glow.setColorAt(0.0, QColor(255, 255, 255, 120))
    glow.setColorAt(1.0, QColor(255, 255, 255, 0))
    painter.setBrush(QBrush(glow))
    painter.drawEllipse(art.center(), art.height() * 0.6, art.height() * 0.6)
    painter.setPen(QColor(255, 255, 255, 150))
    initial_px = min(art.height() * 0.62, art.width() * 0.4)
    draw_text(painter, FontRole.NAME, initial_px, art, type_initial(view.type_line))
    painter.restore()
    painter.setPen(QPen(QColor(0, 0, 0, 160), max(art.width() * 0.006, 0.35)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(art)


def paint_name_bar(
    painter: QPainter, g: CardGeometry, view: CardView, pals: tuple[FramePalette, ...]
) -> None:
    """The name bar: the name on the left (shrunk, then elided), the mana cost on the right."""
    paint_bar(painter, g.name_bar, pals)
    symbols = parse_symbols(view.mana_cost)
    d = g.name_bar.height() * (0.7 if len(symbols) < 4 else 0.6)
    right = g.name_bar.right() - g.name_bar.height() * 0.22
    cy = g.name_bar.center().y()
    left = paint_mana_cost(painter, right, cy, d, symbols) if symbols else right
    name_px = g.name_bar.height() * 0.6
    name_left = g.name_bar.left() + g.name_bar.height() * 0.3
    name_w = left - name_left - d * 0.25
    painter.setPen(pal.TEXT)
    name = view.name
    if pal.text_width(FontRole.NAME, name_px, name) > name_w:
        name_px = max(fit_px(FontRole.NAME, name_px, name, name_w), g.name_bar.height() * 0.4)
        name = pal.elide(FontRole.NAME, name_px, name, name_w)
    draw_text(
        painter,
        FontRole.NAME,
        name_px,
        QRectF(name_left, g.name_bar.top(), max(name_w, 0.0), g.name_bar.height()),
        name,
        ALIGN_LEFT,
    )


def paint_type_line(
    painter: QPainter, g: CardGeometry, view: CardView, pals: tuple[FramePalette, ...]
) -> None:
    """The type line bar under the art, its text shrunk to fit, then elided."""
    paint_bar(painter, g.type_bar, pals)
    type_px = g.type_bar.height() * 0.56
    type_w = g.type_bar.width() - g.type_bar.height() * 0.6
    type_px = max(
        fit_px(FontRole.NAME, type_px, view.type_text, type_w), g.type_bar.height() * 0.38
    )
    type_text = pal.elide(FontRole.NAME, type_px, view.type_text, type_w)
    painter.setPen(pal.TEXT)
    draw_text(
        painter,
        FontRole.NAME,
        type_px,
        g.type_bar.adjusted(g.type_bar.height() * 0.3, 0, 0, 0),
        type_text,
        ALIGN_LEFT,
    )
