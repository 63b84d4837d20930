"""The compact form for small cards: name and mana cost, the type line, the P/T (or
loyalty or defense) with modified values coloured, keyword icons, counters, and a mark
when a continuous effect applies to the card (613).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from tabletop.engine.model.enums import CardType

from .. import palette as pal
from ..card_view import CardView, active_band_index, card_types, reference_pt
from ..mana_symbols import paint_mana_cost, parse_symbols
from ..palette import FontRole, draw_text
from .badges import counter_fill, counter_label, paint_manual, shown_counters
from .bands import paint_band_pill
from .faces import paint_compact_mark
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
    symbols = parse_symbols(view.mana_cost)
    cost_left = name_bar.right()
    if symbols:
        d = min(name_bar.height() * 0.62, name_bar.width() * 0.5 / max(len(symbols), 1))
        cost_left = paint_mana_cost(painter, name_bar.right() - d * 0.25,
                                    name_bar.center().y(), d, symbols)
    _paint_compact_name(painter, QRectF(name_bar.left(), name_bar.top(),
                                        cost_left - name_bar.left(), name_bar.height()),
                        view.name)
    type_bar = QRectF(name_bar.left(), name_bar.bottom() + pad * 0.5, name_bar.width(),
                      0.1 * h)
    if view.type_line:
        paint_bar(painter, type_bar, pals)
        tpx = max(fit_px(FontRole.NAME, type_bar.height() * 0.7, view.type_text,
                         type_bar.width() * 0.94), type_bar.height() * 0.5)
        painter.setPen(pal.TEXT)
        draw_text(painter, FontRole.NAME, tpx,
                  type_bar.adjusted(type_bar.height() * 0.25, 0, 0, 0),
                  pal.elide(FontRole.NAME, tpx, view.type_text, type_bar.width() * 0.94),
                  ALIGN_LEFT)
    art_top = (type_bar.bottom() if view.type_line else name_bar.bottom()) + pad
    art = QRectF(
        frame.left() + pad,
        art_top,
        frame.width() - 2 * pad,
        frame.bottom() - pad - art_top,
    )
    paint_art(painter, art, view, pals)
    paint_compact_mark(painter, art, view, w)  # a card with several faces (712, 709 ...)
    if view.affected:
        _paint_effect_mark(painter, art, w)
    if view.keywords:
        _paint_keywords(painter, art, view.keywords, w, 0.17 * h + pad)

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
            label = f"{view.words.level} " + (
                "0" if index is None else view.level_bands[index].range_text)
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
    right = art.right() - pad - (0.17 * w if view.affected else 0.0)
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
        paint_level_badge(painter, QRectF(x, top, d, d), view.level or 0, view.level_bands_apply,
                          view.words.level_short)
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
    # a Case's, a station card's or a prototype's band in force, above the stat box
    paint_band_pill(painter, view, QRectF(art.left() + pad, art.top(), art.width() * 0.9,
                                          stat.top() - art.top() - pad * 2 - (
                                              pill_h + pad if counters else 0)), w)


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


KEYWORD_ICONS: dict[str, str] = {
    "flying": "FLY", "first strike": "1ST", "double strike": "2×", "deathtouch": "DTH",
    "lifelink": "LIFE", "vigilance": "VIG", "trample": "TRM", "haste": "HST", "reach": "RCH",
    "defender": "DEF", "hexproof": "HEX", "indestructible": "IND", "menace": "MEN",
    "flash": "FLS", "shroud": "SHR", "protection": "PRO", "ward": "WRD", "prowess": "PRW",
}


def keyword_icon(keyword: str) -> str | None:
    """A keyword's short mark on a small card ("Protection from white" → "PRO"); None for
    keywords without one (Level up, costs: the text box and the inspector tell those)."""
    key = keyword.lower()
    for name, icon in KEYWORD_ICONS.items():
        if key.startswith(name):
            return icon
    return None


def _paint_keywords(painter: QPainter, art: QRectF, keywords: tuple[str, ...], w: float,
                    above_bottom: float) -> None:
    """Keyword icons in a row at the art's lower left, above the P/T box."""
    px = 0.085 * w
    h = px * 1.45
    x = art.left() + 0.03 * w
    y = art.bottom() - above_bottom - h * 0.2
    icons = [icon for icon in (keyword_icon(k) for k in keywords) if icon is not None]
    for keyword in dict.fromkeys(icons):
        kw = pill_width(keyword, px, h)
        if x + kw > art.right():
            break
        pill(painter, QRectF(x, y, kw, h), QColor(20, 24, 30, 215), keyword, px,
             QColor("#f4efe0"))
        x += kw + 0.02 * w


def _paint_effect_mark(painter: QPainter, art: QRectF, w: float) -> None:
    """A violet corner mark: a continuous effect applies to this card (the inspector says
    which)."""
    d = 0.14 * w
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(QColor("#f3e8ff"), max(1.0, 0.012 * w)))
    painter.setBrush(QColor(138, 76, 214, 235))
    painter.drawEllipse(QRectF(art.right() - d * 1.15, art.top() + d * 0.25, d, d))
    painter.setPen(QColor("#ffffff"))
    draw_text(painter, FontRole.LABEL, d * 0.7, QRectF(art.right() - d * 1.15,
                                                       art.top() + d * 0.25, d, d),
              "fx", Qt.AlignmentFlag.AlignCenter)
    painter.restore()
