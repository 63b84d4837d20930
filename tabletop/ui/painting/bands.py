"""The banded text boxes of Sagas (714.1) and Classes (716.1), and of Cases (719), station
cards (721) and prototype cards (718), drawn like a Class's.

The paragraphs above the bands (a Saga's reminder text, a Class's level 1 abilities)
head the box. Then one band per chapter ability, its chapter symbols in a dark hexagon
at the left (a Saga), or per level, "LEVEL N" and its cost in a bar over the abilities
it adds (a Class). Bands reached are bright, the current one has the gold edge of a
leveler's band in force, the ones not reached yet are dimmed (the lore counters
themselves are on the counter badge over the art).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from .. import palette as pal
from ..card_view import CardView, TextBandView, TextLine
from ..palette import FontRole, FramePalette, draw_text
from .geometry import CardGeometry
from .shapes import dark, fit_px, pill, with_alpha
from .text_box import Block, box_fill, draw_block, layout, text_paras

_MAX_PX, _MIN_PX = 0.062, 0.028  # of the card width
_SYMBOL = 0.06  # the least height of one chapter symbol, of the card width


def _symbols(band: TextBandView) -> int:
    return max(len([n for n in band.marker.split(",") if n.strip()]), 1)


def paint_banded_box(painter: QPainter, g: CardGeometry, view: CardView,
                     pals: tuple[FramePalette, ...]) -> None:
    """The text box of a Saga or a Class, one band per chapter or level."""
    w, h = g.card.width(), g.card.height()
    box_fill(painter, g.text_box, pals)
    # a Saga creature's P/T box sits over the bottom of the text box: the bands stop above
    box = g.text_box.adjusted(0, 0, 0, -0.05 * h) if view.has_pt else g.text_box
    saga = view.band_kind == "saga"
    hpad, vpad = 0.025 * w, 0.008 * h
    marker_w = 0.15 * w if saga else 0.0
    bar_h = 0.0 if saga else 0.055 * h
    head = text_paras(view.text_lines)
    bands = [text_paras(tuple(TextLine(t) for t in b.lines)) for b in view.text_bands]
    text_w = box.width() - 2 * hpad - marker_w
    # one font size for the whole box: the biggest at which everything fits
    px = _MAX_PX * w
    while True:
        head_block = layout(head, round(box.width() - 2 * hpad, 2), round(px, 3)) if head \
            else None
        blocks = [layout(p, round(text_w, 2), round(px, 3)) for p in bands]
        head_h = 0.0 if head_block is None else head_block.height + 2 * vpad
        # a chapter band is at least as tall as its column of chapter symbols
        needs = [max(b.height + 2 * vpad + bar_h, _symbols(band) * _SYMBOL * w + vpad)
                 if saga else b.height + 2 * vpad + bar_h
                 for b, band in zip(blocks, view.text_bands, strict=True)]
        if head_h + sum(needs) <= box.height() or px <= _MIN_PX * w:
            break
        px = max(px * 0.93, _MIN_PX * w)
    spare = max(box.height() - head_h - sum(needs), 0.0)
    heights = [n + spare / max(len(needs), 1) for n in needs]
    scale = min(1.0, box.height() / max(head_h + sum(heights), 1e-6))
    heights = [x * scale for x in heights]

    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(box, 0.012 * w, 0.012 * w)
    painter.setClipPath(clip)
    y = box.top()
    if head_block is not None:
        draw_block(painter, head_block, QPointF(box.left() + hpad, y + vpad), pal.TEXT,
                   QRectF(box.left(), y, box.width(), head_h * scale))
        y += head_h * scale
    rows: list[QRectF] = []
    for band, block, row_h in zip(view.text_bands, blocks, heights, strict=True):
        row = QRectF(box.left(), y, box.width(), row_h)
        rows.append(row)
        _paint_band(painter, row, band, block, view, pals, saga, marker_w, bar_h, hpad, vpad,
                    w)
        y += row_h
    painter.restore()
    current = next((r for r, b in zip(rows, view.text_bands, strict=True) if b.current), None)
    if current is not None:  # the gold edge, drawn last so nothing covers it
        edge = max(0.016 * w, 0.6)
        painter.setPen(QPen(pal.LEVEL_ACCENT, edge))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(current.adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2),
                                0.012 * w, 0.012 * w)


def _paint_band(painter: QPainter, row: QRectF, band: TextBandView, block: Block,
                view: CardView, pals: tuple[FramePalette, ...], saga: bool, marker_w: float,
                bar_h: float, hpad: float, vpad: float, w: float) -> None:
    """One chapter or level: its fill by whether it is reached, its symbol or bar, its text."""
    base = pal.mix(pals[0].box, pals[-1].box, 0.5)
    fill = pal.mix(base, QColor("#ffffff"), 0.55 if band.current else 0.3) if band.reached \
        else pal.mix(base, QColor("#6f6a62"), 0.25)
    painter.fillRect(row, fill)
    painter.setPen(QPen(with_alpha(dark(pals), 170), max(0.008 * w, 0.4)))
    painter.drawLine(row.topLeft(), row.topRight())
    ink = pal.TEXT if band.reached else pal.mix(pal.TEXT, fill, 0.45)
    if saga:
        _paint_chapter_symbol(painter, QRectF(row.left() + hpad * 0.5, row.top(),
                                              marker_w, row.height()), band, w)
        left = row.left() + hpad + marker_w
        top = row.top() + max((row.height() - block.height) / 2, vpad * 0.5)
    else:
        bar = QRectF(row.left(), row.top(), row.width(), bar_h)
        _paint_level_bar(painter, bar, band, view.words.level, w)
        left = row.left() + hpad
        top = bar.bottom() + max((row.height() - bar_h - block.height) / 2, vpad * 0.5)
    draw_block(painter, block, QPointF(left, top), ink,
               QRectF(left, row.top(), row.right() - left, row.height()))


def _paint_chapter_symbol(painter: QPainter, area: QRectF, band: TextBandView,
                          w: float) -> None:
    """714.1: the chapter symbols: Roman numerals in a dark hexagon, one per chapter."""
    numerals = [n.strip() for n in band.marker.split(",") if n.strip()]
    count = _symbols(band)
    size = min(area.width() * 0.8, area.height() * 0.86 / count)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    top = area.center().y() - size * count / 2
    for i, numeral in enumerate(numerals):
        cell = QRectF(area.center().x() - size / 2, top + i * size, size, size * 0.94)
        cx, cy, r = cell.center().x(), cell.center().y(), cell.width() / 2
        k = r * 0.86
        hexagon = QPolygonF([QPointF(cx - r, cy), QPointF(cx - r / 2, cy - k),
                             QPointF(cx + r / 2, cy - k), QPointF(cx + r, cy),
                             QPointF(cx + r / 2, cy + k), QPointF(cx - r / 2, cy + k)])
        painter.setPen(QPen(QColor("#000000"), max(0.006 * w, 0.4)))
        painter.setBrush(QColor("#2d2a26") if band.reached else QColor("#6b6760"))
        painter.drawPolygon(hexagon)
        painter.setPen(QColor("#f6eedb") if band.reached else QColor("#cfc9bd"))
        px = fit_px(FontRole.NUMBER, size * 0.5, numeral, size * 0.8)
        draw_text(painter, FontRole.NUMBER, px, cell, numeral)
    painter.restore()


def _paint_level_bar(painter: QPainter, bar: QRectF, band: TextBandView, word: str,
                     w: float) -> None:
    """716.1: the bar over a Class level: its cost, then "LEVEL N"; a Case's, a station
    card's or a prototype's band: its `title` ("Solved", "STATION 9+", "Prototype ...")."""
    painter.fillRect(bar, QColor("#3a352e") if band.reached else QColor("#77716a"))
    painter.setPen(QColor("#f6eedb"))
    label = band.title or (f"{band.cost}: {word} {band.marker}" if band.cost
                           else f"{word} {band.marker}")
    inner = bar.adjusted(0.03 * w, 0, -0.03 * w, 0)
    block = layout(text_paras((TextLine(label),)), round(inner.width(), 2),
                   round(min(bar.height() * 0.62, 0.05 * w), 3))
    draw_block(painter, block, QPointF(inner.left(), bar.top() + (bar.height() - block.height)
                                       / 2), QColor("#f6eedb"), bar)


_PILL_KINDS = ("case", "station", "prototype")


def band_pill_label(view: CardView) -> tuple[str, bool] | None:
    """On a compact card: the band in force of a Case, a station card or a prototype, and
    whether one is (a station card below its first symbol shows its count, unlit)."""
    if view.band_kind not in _PILL_KINDS or not view.text_bands:
        return None
    current = next((b for b in view.text_bands if b.current), None)
    if current is None:
        first = view.text_bands[0]
        return (first.title, False) if view.band_kind == "station" else None
    if view.band_kind == "prototype":
        if current is not view.text_bands[0]:
            return None  # cast for its own mana cost: nothing to tell
        return current.title.split(" ")[0], True
    return current.title, True


def paint_band_pill(painter: QPainter, view: CardView, area: QRectF, w: float) -> None:
    """The label of `band_pill_label` as a pill at the bottom left of `area` (gold when a
    band is in force, like a leveler's band)."""
    found = band_pill_label(view)
    if found is None:
        return
    label, lit = found
    px = fit_px(FontRole.LABEL, 0.085 * w, label, area.width() * 0.95)
    height = px * 1.4
    width = pal.text_width(FontRole.LABEL, px, label) + px
    rect = QRectF(area.left(), area.bottom() - height, width, height)
    pill(painter, rect, QColor("#b98200") if lit else QColor("#77716a"), label, px,
         QColor("#1b1300") if lit else QColor("#f6eedb"))
