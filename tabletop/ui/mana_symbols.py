"""Round mana symbols painted with QPainter: {W}{U}{B}{R}{G}{C}, {2}, {X}, hybrids, {T}.

Symbols are written as on cards and in Oracle text, in braces: "{1}{W}{W}",
"{W/U}", "{2/G}", "{G/P}", "{T}", "{Q}", "{S}", "{E}". `parse_symbols` turns
a cost into its symbols ("1", "W", "W"); `paint_mana_symbol` draws one symbol
into a square; `paint_mana_cost` draws a row of them right-aligned.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)

from .palette import FontRole, draw_text

_SYMBOL = re.compile(r"\{([^{}]+)\}")

SYMBOL_FILL: dict[str, QColor] = {
    "W": QColor("#fdf9d6"),
    "U": QColor("#a9dcf6"),
    "B": QColor("#c9c0bc"),
    "R": QColor("#f5a78a"),
    "G": QColor("#98d1a9"),
    "C": QColor("#d3cbc8"),
}
GENERIC_FILL = QColor("#d3cbc8")
GLYPH = QColor("#16130f")
SYMBOL_EDGE = QColor(0, 0, 0, 160)
SYMBOL_SHADOW = QColor(0, 0, 0, 200)
UNTAP_FILL = QColor("#1d1d1d")


def parse_symbols(cost: str) -> tuple[str, ...]:
    """ "{1}{W}{W}" -> ("1", "W", "W"); lower case is accepted."""
    return tuple(s.strip().upper() for s in _SYMBOL.findall(cost))


def split_symbol_text(text: str) -> list[tuple[bool, str]]:
    """Split text into pieces: (False, plain text) and (True, symbol without braces)."""
    pieces: list[tuple[bool, str]] = []
    pos = 0
    for match in _SYMBOL.finditer(text):
        if match.start() > pos:
            pieces.append((False, text[pos : match.start()]))
        pieces.append((True, match.group(1).strip().upper()))
        pos = match.end()
    if pos < len(text):
        pieces.append((False, text[pos:]))
    return pieces


def symbol_fill(part: str) -> QColor:
    """The fill of a one-part symbol: a colour's own, else the generic grey."""
    return QColor(SYMBOL_FILL.get(part, GENERIC_FILL))


def paint_mana_symbol(painter: QPainter, rect: QRectF, symbol: str, *, shadow: bool = True) -> None:
    """Paint one round symbol (without braces: "W", "2", "W/U", "T") into `rect`."""
    d = min(rect.width(), rect.height())
    if d <= 0:
        return
    c = rect.center()
    circle = QRectF(c.x() - d / 2, c.y() - d / 2, d, d)
    symbol = symbol.upper()
    parts = symbol.split("/")
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if shadow:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SYMBOL_SHADOW)
        painter.drawEllipse(circle.translated(-0.07 * d, 0.07 * d))

    if len(parts) == 2 and parts[1] != "P":
        _paint_hybrid(painter, circle, parts[0], parts[1])
    else:
        base = parts[0] if parts[0] != "P" else "C"
        fill = UNTAP_FILL if symbol == "Q" else symbol_fill(base)
        _fill_circle(painter, circle, fill)
        if len(parts) == 2 or symbol == "P":  # Phyrexian: {W/P}, {P}
            _paint_phyrexian(painter, circle)
        elif symbol == "T":
            _paint_tap_arrow(painter, circle, GLYPH, clockwise=True)
        elif symbol == "Q":
            _paint_tap_arrow(painter, circle, QColor("#f2f2f2"), clockwise=False)
        elif symbol == "C":
            _paint_colorless_diamond(painter, circle)
        elif symbol == "S":
            _paint_snowflake(painter, circle)
        else:
            painter.setPen(GLYPH)
            size = 0.78 if len(symbol) == 1 else (0.6 if len(symbol) == 2 else 0.45)
            draw_text(
                painter, FontRole.NUMBER, d * size, circle.adjusted(0, d * 0.02, 0, 0), symbol
            )
    painter.setPen(QPen(SYMBOL_EDGE, max(d * 0.035, 0.3)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(circle)
    painter.restore()


def _fill_circle(painter: QPainter, circle: QRectF, fill: QColor) -> None:
    gradient = QRadialGradient(
        circle.center() - QPointF(circle.width() * 0.18, circle.height() * 0.2),
        circle.width() * 0.7,
    )
    gradient.setColorAt(0.0, fill.lighter(112))
    gradient.setColorAt(1.0, fill.darker(108))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawEllipse(circle)


def _paint_hybrid(painter: QPainter, circle: QRectF, first: str, second: str) -> None:
    """Two halves split from top-right to bottom-left, as on printed hybrid symbols."""
    d = circle.width()
    clip = QPainterPath()
    clip.addEllipse(circle)
    top_left = QPolygonF([circle.topLeft(), circle.topRight(), circle.bottomLeft()])
    bottom_right = QPolygonF([circle.topRight(), circle.bottomRight(), circle.bottomLeft()])
    painter.save()
    painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(symbol_fill(first))
    painter.drawPolygon(top_left)
    painter.setBrush(symbol_fill(second))
    painter.drawPolygon(bottom_right)
    painter.setPen(QPen(SYMBOL_EDGE, max(d * 0.03, 0.3)))
    painter.drawLine(circle.topRight(), circle.bottomLeft())
    painter.restore()
    painter.setPen(GLYPH)
    half = d * 0.56
    draw_text(
        painter,
        FontRole.NUMBER,
        d * 0.42,
        QRectF(circle.left() + d * 0.04, circle.top() + d * 0.04, half, half),
        first,
    )
    draw_text(
        painter,
        FontRole.NUMBER,
        d * 0.42,
        QRectF(circle.right() - half - d * 0.04, circle.bottom() - half - d * 0.04, half, half),
        second,
    )


def _paint_phyrexian(painter: QPainter, circle: QRectF) -> None:
    d = circle.width()
    c = circle.center()
    painter.setPen(QPen(GLYPH, d * 0.09))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QRectF(c.x() - d * 0.24, c.y() - d * 0.17, d * 0.48, d * 0.34))
    painter.drawLine(QPointF(c.x(), c.y() - d * 0.33), QPointF(c.x(), c.y() + d * 0.33))


def _paint_tap_arrow(painter: QPainter, circle: QRectF, color: QColor, *, clockwise: bool) -> None:
    """The curved arrow of {T} (and, mirrored, of {Q})."""
    d = circle.width()
    c = circle.center()
    r = d * 0.25
    arc = QRectF(c.x() - r, c.y() - r + d * 0.04, 2 * r, 2 * r)
    start, span = (200.0, -250.0) if clockwise else (-20.0, 250.0)
    path = QPainterPath()
    path.arcMoveTo(arc, start)
    path.arcTo(arc, start, span)
    painter.setPen(QPen(color, d * 0.11, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    end_angle = math.radians(start + span)
    tip = QPointF(
        arc.center().x() + r * math.cos(end_angle), arc.center().y() - r * math.sin(end_angle)
    )
    # tangent direction of travel at the end of the arc
    sign = -1.0 if clockwise else 1.0
    tx, ty = -math.sin(end_angle) * sign, -math.cos(end_angle) * sign
    nx, ny = -ty, tx
    head = d * 0.16
    points = QPolygonF(
        [
            QPointF(tip.x() + tx * head, tip.y() + ty * head),
            QPointF(tip.x() + nx * head * 0.9, tip.y() + ny * head * 0.9),
            QPointF(tip.x() - nx * head * 0.9, tip.y() - ny * head * 0.9),
        ]
    )
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawPolygon(points)


def _paint_colorless_diamond(painter: QPainter, circle: QRectF) -> None:
    d = circle.width()
    c = circle.center()
    w, h = d * 0.26, d * 0.34
    diamond = QPolygonF(
        [
            QPointF(c.x(), c.y() - h),
            QPointF(c.x() + w, c.y()),
            QPointF(c.x(), c.y() + h),
            QPointF(c.x() - w, c.y()),
        ]
    )
    painter.setPen(QPen(GLYPH, d * 0.08))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolygon(diamond)


def _paint_snowflake(painter: QPainter, circle: QRectF) -> None:
    d = circle.width()
    c = circle.center()
    painter.setPen(QPen(GLYPH, d * 0.08, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for k in range(3):
        a = math.radians(90 + 60 * k)
        dx, dy = math.cos(a) * d * 0.32, math.sin(a) * d * 0.32
        painter.drawLine(QPointF(c.x() - dx, c.y() - dy), QPointF(c.x() + dx, c.y() + dy))


def mana_cost_width(count: int, diameter: float, gap: float | None = None) -> float:
    """Width of a row of `count` symbols of the given diameter."""
    if count <= 0:
        return 0.0
    gap = diameter * 0.1 if gap is None else gap
    return count * diameter + (count - 1) * gap


def paint_mana_cost(
    painter: QPainter,
    right: float,
    center_y: float,
    diameter: float,
    symbols: Sequence[str],
    gap: float | None = None,
) -> float:
    """Paint symbols right-aligned at `right`, centred on `center_y`; return the left edge."""
    gap = diameter * 0.1 if gap is None else gap
    x = right - mana_cost_width(len(symbols), diameter, gap)
    left = x
    for symbol in symbols:
        paint_mana_symbol(painter, QRectF(x, center_y - diameter / 2, diameter, diameter), symbol)
        x += diameter + gap
    return left
