"""The marks around a card: selection and highlight glows behind it, the
dashed "what-if" outline of a hypothetical card over it, and how far they reach.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from .. import palette as pal
from ..card_view import CardView, Highlight
from ..palette import FontRole
from .geometry import MARK_MARGIN
from .shapes import pill, with_alpha


def marks_margin(view: CardView) -> float:
    """How far (a fraction of the card's width) the marks of `view` reach outside the card.

    Plain cards need only a hair for antialiasing, which keeps cached pixmaps small.
    """
    if view.hypothetical:
        return MARK_MARGIN  # the dashed outline and its "what-if" tag
    if view.selected or view.highlight is not Highlight.NONE:
        return 0.06
    return 0.01


def paint_marks_below(painter: QPainter, rect: QRectF, view: CardView) -> None:
    """Selection and highlight glows, behind the card."""
    w = rect.width()
    radius = 0.05 * w
    glows: list[QColor] = []
    if view.highlight is not Highlight.NONE:
        glows.append(pal.HIGHLIGHTS[view.highlight])
    if view.selected:
        glows.append(pal.SELECTED)
    for index, color in enumerate(glows):
        grow = w * (0.028 + 0.022 * index)
        for step, alpha in ((1.0, 70), (0.66, 120), (0.33, 220)):
            g = grow * step
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(with_alpha(color, alpha))
            painter.drawRoundedRect(rect.adjusted(-g, -g, g, g), radius + g, radius + g)


def paint_marks_above(painter: QPainter, rect: QRectF, view: CardView) -> None:
    """The dashed "what-if" outline of a hypothetical card."""
    if not view.hypothetical:
        return
    w = rect.width()
    grow = w * 0.035
    outline = rect.adjusted(-grow, -grow, grow, grow)
    pen = QPen(pal.HYPOTHETICAL, w * 0.018)
    pen.setDashPattern([4.0, 2.5])
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(outline, 0.07 * w, 0.07 * w)
    label = "what-if"
    px = 0.075 * w
    tw = pal.text_width(FontRole.LABEL, px, label) + px
    tag = QRectF(outline.center().x() - tw / 2, outline.top() - px * 0.7, tw, px * 1.4)
    pill(painter, tag, pal.HYPOTHETICAL, label, px)
