"""Paint a card like a printed one, with QPainter only (no image files).

`paint_card(painter, rect, view)` draws a `CardView` into `rect` (the card's
own outline; selection glow, highlight and the "what-if" outline reach
`marks_margin(view) * rect.width()` outside it, at most `MARK_MARGIN`).
Every length is a fraction of the rect, and text is drawn with scaled
vector fonts, so a card is as sharp in a 4K window as in the 120x168 px of
a 1280x720 one.

Two levels of detail: "full" (frame, name bar with mana cost, art area, type
line, text box, P/T box) and "compact" for cards drawn under about
`COMPACT_BELOW_PX` device pixels wide (name, type letter, P/T, the marks).

A leveler (rule 711) gets the striated text box: the top band with
"Level up {cost}" and the printed P/T, then one band per level symbol
("LEVEL 1-3", its abilities, its P/T). The band in force is bright with a
gold edge, the others are dimmed; its P/T box shows the current P/T (after
layers) in green or red when it differs from the band's printed value, with
the printed value noted above the box.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)

from tabletop.engine.enums import CardType

from . import palette as pal
from .card_view import (
    CardView,
    Highlight,
    LevelBandView,
    TextKind,
    TextLine,
    active_band_index,
    card_types,
    pt_text,
    reference_pt,
    type_initial,
)
from .mana_symbols import paint_mana_cost, paint_mana_symbol, parse_symbols, split_symbol_text
from .palette import FontRole, FramePalette, draw_text, draw_text_at, pt_color

__all__ = [
    "CARD_ASPECT",
    "COMPACT_BELOW_PX",
    "MARK_MARGIN",
    "CardGeometry",
    "Detail",
    "active_band_index",
    "card_geometry",
    "detail_for_width",
    "marks_margin",
    "paint_card",
    "pt_color",
]

Detail = Literal["full", "compact"]

CARD_ASPECT = 88.0 / 63.0  # height / width of a real card
COMPACT_BELOW_PX = 90.0  # device pixels of width under which "compact" is used
MARK_MARGIN = 0.1  # glows, outlines and tags reach at most this fraction of the width outside

_ALIGN_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_ALIGN_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def marks_margin(view: CardView) -> float:
    """How far (a fraction of the card's width) the marks of `view` reach outside the card.

    Plain cards need only a hair for antialiasing, which keeps cached pixmaps small.
    """
    if view.hypothetical:
        return MARK_MARGIN  # the dashed outline and its "what-if" tag
    if view.selected or view.highlight is not Highlight.NONE:
        return 0.06
    return 0.01


def detail_for_width(device_width: float) -> Detail:
    """The level of detail for a card drawn `device_width` pixels wide."""
    return "compact" if device_width < COMPACT_BELOW_PX else "full"


# ============================================================================ geometry


@dataclass(frozen=True, slots=True)
class CardGeometry:
    """The parts of a full-detail card, in the painter's coordinates."""

    card: QRectF
    frame: QRectF
    name_bar: QRectF
    art: QRectF
    type_bar: QRectF
    text_box: QRectF
    footer: QRectF
    pt_box: QRectF
    radius: float


def card_geometry(rect: QRectF, art_fraction: float = 0.27) -> CardGeometry:
    """Split a card rect into frame, bars, art, text box and P/T box."""
    w, h = rect.width(), rect.height()
    edge = 0.036 * w
    frame = rect.adjusted(edge, edge, -edge, -edge)
    pad = 0.022 * w
    gap = 0.011 * h
    name_bar = QRectF(frame.left() + pad, frame.top() + pad, frame.width() - 2 * pad, 0.083 * h)
    art = QRectF(
        frame.left() + 2.2 * pad,
        name_bar.bottom() + gap,
        frame.width() - 4.4 * pad,
        art_fraction * h,
    )
    type_bar = QRectF(name_bar.left(), art.bottom() + gap, name_bar.width(), 0.074 * h)
    footer_h = 0.05 * h
    footer = QRectF(
        frame.left() + pad, frame.bottom() - footer_h, frame.width() - 2 * pad, footer_h
    )
    text_box = QRectF(
        frame.left() + 1.6 * pad,
        type_bar.bottom() + gap,
        frame.width() - 3.2 * pad,
        footer.top() - 0.004 * h - (type_bar.bottom() + gap),
    )
    pt_w, pt_h = 0.25 * w, 0.08 * h
    pt_box = QRectF(frame.right() - pad * 0.6 - pt_w, text_box.bottom() - 0.4 * pt_h, pt_w, pt_h)
    return CardGeometry(rect, frame, name_bar, art, type_bar, text_box, footer, pt_box, 0.05 * w)


def _art_fraction(view: CardView) -> float:
    if view.level_bands:
        return 0.14
    if CardType.PLANESWALKER in card_types(view.type_line):
        return 0.2
    return 0.27


# ============================================================================ text layout
#
# Paragraphs are split into words; a word is a run of pieces (plain text in
# roman or italic, or a mana symbol) not separated by spaces, so "{T}:" stays
# together. Lines are filled greedily. Layouts are cached: a card repaints
# with the same text many times (zoom, animation, cache refills).


@dataclass(frozen=True, slots=True)
class _Piece:
    text: str
    italic: bool
    symbol: bool


@dataclass(frozen=True, slots=True)
class _Para:
    words: tuple[tuple[_Piece, ...], ...]
    kind: TextKind
    loyalty: str | None  # "+1", "−3" for planeswalker abilities


@dataclass(frozen=True, slots=True)
class _Run:
    x: float
    line_top: float
    text: str  # for a symbol: the symbol
    italic: bool
    symbol: bool


@dataclass(frozen=True, slots=True)
class _Block:
    runs: tuple[_Run, ...]
    badges: tuple[tuple[float, str], ...]  # (line_top, loyalty cost)
    rules: tuple[float, ...]  # y of the thin line above flavour text
    height: float
    px: float
    fits: bool


_LOYALTY = re.compile(r"^\s*\[([^\]]+)\]\s*:\s*")
_PARENS = re.compile(r"\([^()]*\)")
_SYMBOL_ADVANCE = 1.04  # em
_SYMBOL_DIAMETER = 0.92  # em
_LINE = 1.17  # em
_PARA_GAP = 0.32  # em
_LOYALTY_INDENT = 2.3  # em


def _segments(text: str, italic: bool) -> list[tuple[str, bool]]:
    """Split into (text, italic): parenthesised parts of a roman line are italic."""
    if italic:
        return [(text, True)]
    out: list[tuple[str, bool]] = []
    pos = 0
    for match in _PARENS.finditer(text):
        if match.start() > pos:
            out.append((text[pos : match.start()], False))
        out.append((match.group(0), True))
        pos = match.end()
    if pos < len(text):
        out.append((text[pos:], False))
    return out


def _para(line: TextLine) -> _Para:
    text = line.text.strip()
    loyalty: str | None = None
    match = _LOYALTY.match(text)
    if match:
        loyalty = match.group(1).strip()
        text = text[match.end() :]
    italic = line.italic or line.kind in (TextKind.REMINDER, TextKind.FLAVOR)
    words: list[tuple[_Piece, ...]] = []
    current: list[_Piece] = []
    for seg_text, seg_italic in _segments(text, italic):
        for is_symbol, part in split_symbol_text(seg_text):
            if is_symbol:
                current.append(_Piece(part, seg_italic, True))
                continue
            chunks = re.split(r"(\s+)", part)
            for chunk in chunks:
                if not chunk:
                    continue
                if chunk.isspace():
                    if current:
                        words.append(tuple(current))
                        current = []
                else:
                    current.append(_Piece(chunk, seg_italic, False))
    if current:
        words.append(tuple(current))
    return _Para(tuple(words), TextKind(line.kind), loyalty)


def _role(italic: bool) -> FontRole:
    return FontRole.RULES_ITALIC if italic else FontRole.RULES


def _piece_width(piece: _Piece, px: float) -> float:
    if piece.symbol:
        return _SYMBOL_ADVANCE * px
    return pal.text_width(_role(piece.italic), px, piece.text)


def _split_long(piece: _Piece, px: float, width: float) -> list[_Piece]:
    """Cut a word wider than the line into pieces that fit (names in narrow bands)."""
    out: list[_Piece] = []
    chunk = ""
    for ch in piece.text:
        if chunk and pal.text_width(_role(piece.italic), px, chunk + ch) > width:
            out.append(_Piece(chunk, piece.italic, False))
            chunk = ""
        chunk += ch
    if chunk:
        out.append(_Piece(chunk, piece.italic, False))
    return out


@lru_cache(maxsize=4096)
def _layout(paras: tuple[_Para, ...], width: float, px: float) -> _Block:
    runs: list[_Run] = []
    badges: list[tuple[float, str]] = []
    rules: list[float] = []
    line_h = _LINE * px
    space_roman = pal.text_width(FontRole.RULES, px, " ")
    y = 0.0
    seen_flavor = False
    for index, para in enumerate(paras):
        if index:
            y += _PARA_GAP * px
        if para.kind is TextKind.FLAVOR and not seen_flavor and index:
            seen_flavor = True
            y += 0.25 * px
            rules.append(y)
            y += 0.45 * px
        indent = _LOYALTY_INDENT * px if para.loyalty is not None else 0.0
        if para.loyalty is not None:
            badges.append((y, para.loyalty))
        avail = max(width - indent, px)
        x = 0.0
        line_top = y
        first_on_line = True
        words: list[tuple[_Piece, ...]] = []
        for word in para.words:
            if (
                sum(_piece_width(p, px) for p in word) > avail
                and len(word) == 1
                and not word[0].symbol
            ):
                words.extend((p,) for p in _split_long(word[0], px, avail))
            else:
                words.append(word)
        for word in words:
            w = sum(_piece_width(p, px) for p in word)
            lead = 0.0 if first_on_line else space_roman
            if not first_on_line and x + lead + w > avail:
                line_top += line_h
                x = 0.0
                lead = 0.0
            x += lead
            for piece in word:
                pw = _piece_width(piece, px)
                last = runs[-1] if runs else None
                if (
                    not piece.symbol
                    and last is not None
                    and not last.symbol
                    and last.line_top == line_top
                    and last.italic == piece.italic
                ):
                    gap = " " if lead else ""
                    runs[-1] = _Run(
                        last.x, line_top, last.text + gap + piece.text, piece.italic, False
                    )
                else:
                    runs.append(_Run(indent + x, line_top, piece.text, piece.italic, piece.symbol))
                x += pw
                lead = 0.0
                first_on_line = False
            first_on_line = False
        y = line_top + line_h
        if para.loyalty is not None:
            y = max(y, badges[-1][0] + 1.5 * px)
    return _Block(tuple(runs), tuple(badges), tuple(rules), y, px, True)


def _fit(
    paras: tuple[_Para, ...], width: float, height: float, max_px: float, min_px: float
) -> _Block:
    """The biggest layout (from max_px down to min_px) whose height fits."""
    px = max_px
    block = _layout(paras, round(width, 2), round(px, 3))
    while block.height > height and px > min_px:
        px = max(px * 0.93, min_px)
        block = _layout(paras, round(width, 2), round(px, 3))
        if px == min_px:
            break
    if block.height > height:
        return _Block(block.runs, block.badges, block.rules, block.height, block.px, False)
    return block


def _draw_block(
    painter: QPainter, block: _Block, origin: QPointF, color: QColor, clip: QRectF | None = None
) -> None:
    px = block.px
    ascent = pal.metrics(FontRole.RULES).ascent() * px / pal.REF_PX
    line_h = _LINE * px
    text_top = (line_h - pal.metrics(FontRole.RULES).height() * px / pal.REF_PX) / 2
    painter.save()
    if clip is not None:
        painter.setClipRect(clip, Qt.ClipOperation.IntersectClip)
    painter.setPen(color)
    for run in block.runs:
        if run.symbol:
            d = _SYMBOL_DIAMETER * px
            cy = origin.y() + run.line_top + text_top + ascent - 0.36 * px
            x = origin.x() + run.x + (_SYMBOL_ADVANCE - _SYMBOL_DIAMETER) * px / 2
            paint_mana_symbol(painter, QRectF(x, cy - d / 2, d, d), run.text, shadow=False)
            painter.setPen(color)
        else:
            base = QPointF(origin.x() + run.x, origin.y() + run.line_top + text_top + ascent)
            draw_text_at(painter, _role(run.italic), px, base, run.text)
    for y in block.rules:
        painter.setPen(QPen(_with_alpha(color, 110), max(px * 0.06, 0.3)))
        painter.drawLine(
            QPointF(origin.x() + px, origin.y() + y), QPointF(origin.x() + px * 8, origin.y() + y)
        )
    for line_top, cost in block.badges:
        _paint_loyalty_cost(
            painter,
            QRectF(origin.x(), origin.y() + line_top, _LOYALTY_INDENT * px * 0.88, line_h),
            cost,
            px,
        )
    painter.restore()


def _paint_loyalty_cost(painter: QPainter, rect: QRectF, cost: str, px: float) -> None:
    """The arrow-shaped loyalty cost at the left of a planeswalker ability: [+1], [−3]."""
    up = cost.startswith("+")
    down = cost.startswith(("-", "−"))
    x0, x1 = rect.left(), rect.right()
    t, b = rect.top() + px * 0.02, rect.bottom() - px * 0.02
    tip = px * 0.3
    if up:
        poly = [
            QPointF(x0, t + tip),
            QPointF((x0 + x1) / 2, t - tip * 0.3),
            QPointF(x1, t + tip),
            QPointF(x1, b),
            QPointF(x0, b),
        ]
    elif down:
        poly = [
            QPointF(x0, t),
            QPointF(x1, t),
            QPointF(x1, b - tip),
            QPointF((x0 + x1) / 2, b + tip * 0.3),
            QPointF(x0, b - tip),
        ]
    else:
        poly = [QPointF(x0, t), QPointF(x1, t), QPointF(x1, b), QPointF(x0, b)]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(QColor("#000000"), px * 0.05))
    painter.setBrush(QColor("#2b2b2b") if not up else QColor("#3b3b3b"))
    painter.drawPolygon(QPolygonF(poly))
    painter.setPen(pal.TEXT_ON_DARK)
    label = cost.replace("-", "−")
    size = px * 0.9
    while size > px * 0.4 and pal.text_width(FontRole.NUMBER, size, label) > rect.width() * 0.92:
        size *= 0.9
    draw_text(painter, FontRole.NUMBER, size, rect, label)
    painter.restore()


# ============================================================================ small helpers


def _with_alpha(color: QColor, alpha: int) -> QColor:
    c = QColor(color)
    c.setAlpha(alpha)
    return c


def _rounded(
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


def _bar_brush(pals: tuple[FramePalette, ...], rect: QRectF, attr: str) -> QBrush:
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


def _dark(pals: tuple[FramePalette, ...]) -> QColor:
    if len(pals) == 1:
        return pals[0].frame_dark
    return pal.mix(pals[0].frame_dark, pals[1].frame_dark, 0.5)


def _pill(
    painter: QPainter,
    rect: QRectF,
    fill: QColor,
    text: str,
    px: float,
    text_color: QColor = pal.BADGE_TEXT,
) -> None:
    _rounded(
        painter, rect, rect.height() / 2, fill, QPen(QColor(0, 0, 0, 150), rect.height() * 0.06)
    )
    painter.setPen(text_color)
    draw_text(painter, FontRole.LABEL, px, rect, text)


def _pill_width(text: str, px: float, h: float) -> float:
    return pal.text_width(FontRole.LABEL, px, text) + h * 0.9


def _counter_label(kind: str, n: int) -> str:
    return kind if n == 1 else f"{kind} ×{n}"


def _counter_fill(kind: str) -> QColor:
    if kind.startswith("+"):
        return pal.COUNTER_PLUS
    if kind.startswith(("-", "−")):
        return pal.COUNTER_MINUS
    return pal.COUNTER_OTHER


def _shown_counters(view: CardView) -> list[tuple[str, int]]:
    hidden = {"level", "loyalty", "defense"}
    return [(k, n) for k, n in view.counters if n and k.lower() not in hidden]


def _fit_px(role: FontRole, px: float, text: str, width: float) -> float:
    """Shrink `px` until `text` fits `width`."""
    w = pal.text_width(role, px, text)
    if w > width > 0:
        return px * width * 0.98 / w
    return px


# ============================================================================ entry point


def paint_card(
    painter: QPainter,
    rect: QRectF,
    view: CardView,
    detail: Detail | str = "full",
    *,
    pt_flash: float = 0.0,
) -> None:
    """Paint `view` into `rect`.

    `detail` is "full" or "compact" (see `detail_for_width`); `pt_flash`
    (0..1) pulses the P/T or loyalty box, driven by the item's animation.
    """
    if rect.width() <= 1 or rect.height() <= 1:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    _paint_marks_below(painter, rect, view)
    if view.face_down:
        _paint_back(painter, rect, view, detail == "compact", pt_flash)
    elif detail == "compact":
        _paint_compact(painter, rect, view, pt_flash)
    else:
        _paint_full(painter, rect, view, pt_flash)
    _paint_marks_above(painter, rect, view)
    painter.restore()


# ============================================================================ marks around


def _paint_marks_below(painter: QPainter, rect: QRectF, view: CardView) -> None:
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
            painter.setBrush(_with_alpha(color, alpha))
            painter.drawRoundedRect(rect.adjusted(-g, -g, g, g), radius + g, radius + g)


def _paint_marks_above(painter: QPainter, rect: QRectF, view: CardView) -> None:
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
    _pill(painter, tag, pal.HYPOTHETICAL, label, px)


# ============================================================================ full card


def _paint_frame(painter: QPainter, g: CardGeometry, pals: tuple[FramePalette, ...]) -> None:
    w = g.card.width()
    _rounded(painter, g.card, g.radius, pal.EDGE)
    frame_brush: QBrush
    if len(pals) == 2:
        frame_brush = _bar_brush(pals, g.frame, "frame")
    else:
        gradient = QLinearGradient(g.frame.topLeft(), g.frame.bottomRight())
        gradient.setColorAt(0.0, pals[0].frame.lighter(112))
        gradient.setColorAt(1.0, pals[0].frame.darker(108))
        frame_brush = QBrush(gradient)
    _rounded(painter, g.frame, 0.025 * w, frame_brush)


def _paint_bar(painter: QPainter, rect: QRectF, pals: tuple[FramePalette, ...]) -> None:
    w = rect.width()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(
        rect.translated(-0.004 * w, 0.06 * rect.height()),
        rect.height() * 0.28,
        rect.height() * 0.28,
    )
    _rounded(
        painter,
        rect,
        rect.height() * 0.28,
        _bar_brush(pals, rect, "bar"),
        QPen(_dark(pals), max(rect.height() * 0.05, 0.4)),
    )


def _paint_full(painter: QPainter, rect: QRectF, view: CardView, flash: float) -> None:
    g = card_geometry(rect, _art_fraction(view))
    pals = pal.frame_palettes(view.colors, view.type_line)
    w, h = rect.width(), rect.height()
    _paint_frame(painter, g, pals)

    # name bar: name on the left, mana cost on the right
    _paint_bar(painter, g.name_bar, pals)
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
        name_px = max(_fit_px(FontRole.NAME, name_px, name, name_w), g.name_bar.height() * 0.4)
        name = pal.elide(FontRole.NAME, name_px, name, name_w)
    draw_text(
        painter,
        FontRole.NAME,
        name_px,
        QRectF(name_left, g.name_bar.top(), max(name_w, 0.0), g.name_bar.height()),
        name,
        _ALIGN_LEFT,
    )

    _paint_art(painter, g.art, view, pals)

    # type line
    _paint_bar(painter, g.type_bar, pals)
    type_px = g.type_bar.height() * 0.56
    type_w = g.type_bar.width() - g.type_bar.height() * 0.6
    type_px = max(
        _fit_px(FontRole.NAME, type_px, view.type_line, type_w), g.type_bar.height() * 0.38
    )
    type_text = pal.elide(FontRole.NAME, type_px, view.type_line, type_w)
    painter.setPen(pal.TEXT)
    draw_text(
        painter,
        FontRole.NAME,
        type_px,
        g.type_bar.adjusted(g.type_bar.height() * 0.3, 0, 0, 0),
        type_text,
        _ALIGN_LEFT,
    )

    # text box
    if view.level_bands:
        _paint_level_box(painter, g, view, pals, flash)
    else:
        _paint_text_box(painter, g, view, pals)

    # footer: object id (to match the event log)
    painter.setPen(_with_alpha(pal.TEXT_ON_DARK if pal.is_dark(pals[0].frame) else pal.TEXT, 170))
    draw_text(
        painter,
        FontRole.LABEL,
        g.footer.height() * 0.5,
        g.footer.adjusted(w * 0.02, 0, 0, 0),
        f"#{view.oid}",
        _ALIGN_LEFT,
    )

    if not view.level_bands:
        _paint_stat_boxes(painter, g, view, pals, flash)
    _paint_art_overlays(painter, g, view, w, h)


def _paint_art(
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
        painter.setBrush(_with_alpha(bottom, alpha))
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


def _box_fill(painter: QPainter, box: QRectF, pals: tuple[FramePalette, ...]) -> None:
    w = box.width()
    _rounded(
        painter,
        box,
        0.012 * w,
        _bar_brush(pals, box, "box"),
        QPen(_with_alpha(_dark(pals), 200), max(0.006 * w, 0.35)),
    )


def _text_paras(lines: tuple[TextLine, ...]) -> tuple[_Para, ...]:
    return tuple(_para(line) for line in lines if line.text.strip())


def _paint_text_box(
    painter: QPainter, g: CardGeometry, view: CardView, pals: tuple[FramePalette, ...]
) -> None:
    box = g.text_box
    _box_fill(painter, box, pals)
    paras = _text_paras(view.text_lines)
    if not paras:
        return
    w = g.card.width()
    inner = box.adjusted(0.04 * w, 0.02 * g.card.height(), -0.04 * w, -0.03 * g.card.height())
    block = _fit(paras, inner.width(), inner.height(), 0.072 * w, 0.034 * w)
    top = inner.top() + max((inner.height() - block.height) / 2, 0.0)
    _draw_block(painter, block, QPointF(inner.left(), top), pal.TEXT, box)


def _stat_px(box: QRectF, text: str) -> float:
    return _fit_px(FontRole.NUMBER, box.height() * 0.72, text, box.width() * 0.86)


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


def _paint_pt_box(
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
    fill = _bar_brush(pals, box, "bar")
    _rounded(
        painter, box, box.height() * 0.28, fill, QPen(_dark(pals), max(box.height() * 0.06, 0.4))
    )
    if dim:
        _rounded(painter, box, box.height() * 0.28, QColor(120, 120, 120, 110))
    neutral = QColor("#555555") if dim else pal.TEXT
    _paint_pt_text(painter, box, power, toughness, ref, 1.0 + 0.18 * flash, neutral)


def _paint_stat_boxes(
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
        _paint_loyalty(painter, box, view.loyalty, flash, w)
        right = box.left() - w * 0.02
    if view.defense is not None or CardType.BATTLE in types:
        box = QRectF(
            right - shield_w,
            g.pt_box.top() - g.pt_box.height() * 0.12,
            shield_w,
            g.pt_box.height() * 1.24,
        )
        _paint_defense(painter, box, view.defense, flash, w)
        right = box.left() - w * 0.02
    if view.has_pt or CardType.CREATURE in types:
        box = QRectF(right - g.pt_box.width(), g.pt_box.top(), g.pt_box.width(), g.pt_box.height())
        _paint_pt_box(
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
    px = _fit_px(FontRole.LABEL, min(0.045 * w, footer.height() * 0.72), label, width)
    note = QRectF(box.left() - 0.02 * w - width, footer.center().y() - px * 0.65, width, px * 1.3)
    painter.setPen(_with_alpha(color, 230))
    draw_text(painter, FontRole.LABEL, px, note, label, _ALIGN_RIGHT)


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


def _paint_loyalty(
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
    px = _fit_px(FontRole.NUMBER, box.height() * 0.6, text, box.width() * 0.8) * (1 + 0.18 * flash)
    draw_text(painter, FontRole.NUMBER, px, box.adjusted(0, -box.height() * 0.06, 0, 0), text)


def _paint_defense(
    painter: QPainter, box: QRectF, defense: int | None, flash: float, w: float
) -> None:
    _paint_flash(painter, box, flash, w)
    painter.setPen(QPen(QColor("#2a1a10"), max(box.width() * 0.05, 0.4)))
    painter.setBrush(QColor("#c0552c"))
    painter.drawPath(_shield_path(box, False))
    painter.setPen(pal.TEXT_ON_DARK)
    text = "?" if defense is None else str(defense)
    px = _fit_px(FontRole.NUMBER, box.height() * 0.6, text, box.width() * 0.7) * (1 + 0.18 * flash)
    draw_text(painter, FontRole.NUMBER, px, box, text)


# ============================================================================ leveler


@dataclass(frozen=True, slots=True)
class _BandRow:
    paras: tuple[_Para, ...]
    band: LevelBandView | None  # None for the top band
    power: int | None
    toughness: int | None


def _level_rows(view: CardView) -> list[_BandRow]:
    top_lines: list[TextLine] = []
    if view.level_up_line:
        top_lines.append(TextLine(view.level_up_line))
    top_lines.extend(view.text_lines)
    rows = [
        _BandRow(_text_paras(tuple(top_lines)), None, view.printed_power, view.printed_toughness)
    ]
    for band in view.level_bands:
        rows.append(
            _BandRow(
                _text_paras(tuple(TextLine(t) for t in band.lines)),
                band,
                band.power,
                band.toughness,
            )
        )
    return rows


def _paint_level_box(
    painter: QPainter, g: CardGeometry, view: CardView, pals: tuple[FramePalette, ...], flash: float
) -> None:
    """The striated text box of rule 711.1: the Level up band, then one per level symbol."""
    box = g.text_box
    w, h = g.card.width(), g.card.height()
    _box_fill(painter, box, pals)
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
            _layout(r.paras, round(wd, 2), round(px, 3)) for r, wd in zip(rows, widths, strict=True)
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
            painter.setPen(QPen(_with_alpha(_dark(pals), 170), max(0.008 * w, 0.4)))
            painter.drawLine(rr.topLeft(), rr.topRight())
        text_color = pal.TEXT if active else pal.mix(pal.TEXT, fill, 0.42)
        text_left = rr.left() + hpad + (0 if row.band is None else symbol_w + hpad)
        text_w = widths[index]
        top = rr.top() + max((row_h - block.height) / 2, vpad * 0.5)
        _draw_block(
            painter,
            block,
            QPointF(text_left, top),
            text_color,
            QRectF(text_left, rr.top(), text_w + hpad, row_h),
        )
        if row.band is not None:
            _paint_level_symbol(painter, rr, row.band, symbol_w, hpad, active, w)
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
            _paint_pt_box(painter, pbox, pals, current[0], current[1], ref, flash, w)
            if noted:
                _paint_band_note(painter, pbox, rr, pt_text(*ref), w)
        else:
            _paint_pt_box(painter, pbox, pals, row.power, row.toughness, ref, 0.0, w, dim=True)
    # the edge of the band in force, drawn last so nothing covers it
    rr = row_rects[in_force_row]
    edge = max(0.016 * w, 0.6)
    painter.setPen(QPen(pal.LEVEL_ACCENT, edge))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(
        rr.adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2), 0.012 * w, 0.012 * w
    )


def _paint_band_note(painter: QPainter, pbox: QRectF, row: QRectF, printed: str, w: float) -> None:
    """Above the in-force band's P/T box: the band's printed value, when layers changed it."""
    label = f"printed {printed}"
    room = pbox.top() - row.top()
    px = min(0.038 * w, room * 0.8)
    px = _fit_px(FontRole.LABEL, px, label, pbox.width() + 0.03 * w)
    if px < 0.02 * w:
        return
    note = QRectF(
        pbox.left() - 0.03 * w, pbox.top() - px * 1.22, pbox.width() + 0.03 * w, px * 1.15
    )
    painter.setPen(QColor("#4a4030"))
    draw_text(painter, FontRole.LABEL, px, note, label, _ALIGN_RIGHT)


def _paint_level_symbol(
    painter: QPainter,
    row: QRectF,
    band: LevelBandView,
    symbol_w: float,
    hpad: float,
    active: bool,
    w: float,
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
    word = "LEVEL"
    small = _fit_px(FontRole.LABEL, sh * 0.24, word, body.width() * 0.84)
    big_text = band.range_text
    big = _fit_px(FontRole.NUMBER, sh * 0.5, big_text, body.width() * 0.88)
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


# ============================================================================ overlays


def _paint_art_overlays(
    painter: QPainter, g: CardGeometry, view: CardView, w: float, h: float
) -> None:
    """Level badge, token tag, summoning sickness, manual marker, counters, attachments."""
    art = g.art
    px = 0.062 * w
    pill_h = px * 1.45
    margin = 0.02 * w
    # top left: the level-counter badge
    left_edge = art.left() + margin
    if view.level_bands or view.level is not None:
        d = min(0.2 * w, art.height() * 0.96)
        badge = QRectF(art.left() + margin, art.center().y() - d / 2, d, d)
        _paint_level_badge(painter, badge, view.level or 0, view.level_bands_apply)
        left_edge = badge.right() + margin
    # top right: manual marker, then summoning sickness to its left
    right_edge = art.right() - margin
    top = art.top() + margin
    if view.manual:
        label = "manual"
        mw = pill_h * 1.1 + (pal.text_width(FontRole.LABEL, px, label) + px * 0.6 if label else 0)
        mrect = QRectF(right_edge - mw, top, mw, pill_h)
        _paint_manual(painter, mrect, label, px)
        right_edge = mrect.left() - margin
    if view.summoning_sick:
        zw = _pill_width("zzz", px, pill_h)
        zrect = QRectF(right_edge - zw, top, zw, pill_h)
        _pill(painter, zrect, QColor(40, 70, 120, 220), "zzz", px, QColor("#cfe3ff"))
        right_edge = zrect.left() - margin
    if view.is_token:
        tw = _pill_width("TOKEN", px, pill_h)
        cx = (left_edge + right_edge) / 2
        trect = QRectF(max(cx - tw / 2, left_edge), top, tw, pill_h)
        if trect.right() > right_edge + margin:
            trect.moveLeft(right_edge - tw)
        _pill(painter, trect, pal.TOKEN_FILL, "TOKEN", px)
    # bottom: counters from the left, attachments at the right
    bottom = art.bottom() - margin
    x = art.left() + margin
    row_y = bottom - pill_h
    right_limit = art.right() - margin
    if view.attached_count:
        label = f"{view.attached_count}"
        aw = pill_h * 1.2 + pal.text_width(FontRole.LABEL, px, label)
        arect = QRectF(art.right() - margin - aw, row_y, aw, pill_h)
        _paint_attached(painter, arect, label, px)
        right_limit = arect.left() - margin
    for kind, n in _shown_counters(view):
        label = _counter_label(kind, n)
        cw = _pill_width(label, px, pill_h)
        if x + cw > right_limit and x > art.left() + margin:
            x = art.left() + margin
            row_y -= pill_h + margin
            right_limit = art.right() - margin
        _pill(painter, QRectF(x, row_y, cw, pill_h), _counter_fill(kind), label, px)
        x += cw + margin


def _paint_level_badge(painter: QPainter, badge: QRectF, level: int, applies: bool) -> None:
    gradient = QRadialGradient(
        badge.center() - QPointF(badge.width() * 0.15, badge.height() * 0.15), badge.width() * 0.7
    )
    gradient.setColorAt(0.0, QColor("#fff1b8") if applies else QColor("#dddddd"))
    gradient.setColorAt(1.0, QColor("#c58d00") if applies else QColor("#8a8a8a"))
    painter.setPen(QPen(QColor("#2a1d00"), max(badge.width() * 0.06, 0.4)))
    painter.setBrush(QBrush(gradient))
    painter.drawEllipse(badge)
    painter.setPen(QColor("#1b1300"))
    label = f"Lv {level}"
    px = _fit_px(FontRole.NUMBER, badge.height() * 0.4, label, badge.width() * 0.82)
    draw_text(painter, FontRole.NUMBER, px, badge, label)


def _paint_manual(painter: QPainter, rect: QRectF, label: str, px: float) -> None:
    """An orange tag with a warning triangle: the engine could not read some clause."""
    _rounded(
        painter,
        rect,
        rect.height() * 0.3,
        pal.MANUAL,
        QPen(QColor("#5a3000"), rect.height() * 0.07),
    )
    s = rect.height() * 0.72
    tri_x = rect.left() + rect.height() * 0.2
    tri = QPolygonF(
        [
            QPointF(tri_x + s / 2, rect.center().y() - s / 2),
            QPointF(tri_x + s, rect.center().y() + s / 2.2),
            QPointF(tri_x, rect.center().y() + s / 2.2),
        ]
    )
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#1a1000"))
    painter.drawPolygon(tri)
    painter.setPen(pal.MANUAL)
    draw_text(
        painter,
        FontRole.NUMBER,
        s * 0.72,
        QRectF(tri_x, rect.center().y() - s * 0.28, s, s * 0.8),
        "!",
    )
    if label:
        painter.setPen(QColor("#1a1000"))
        draw_text(
            painter,
            FontRole.LABEL,
            px,
            QRectF(tri_x + s + px * 0.25, rect.top(), rect.right() - tri_x - s, rect.height()),
            label,
            _ALIGN_LEFT,
        )


def _paint_attached(painter: QPainter, rect: QRectF, label: str, px: float) -> None:
    """A chain-link tag with the number of Auras and Equipment attached."""
    _rounded(
        painter,
        rect,
        rect.height() / 2,
        QColor(60, 50, 90, 225),
        QPen(QColor(0, 0, 0, 150), rect.height() * 0.06),
    )
    link_h = rect.height() * 0.36
    link_w = rect.height() * 0.5
    cx = rect.left() + rect.height() * 0.55
    cy = rect.center().y()
    painter.setPen(QPen(QColor("#e8e0ff"), rect.height() * 0.09))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(
        QRectF(cx - link_w * 0.85, cy - link_h * 0.75, link_w, link_h), link_h / 2, link_h / 2
    )
    painter.drawRoundedRect(
        QRectF(cx - link_w * 0.15, cy - link_h * 0.25, link_w, link_h), link_h / 2, link_h / 2
    )
    painter.setPen(pal.BADGE_TEXT)
    draw_text(
        painter,
        FontRole.LABEL,
        px,
        QRectF(rect.left() + rect.height() * 1.05, rect.top(), rect.width(), rect.height()),
        label,
        _ALIGN_LEFT,
    )


# ============================================================================ compact


def _paint_compact(painter: QPainter, rect: QRectF, view: CardView, flash: float) -> None:
    """Small cards: name, the type's initial, the P/T (or loyalty), the marks."""
    w, h = rect.width(), rect.height()
    pals = pal.frame_palettes(view.colors, view.type_line)
    edge = 0.045 * w
    frame = rect.adjusted(edge, edge, -edge, -edge)
    g = CardGeometry(
        rect, frame, QRectF(), QRectF(), QRectF(), QRectF(), QRectF(), QRectF(), 0.06 * w
    )
    _paint_frame(painter, g, pals)
    pad = 0.035 * w
    name_bar = QRectF(frame.left() + pad, frame.top() + pad, frame.width() - 2 * pad, 0.17 * h)
    _paint_bar(painter, name_bar, pals)
    _paint_compact_name(painter, name_bar, view.name)
    art = QRectF(
        frame.left() + pad,
        name_bar.bottom() + pad,
        frame.width() - 2 * pad,
        frame.bottom() - pad - (name_bar.bottom() + pad),
    )
    _paint_art(painter, art, view, pals)

    box_h = 0.17 * h
    box_w = 0.5 * w
    stat = QRectF(
        frame.right() - pad * 0.5 - box_w, frame.bottom() - pad * 0.5 - box_h, box_w, box_h
    )
    types = card_types(view.type_line)
    if view.has_pt or CardType.CREATURE in types:
        ref = reference_pt(view)
        _paint_pt_box(painter, stat, pals, view.power, view.toughness, ref, flash, w)
        if view.level_bands:
            index = active_band_index(view)
            label = "LEVEL 0" if index is None else view.level_bands[index].label
            lpx = _fit_px(FontRole.LABEL, 0.085 * w, label, w * 0.8)
            lrect = QRectF(
                frame.left() + pad, stat.top() - lpx * 1.6, frame.width() - 2 * pad, lpx * 1.4
            )
            _pill(
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
        _paint_loyalty(painter, box, view.loyalty, flash, w)
    elif view.defense is not None:
        box = QRectF(
            stat.right() - stat.height() * 1.3, stat.top(), stat.height() * 1.3, stat.height()
        )
        _paint_defense(painter, box, view.defense, flash, w)

    px = 0.1 * w
    pill_h = px * 1.4
    top = art.top() + pad
    right = art.right() - pad
    if view.manual:
        mrect = QRectF(right - pill_h * 1.1, top, pill_h * 1.1, pill_h)
        _paint_manual(painter, mrect, "", px)
        right = mrect.left() - pad
    if view.summoning_sick:
        zw = _pill_width("zz", px, pill_h)
        _pill(
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
        _paint_level_badge(painter, QRectF(x, top, d, d), view.level or 0, view.level_bands_apply)
        x += d + pad
    if view.is_token:
        tw = _pill_width("T", px, pill_h)
        _pill(painter, QRectF(x, top, tw, pill_h), pal.TOKEN_FILL, "T", px)
    counters = _shown_counters(view)
    if counters:
        kind, n = counters[0]
        label = _counter_label(kind, n) + (" …" if len(counters) > 1 else "")
        cpx = _fit_px(FontRole.LABEL, px, label, art.width() * 0.9 - pill_h)
        cw = _pill_width(label, cpx, pill_h)
        crect = QRectF(
            art.left() + pad, stat.top() - pill_h - pad * (6 if view.level_bands else 1), cw, pill_h
        )
        if view.level_bands:
            crect.moveTop(art.center().y() - pill_h / 2)
        _pill(painter, crect, _counter_fill(kind), label, cpx)


def _paint_compact_name(painter: QPainter, bar: QRectF, name: str) -> None:
    """The name on one line, or on two lines (split at a space) when one would elide it."""
    px = bar.height() * 0.58
    width = bar.width() - bar.height() * 0.4
    inner = bar.adjusted(bar.height() * 0.2, 0, 0, 0)
    painter.setPen(pal.TEXT)
    one = max(_fit_px(FontRole.NAME, px, name, width), bar.height() * 0.44)
    words = name.split()
    if pal.text_width(FontRole.NAME, one, name) <= width or len(words) < 2:
        draw_text(
            painter,
            FontRole.NAME,
            one,
            inner,
            pal.elide(FontRole.NAME, one, name, width),
            _ALIGN_LEFT,
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
        two = min(two, max(_fit_px(FontRole.NAME, two, line, width), bar.height() * 0.3))
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
            _ALIGN_LEFT,
        )


# ============================================================================ face down


def _paint_back(
    painter: QPainter, rect: QRectF, view: CardView, compact: bool, flash: float
) -> None:
    """A face-down card (rule 708): the card back, with its 2/2 (layer 1b)."""
    w, h = rect.width(), rect.height()
    _rounded(painter, rect, 0.05 * w, pal.EDGE)
    frame = rect.adjusted(0.036 * w, 0.036 * w, -0.036 * w, -0.036 * w)
    gradient = QLinearGradient(frame.topLeft(), frame.bottomRight())
    gradient.setColorAt(0.0, QColor("#8a6541"))
    gradient.setColorAt(0.5, QColor("#5e3f22"))
    gradient.setColorAt(1.0, QColor("#3e2814"))
    _rounded(painter, frame, 0.03 * w, QBrush(gradient))
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
            "FACE DOWN",
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
    _paint_pt_box(painter, box, (pal.LAND,), power, toughness, (2, 2), flash, w)
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
        _paint_art_overlays(painter, g, marks, w, h)
