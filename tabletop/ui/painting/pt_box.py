"""The stat boxes at the bottom right: P/T (green above, red below the
printed value, with a "printed 2/2" note), the loyalty shield, the defense
hexagon, and the yellow flash that pulses when a value changes.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen

from tabletop.engine.model.enums import CardType

from .. import palette as pal
from ..card_view import CardView, card_types, pt_text
from ..palette import FontRole, FramePalette, draw_text, draw_text_at, pt_color
from .geometry import ALIGN_RIGHT, CardGeometry
from .shapes import bar_brush, dark, fit_px, rounded, with_alpha


def _stat_px(box: QRectF, text: str) -> float:
    return fit_px(FontRole.NUMBER, box.height() * 0.72, text, box.width() * 0.86)


def _paint_pt_text(
    painter: QPainter,
    box: QRectF,
    power: int | None,
    toughness: int | None,
    ref: tuple[int | None, int | None],
    scale: float = 1.0,
    neutral: QColor = pal.TEXT,
) -> None:
    """ "P/T" centred in `box`, each half green/red against its reference value."""
    left = "*" if power is None else str(power)
    right = "*" if toughness is None else str(toughness)
    text = f"{left}/{right}"
    px = _stat_px(box, text) * scale
    total = pal.text_width(FontRole.NUMBER, px, text)
    x = box.center().x() - total / 2
    ascent = pal.metrics(FontRole.NUMBER).ascent() * px / pal.REF_PX
    height = pal.metrics(FontRole.NUMBER).height() * px / pal.REF_PX
    baseline = box.center().y() - height / 2 + ascent
    pieces = ((left, pt_color(power, ref[0])), ("/", None), (right, pt_color(toughness, ref[1])))
    for part, color in pieces:
        c = neutral if color is None or color == pal.PT_NEUTRAL else color
        painter.setPen(c)
        draw_text_at(painter, FontRole.NUMBER, px, QPointF(x, baseline), part)
        x += pal.text_width(FontRole.NUMBER, px, part)


def _paint_flash(painter: QPainter, box: QRectF, flash: float, w: float) -> None:
    if flash <= 0:
        return
    grow = w * 0.05 * flash
    glow = box.adjusted(-grow, -grow, grow, grow)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 214, 40, int(210 * flash)))
    painter.drawRoundedRect(glow, glow.height() * 0.4, glow.height() * 0.4)


def paint_pt_box(
    painter: QPainter,
    box: QRectF,
    pals: tuple[FramePalette, ...],
    power: int | None,
    toughness: int | None,
    ref: tuple[int | None, int | None],
    flash: float,
    w: float,
    dim: bool = False,
) -> None:
    _paint_flash(painter, box, flash, w)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 80))
    painter.drawRoundedRect(
        box.translated(-0.006 * w, 0.008 * w), box.height() * 0.28, box.height() * 0.28
    )
    fill = bar_brush(pals, box, "bar")
    rounded(
        painter, box, box.height() * 0.28, fill, QPen(dark(pals), max(box.height() * 0.06, 0.4))
    )
    if dim:
        rounded(painter, box, box.height() * 0.28, QColor(120, 120, 120, 110))
    neutral = QColor("#555555") if dim else pal.TEXT
    _paint_pt_text(painter, box, power, toughness, ref, 1.0 + 0.18 * flash, neutral)


def paint_stat_boxes(
    painter: QPainter, g: CardGeometry, view: CardView, pals: tuple[FramePalette, ...], flash: float
) -> None:
    """P/T box, loyalty shield, defense shield at the bottom right (side by side)."""
    w = g.card.width()
    right = g.pt_box.right()
    types = card_types(view.type_line)
    shield_w = g.pt_box.height() * 1.25
    if view.loyalty is not None or CardType.PLANESWALKER in types:
        box = QRectF(
            right - shield_w,
            g.pt_box.top() - g.pt_box.height() * 0.12,
            shield_w,
            g.pt_box.height() * 1.24,
        )
        paint_loyalty(painter, box, view.loyalty, flash, w)
        right = box.left() - w * 0.02
    if view.defense is not None or CardType.BATTLE in types:
        box = QRectF(
            right - shield_w,
            g.pt_box.top() - g.pt_box.height() * 0.12,
            shield_w,
            g.pt_box.height() * 1.24,
        )
        paint_defense(painter, box, view.defense, flash, w)
        right = box.left() - w * 0.02
    if view.has_pt or CardType.CREATURE in types:
        box = QRectF(right - g.pt_box.width(), g.pt_box.top(), g.pt_box.width(), g.pt_box.height())
        paint_pt_box(
            painter,
            box,
            pals,
            view.power,
            view.toughness,
            (view.printed_power, view.printed_toughness),
            flash,
            w,
        )
        ref = (view.printed_power, view.printed_toughness)
        if (view.power, view.toughness) != ref and None not in ref:
            ink = pal.TEXT_ON_DARK if pal.is_dark(pals[0].frame) else pal.TEXT
            _paint_printed_note(painter, box, g.footer, pt_text(*ref), w, ink)


def _paint_printed_note(
    painter: QPainter, box: QRectF, footer: QRectF, printed: str, w: float, color: QColor
) -> None:
    """ "printed 2/2" in the bottom strip, left of a P/T box whose value differs from it."""
    label = f"printed {printed}"
    width = box.width() * 1.5
    px = fit_px(FontRole.LABEL, min(0.045 * w, footer.height() * 0.72), label, width)
    note = QRectF(box.left() - 0.02 * w - width, footer.center().y() - px * 0.65, width, px * 1.3)
    painter.setPen(with_alpha(color, 230))
    draw_text(painter, FontRole.LABEL, px, note, label, ALIGN_RIGHT)


def _shield_path(box: QRectF, pointed: bool) -> QPainterPath:
    path = QPainterPath()
    x0, x1, t, b = box.left(), box.right(), box.top(), box.bottom()
    cx = box.center().x()
    if pointed:  # loyalty: a shield pointing down
        path.moveTo(x0, t + box.height() * 0.12)
        path.quadTo(cx, t - box.height() * 0.08, x1, t + box.height() * 0.12)
        path.lineTo(x1, b - box.height() * 0.35)
        path.quadTo(x1, b - box.height() * 0.12, cx, b)
        path.quadTo(x0, b - box.height() * 0.12, x0, b - box.height() * 0.35)
    else:  # defense: a squat hexagon
        path.moveTo(x0, box.center().y())
        path.lineTo(x0 + box.width() * 0.22, t)
        path.lineTo(x1 - box.width() * 0.22, t)
        path.lineTo(x1, box.center().y())
        path.lineTo(x1 - box.width() * 0.22, b)
        path.lineTo(x0 + box.width() * 0.22, b)
    path.closeSubpath()
    return path


def paint_loyalty(
    painter: QPainter, box: QRectF, loyalty: int | None, flash: float, w: float
) -> None:
    _paint_flash(painter, box, flash, w)
    gradient = QLinearGradient(box.topLeft(), box.bottomLeft())
    gradient.setColorAt(0.0, QColor("#4a4a4a"))
    gradient.setColorAt(1.0, QColor("#111111"))
    painter.setPen(QPen(QColor("#d9d2c0"), max(box.width() * 0.05, 0.4)))
    painter.setBrush(QBrush(gradient))
    painter.drawPath(_shield_path(box, True))
    painter.setPen(pal.TEXT_ON_DARK)
    text = "?" if loyalty is None else str(loyalty)
    px = fit_px(FontRole.NUMBER, box.height() * 0.6, text, box.width() * 0.8) * (1 + 0.18 * flash)
    draw_text(painter, FontRole.NUMBER, px, box.adjusted(0, -box.height() * 0.06, 0, 0), text)


def paint_defense(
    painter: QPainter, box: QRectF, defense: int | None, flash: float, w: float
) -> None:
    _paint_flash(painter, box, flash, w)
    painter.setPen(QPen(QColor("#2a1a10"), max(box.width() * 0.05, 0.4)))
    painter.setBrush(QColor("#c0552c"))
    painter.drawPath(_shield_path(box, False))
    painter.setPen(pal.TEXT_ON_DARK)
    text = "?" if defense is None else str(defense)
    px = fit_px(FontRole.NUMBER, box.height() * 0.6, text, box.width() * 0.7) * (1 + 0.18 * flash)
    draw_text(painter, FontRole.NUMBER, px, box, text)
