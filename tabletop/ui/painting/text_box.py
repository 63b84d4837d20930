"""The rules text box: layout of rules text and its drawing.

Paragraphs are split into words; a word is a run of pieces (plain text in
roman or italic, or a mana symbol) not separated by spaces, so "{T}:" stays
together. Parenthesised (reminder) text is italic. Lines are filled greedily,
and the font shrinks until the text fits (`fit`). Layouts are cached: a card
repaints with the same text many times (zoom, animation, cache refills).
Planeswalker abilities get their arrow-shaped loyalty cost at the left.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from .. import palette as pal
from ..card_view import CardView, TextKind, TextLine
from ..mana_symbols import paint_mana_symbol, split_symbol_text
from ..palette import FontRole, FramePalette, draw_text, draw_text_at
from .geometry import CardGeometry
from .shapes import bar_brush, dark, rounded, with_alpha


@dataclass(frozen=True, slots=True)
class Piece:
    text: str
    italic: bool
    symbol: bool


@dataclass(frozen=True, slots=True)
class Para:
    words: tuple[tuple[Piece, ...], ...]
    kind: TextKind
    loyalty: str | None  # "+1", "−3" for planeswalker abilities


@dataclass(frozen=True, slots=True)
class Run:
    x: float
    line_top: float
    text: str  # for a symbol: the symbol
    italic: bool
    symbol: bool


@dataclass(frozen=True, slots=True)
class Block:
    runs: tuple[Run, ...]
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


def parse_para(line: TextLine) -> Para:
    text = line.text.strip()
    loyalty: str | None = None
    match = _LOYALTY.match(text)
    if match:
        loyalty = match.group(1).strip()
        text = text[match.end() :]
    italic = line.italic or line.kind in (TextKind.REMINDER, TextKind.FLAVOR)
    words: list[tuple[Piece, ...]] = []
    current: list[Piece] = []
    for seg_text, seg_italic in _segments(text, italic):
        for is_symbol, part in split_symbol_text(seg_text):
            if is_symbol:
                current.append(Piece(part, seg_italic, True))
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
                    current.append(Piece(chunk, seg_italic, False))
    if current:
        words.append(tuple(current))
    return Para(tuple(words), TextKind(line.kind), loyalty)


def _role(italic: bool) -> FontRole:
    return FontRole.RULES_ITALIC if italic else FontRole.RULES


def _piece_width(piece: Piece, px: float) -> float:
    if piece.symbol:
        return _SYMBOL_ADVANCE * px
    return pal.text_width(_role(piece.italic), px, piece.text)


def _split_long(piece: Piece, px: float, width: float) -> list[Piece]:
    """Cut a word wider than the line into pieces that fit (names in narrow bands)."""
    out: list[Piece] = []
    chunk = ""
    for ch in piece.text:
        if chunk and pal.text_width(_role(piece.italic), px, chunk + ch) > width:
            out.append(Piece(chunk, piece.italic, False))
            chunk = ""
        chunk += ch
    if chunk:
        out.append(Piece(chunk, piece.italic, False))
    return out


@lru_cache(maxsize=4096)
def layout(paras: tuple[Para, ...], width: float, px: float) -> Block:
    runs: list[Run] = []
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
        words: list[tuple[Piece, ...]] = []
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
                    runs[-1] = Run(
                        last.x, line_top, last.text + gap + piece.text, piece.italic, False
                    )
                else:
                    runs.append(Run(indent + x, line_top, piece.text, piece.italic, piece.symbol))
                x += pw
                lead = 0.0
                first_on_line = False
            first_on_line = False
        y = line_top + line_h
        if para.loyalty is not None:
            y = max(y, badges[-1][0] + 1.5 * px)
    return Block(tuple(runs), tuple(badges), tuple(rules), y, px, True)


def fit(
    paras: tuple[Para, ...], width: float, height: float, max_px: float, min_px: float
) -> Block:
    """The biggest layout (from max_px down to min_px) whose height fits."""
    px = max_px
    block = layout(paras, round(width, 2), round(px, 3))
    while block.height > height and px > min_px:
        px = max(px * 0.93, min_px)
        block = layout(paras, round(width, 2), round(px, 3))
        if px == min_px:
            break
    if block.height > height:
        return Block(block.runs, block.badges, block.rules, block.height, block.px, False)
    return block


def draw_block(
    painter: QPainter, block: Block, origin: QPointF, color: QColor, clip: QRectF | None = None
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
        painter.setPen(QPen(with_alpha(color, 110), max(px * 0.06, 0.3)))
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


def box_fill(painter: QPainter, box: QRectF, pals: tuple[FramePalette, ...]) -> None:
    w = box.width()
    rounded(
        painter,
        box,
        0.012 * w,
        bar_brush(pals, box, "box"),
        QPen(with_alpha(dark(pals), 200), max(0.006 * w, 0.35)),
    )


def text_paras(lines: tuple[TextLine, ...]) -> tuple[Para, ...]:
    return tuple(parse_para(line) for line in lines if line.text.strip())


def paint_text_box(
    painter: QPainter, g: CardGeometry, view: CardView, pals: tuple[FramePalette, ...]
) -> None:
    box = g.text_box
    box_fill(painter, box, pals)
    paras = text_paras(view.text_lines)
    if not paras:
        return
    w = g.card.width()
    inner = box.adjusted(0.04 * w, 0.02 * g.card.height(), -0.04 * w, -0.03 * g.card.height())
    block = fit(paras, inner.width(), inner.height(), 0.072 * w, 0.034 * w)
    top = inner.top() + max((inner.height() - block.height) / 2, 0.0)
    draw_block(painter, block, QPointF(inner.left(), top), pal.TEXT, box)
