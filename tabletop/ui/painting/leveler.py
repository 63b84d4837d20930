"""Levelers (rule 711): the striated text box of rule 711.1 and the level badge.

The top band holds "Level up {cost}" and the printed P/T, then one band per
level symbol ("LEVEL 1-3", its abilities, its P/T). The band in force is
bright with a gold edge, the others are dimmed; its P/T box shows the current
P/T (after layers), with the band's printed value noted above the box when
they differ.
"""

from __future__ import annotations

from dataclasses import dataclass

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
from ..card_view import CardView, LevelBandView, TextLine, active_band_index, pt_text
from ..palette import FontRole, FramePalette, draw_text
from .geometry import ALIGN_RIGHT, CardGeometry
from .pt_box import paint_pt_box
from .shapes import dark, fit_px, with_alpha
from .text_box import Para, box_fill, draw_block, layout, text_paras


@dataclass(frozen=True, slots=True)
class _BandRow:
    paras: tuple[Para, ...]
    band: LevelBandView | None  # None for the top band
    power: int | None
    toughness: int | None


def _level_rows(view: CardView) -> list[_BandRow]:
    top_lines: list[TextLine] = []
    if view.level_up_line:
        top_lines.append(TextLine(view.level_up_line))
    top_lines.extend(view.text_lines)
    rows = [
        _BandRow(text_paras(tuple(top_lines)), None, view.printed_power, view.printed_toughness)
    ]
    for band in view.level_bands:
        rows.append(
            _BandRow(
                text_paras(tuple(TextLine(t) for t in band.lines)),
                band,
                band.power,
                band.toughness,
            )
        )
    return rows


def paint_level_box(
    painter: QPainter, g: CardGeometry, view: CardView, pals: tuple[FramePalette, ...], flash: float
) -> None:
    """The striated text box of rule 711.1: the Level up band, then one per level symbol."""
    box = g.text_box
    w, h = g.card.width(), g.card.height()
    box_fill(painter, box, pals)
    rows = _level_rows(view)
    in_force = active_band_index(view)
    in_force_row = 0 if in_force is None else in_force + 1

    symbol_w = 0.175 * w
    pt_w = 0.19 * w
    pt_h = 0.075 * h
    hpad = 0.02 * w
    vpad = 0.01 * h
    note_px = 0.038 * w
    shown = (view.power, view.toughness) if view.has_pt else None
    mins = []
    for index, row in enumerate(rows):
        noted = index == in_force_row and shown is not None and shown != (row.power, row.toughness)
        mins.append(pt_h + 2.8 * note_px if noted else max(0.1 * h, pt_h + 2 * vpad))
    widths = [
        box.width() - (0 if r.band is None else symbol_w + hpad) - pt_w - 2.5 * hpad for r in rows
    ]
    # one font size for all bands: the biggest at which they fit, no band taking over half
    max_px, min_px = 0.066 * w, 0.03 * w
    px = max_px
    while True:
        blocks = [
            layout(r.paras, round(wd, 2), round(px, 3)) for r, wd in zip(rows, widths, strict=True)
        ]
        needs = [max(b.height + 2 * vpad, m) for b, m in zip(blocks, mins, strict=True)]
        fits = sum(needs) <= box.height() and max(needs) <= 0.5 * box.height()
        if fits or px <= min_px:
            break
        px = max(px * 0.94, min_px)
    spare = max(box.height() - sum(needs), 0.0) / len(rows)
    heights = [n + spare for n in needs]
    overflow = sum(heights) - box.height()
    if overflow > 0:  # still too tall at min_px: squeeze rows evenly, text is clipped
        heights = [hh * box.height() / sum(heights) for hh in heights]

    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(box, 0.012 * w, 0.012 * w)
    painter.setClipPath(clip)
    y = box.top()
    row_rects: list[QRectF] = []
    for index, (row, block, row_h) in enumerate(zip(rows, blocks, heights, strict=True)):
        rr = QRectF(box.left(), y, box.width(), row_h)
        row_rects.append(rr)
        active = index == in_force_row
        base = pal.mix(pals[0].box, pals[-1].box, 0.5)
        if active:
            fill = pal.mix(base, QColor("#ffffff"), 0.55)
        else:
            shade = 0.16 + 0.07 * index
            fill = pal.mix(base, QColor("#6f6a62"), shade)
        painter.fillRect(rr, fill)
        if index:
            painter.setPen(QPen(with_alpha(dark(pals), 170), max(0.008 * w, 0.4)))
            painter.drawLine(rr.topLeft(), rr.topRight())
        text_color = pal.TEXT if active else pal.mix(pal.TEXT, fill, 0.42)
        text_left = rr.left() + hpad + (0 if row.band is None else symbol_w + hpad)
        text_w = widths[index]
        top = rr.top() + max((row_h - block.height) / 2, vpad * 0.5)
        draw_block(
            painter,
            block,
            QPointF(text_left, top),
            text_color,
            QRectF(text_left, rr.top(), text_w + hpad, row_h),
        )
        if row.band is not None:
            _paint_level_symbol(painter, rr, row.band, symbol_w, hpad, active, w,
                                view.words.level)
        y += row_h
    painter.restore()

    # P/T boxes (outside the clip so the in-force box may glow over the edge)
    for index, (row, rr) in enumerate(zip(rows, row_rects, strict=True)):
        active = index == in_force_row
        ref = (row.power, row.toughness)
        current = shown if shown is not None else ref
        noted = active and current != ref
        box_h = min(rr.height() * 0.66, pt_h)
        cy = rr.center().y() + (note_px * 0.7 if noted else 0.0)
        pbox = QRectF(rr.right() - hpad * 0.6 - pt_w, cy - box_h / 2, pt_w, box_h)
        if active:
            paint_pt_box(painter, pbox, pals, current[0], current[1], ref, flash, w)
            if noted:
                _paint_band_note(painter, pbox, rr, pt_text(*ref), w,
                                 view.words.printed)
        else:
            paint_pt_box(painter, pbox, pals, row.power, row.toughness, ref, 0.0, w, dim=True)
    # the edge of the band in force, drawn last so nothing covers it
    rr = row_rects[in_force_row]
    edge = max(0.016 * w, 0.6)
    painter.setPen(QPen(pal.LEVEL_ACCENT, edge))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(
        rr.adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2), 0.012 * w, 0.012 * w
    )


def _paint_band_note(painter: QPainter, pbox: QRectF, row: QRectF, printed: str, w: float,
                     word: str = "printed") -> None:
    """Above the in-force band's P/T box: the band's printed value, when layers changed it."""
    label = f"{word} {printed}"
    room = pbox.top() - row.top()
    px = min(0.038 * w, room * 0.8)
    px = fit_px(FontRole.LABEL, px, label, pbox.width() + 0.03 * w)
    if px < 0.02 * w:
        return
    note = QRectF(
        pbox.left() - 0.03 * w, pbox.top() - px * 1.22, pbox.width() + 0.03 * w, px * 1.15
    )
    painter.setPen(QColor("#4a4030"))
    draw_text(painter, FontRole.LABEL, px, note, label, ALIGN_RIGHT)


def _paint_level_symbol(
    painter: QPainter,
    row: QRectF,
    band: LevelBandView,
    symbol_w: float,
    hpad: float,
    active: bool,
    w: float,
    word: str = "LEVEL",
) -> None:
    """The arrow-shaped level symbol: "LEVEL" small over "1-3" big, pointing right."""
    sh = min(row.height() * 0.8, symbol_w * 0.95)
    x0 = row.left() + hpad * 0.6
    x1 = x0 + symbol_w
    t = row.center().y() - sh / 2
    b = t + sh
    tip = sh * 0.32
    path = QPainterPath(QPointF(x0, t))
    path.lineTo(x1 - tip, t)
    path.lineTo(x1, (t + b) / 2)
    path.lineTo(x1 - tip, b)
    path.lineTo(x0, b)
    path.closeSubpath()
    gradient = QLinearGradient(QPointF(x0, t), QPointF(x0, b))
    if active:
        gradient.setColorAt(0.0, QColor("#f4c542"))
        gradient.setColorAt(1.0, QColor("#b98200"))
        ink = QColor("#1b1300")
    else:
        gradient.setColorAt(0.0, QColor("#5d5a55"))
        gradient.setColorAt(1.0, QColor("#3b3935"))
        ink = QColor("#d8d4cc")
    painter.setPen(QPen(QColor(0, 0, 0, 190), max(0.007 * w, 0.4)))
    painter.setBrush(QBrush(gradient))
    painter.drawPath(path)
    body = QRectF(x0, t, symbol_w - tip * 0.55, sh)
    small = fit_px(FontRole.LABEL, sh * 0.24, word, body.width() * 0.84)
    big_text = band.range_text
    big = fit_px(FontRole.NUMBER, sh * 0.5, big_text, body.width() * 0.88)
    total = small * 1.05 + big * 1.0
    top = body.center().y() - total / 2
    painter.setPen(ink)
    draw_text(
        painter, FontRole.LABEL, small, QRectF(body.left(), top, body.width(), small * 1.1), word
    )
    draw_text(
        painter,
        FontRole.NUMBER,
        big,
        QRectF(body.left(), top + small * 1.0, body.width(), big * 1.1),
        big_text,
    )


def paint_level_badge(painter: QPainter, badge: QRectF, level: int, applies: bool,
                      word: str = "Lv") -> None:
    gradient = QRadialGradient(
        badge.center() - QPointF(badge.width() * 0.15, badge.height() * 0.15), badge.width() * 0.7
    )
    gradient.setColorAt(0.0, QColor("#fff1b8") if applies else QColor("#dddddd"))
    gradient.setColorAt(1.0, QColor("#c58d00") if applies else QColor("#8a8a8a"))
    painter.setPen(QPen(QColor("#2a1d00"), max(badge.width() * 0.06, 0.4)))
    painter.setBrush(QBrush(gradient))
    painter.drawEllipse(badge)
    painter.setPen(QColor("#1b1300"))
    label = f"{word} {level}"
    px = fit_px(FontRole.NUMBER, badge.height() * 0.4, label, badge.width() * 0.82)
    draw_text(painter, FontRole.NUMBER, px, badge, label)
