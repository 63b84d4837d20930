"""Small drawing helpers shared by the parts of a card: rounded rects, pills,
the solid or two-colour bar gradient, translucent colours, font shrinking.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen

from .. import palette as pal
from ..palette import FontRole, FramePalette, draw_text


def with_alpha(color: QColor, alpha: int) -> QColor:
    c = QColor(color)
    c.setAlpha(alpha)
    return c


def rounded(
    painter: QPainter,
    rect: QRectF,
    radius: float,
    brush: QBrush | QColor,
    pen: QPen | QColor | None = None,
) -> None:
    painter.setBrush(brush)
    if pen is None:
        painter.setPen(Qt.PenStyle.NoPen)
    else:
        painter.setPen(pen)
    painter.drawRoundedRect(rect, radius, radius)


def bar_brush(pals: tuple[FramePalette, ...], rect: QRectF, attr: str) -> QBrush:
    """Solid (one palette) or a left-to-right blend (two colours) of a palette field."""
    first: QColor = getattr(pals[0], attr)
    if len(pals) == 1:
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0.0, first.lighter(106))
        gradient.setColorAt(1.0, first.darker(104))
        return QBrush(gradient)
    second: QColor = getattr(pals[1], attr)
    gradient = QLinearGradient(rect.topLeft(), rect.topRight())
    gradient.setColorAt(0.0, first)
    gradient.setColorAt(0.35, first)
    gradient.setColorAt(0.65, second)
    gradient.setColorAt(1.0, second)
    return QBrush(gradient)


def dark(pals: tuple[FramePalette, ...]) -> QColor:
    if len(pals) == 1:
        return pals[0].frame_dark
    return pal.mix(pals[0].frame_dark, pals[1].frame_dark, 0.5)


def pill(
    painter: QPainter,
    rect: QRectF,
    fill: QColor,
    text: str,
    px: float,
    text_color: QColor = pal.BADGE_TEXT,
) -> None:
    rounded(
        painter, rect, rect.height() / 2, fill, QPen(QColor(0, 0, 0, 150), rect.height() * 0.06)
    )
    painter.setPen(text_color)
    draw_text(painter, FontRole.LABEL, px, rect, text)


def pill_width(text: str, px: float, h: float) -> float:
    return pal.text_width(FontRole.LABEL, px, text) + h * 0.9


def fit_px(role: FontRole, px: float, text: str, width: float) -> float:
    """Shrink `px` until `text` fits `width`."""
    w = pal.text_width(role, px, text)
    if w > width > 0:
        return px * width * 0.98 / w
    return px
