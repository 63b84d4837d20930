"""The compact form for small cards: name, the type's initial, the P/T (or
loyalty or defense), and the marks in a shorter form.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter

from tabletop.engine.model.enums import CardType

from .. import palette as pal
from ..card_view import CardView, active_band_index, card_types, reference_pt
from ..palette import FontRole, draw_text
from .badges import counter_fill, counter_label, paint_manual, shown_counters
from .frame import paint_art, paint_bar, paint_frame
from .geometry import ALIGN_LEFT, CardGeometry
from .leveler import paint_level_badge
from .pt_box import paint_defense, paint_loyalty, paint_pt_box
from .shapes import fit_px, pill, pill_width


def paint_compact(painter: QPainter, rect: QRectF, view: CardView, flash: float) -> None:
    """Small cards: name, the type's initial, the P/T (or loyalty), the marks."""
    w, h = rect.width(), rect.height()
    pals = pal.frame_palettes(view.colors, view.type_line)
    edge = 0.045 * w
    frame = rect.adjusted(edge, edge, -edge, -edge)
    g = CardGeometry(
        rect, frame, QRectF(), QRectF(), QRectF(), QRectF(), QRectF(), QRectF(), 0.06 * w
    )
    paint_frame(painter, g, pals)
    pad = 0.035 * w
    name_bar = QRectF(frame.left() + pad, frame.top() + pad, frame.width() - 2 * pad, 0.17 * h)
    paint_bar(painter, name_bar, pals)
    _paint_compact_name(painter, name_bar, view.name)
    art = QRectF(
        frame.left() + pad,
        name_bar.bottom() + pad,
        frame.width() - 2 * pad,
        frame.bottom() - pad - (name_bar.bottom() + pad),
    )
    paint_art(painter, art, view, pals)

    box_h = 0.17 * h
    box_w = 0.5 * w
    stat = QRectF(
        frame.right() - pad * 0.5 - box_w, frame.bottom() - pad * 0.5 - box_h, box_w, box_h
    )
    types = card_types(view.type_line)
    if view.has_pt or CardType.CREATURE in types:
        ref = reference_pt(view)
        paint_pt_box(painter, stat, pals, view.power, view.toughness, ref, flash, w)
        if view.level_bands:
            index = active_band_index(view)
            label = "LEVEL 0" if index is None else view.level_bands[index].label
            lpx = fit_px(FontRole.LABEL, 0.085 * w, label, w * 0.8)
            lrect = QRectF(
                frame.left() + pad, stat.top() - lpx * 1.6, frame.width() - 2 * pad, lpx * 1.4
            )
            pill(
                painter,
                QRectF(
                    lrect.right() - pal.text_width(FontRole.LABEL, lpx, label) - lpx,
                    lrect.top(),
                    pal.text_width(FontRole.LABEL, lpx, label) + lpx,
                    lrect.height(),
                ),
                QColor("#b98200"),
                label,
                lpx,
                QColor("#1b1300"),
            )
    elif view.loyalty is not None or CardType.PLANESWALKER in types:
        box = QRectF(
            stat.right() - stat.height() * 1.2,
            stat.top() - stat.height() * 0.15,
            stat.height() * 1.2,
            stat.height() * 1.25,
        )
        paint_loyalty(painter, box, view.loyalty, flash, w)
    elif view.defense is not None:
        box = QRectF(
            stat.right() - stat.height() * 1.3, stat.top(), stat.height() * 1.3, stat.height()
        )
        paint_defense(painter, box, view.defense, flash, w)

    px = 0.1 * w
    pill_h = px * 1.4
    top = art.top() + pad
    right = art.right() - pad
    if view.manual:
        mrect = QRectF(right - pill_h * 1.1, top, pill_h * 1.1, pill_h)
        paint_manual(painter, mrect, "", px)
        right = mrect.left() - pad
    if view.summoning_sick:
        zw = pill_width("zz", px, pill_h)
        pill(
            painter,
            QRectF(right - zw, top, zw, pill_h),
            QColor(40, 70, 120, 220),
            "zz",
            px,
            QColor("#cfe3ff"),
        )
    x = art.left() + pad
    if view.level_bands or view.level is not None:
        d = 0.3 * w
        paint_level_badge(painter, QRectF(x, top, d, d), view.level or 0, view.level_bands_apply)
        x += d + pad
    if view.is_token:
        tw = pill_width("T", px, pill_h)
        pill(painter, QRectF(x, top, tw, pill_h), pal.TOKEN_FILL, "T", px)
    counters = shown_counters(view)
    if counters:
        kind, n = counters[0]
        label = counter_label(kind, n) + (" …" if len(counters) > 1 else "")
        cpx = fit_px(FontRole.LABEL, px, label, art.width() * 0.9 - pill_h)
        cw = pill_width(label, cpx, pill_h)
        crect = QRectF(
            art.left() + pad, stat.top() - pill_h - pad * (6 if view.level_bands else 1), cw, pill_h
        )
        if view.level_bands:
            crect.moveTop(art.center().y() - pill_h / 2)
        pill(painter, crect, counter_fill(kind), label, cpx)


def _paint_compact_name(painter: QPainter, bar: QRectF, name: str) -> None:
    """The name on one line, or on two lines (split at a space) when one would elide it."""
    px = bar.height() * 0.58
    width = bar.width() - bar.height() * 0.4
    inner = bar.adjusted(bar.height() * 0.2, 0, 0, 0)
    painter.setPen(pal.TEXT)
    one = max(fit_px(FontRole.NAME, px, name, width), bar.height() * 0.44)
    words = name.split()
    if pal.text_width(FontRole.NAME, one, name) <= width or len(words) < 2:
        draw_text(
            painter,
            FontRole.NAME,
            one,
            inner,
            pal.elide(FontRole.NAME, one, name, width),
            ALIGN_LEFT,
        )
        return
    best = min(
        range(1, len(words)),
        key=lambda k: max(
            pal.text_width(FontRole.NAME, 1.0, " ".join(words[:k])),
            pal.text_width(FontRole.NAME, 1.0, " ".join(words[k:])),
        ),
    )
    lines = (" ".join(words[:best]), " ".join(words[best:]))
    two = bar.height() * 0.42
    for line in lines:
        two = min(two, max(fit_px(FontRole.NAME, two, line, width), bar.height() * 0.3))
    half = bar.height() / 2
    for index, line in enumerate(lines):
        row = QRectF(
            inner.left(),
            bar.top() + index * half + (0.04 if index else 0.06) * bar.height(),
            inner.width(),
            half * 0.9,
        )
        draw_text(
            painter,
            FontRole.NAME,
            two,
            row,
            pal.elide(FontRole.NAME, two, line, width),
            ALIGN_LEFT,
        )
