"""Where things go on the table: pure geometry from the view's size.

Two players at one screen: the first player's half is at the bottom, the
second's at the top, mirrored so both battlefields meet in the middle. Each
half has three rows (creatures and other permanents next to the middle, then
lands, then the hand at the edge); the player's panel and the library,
graveyard and exile piles are on the left; the stack is on the right, in the
middle. Card size follows the height, so the table is legible at 1280×720 and
fills a 4K screen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF, QSizeF

from tabletop.engine.model.enums import Zone

from .card_painter import CARD_ASPECT, COMPACT_BELOW_PX

MARGIN = 8.0
ROW_GAP = 5.0
LABEL_H = 15.0  # the stack's title and the piles' labels
GUTTER = 16.0  # a row's label runs up its left edge
ROW_PAD = 4.0
ROW_WEIGHTS = (1.3, 0.8, 0.9)  # battlefield (by the middle), lands, hand (at the edge)
CARD_GAP = 8.0
ATTACH_DX = 0.14  # of the card width: how far each attachment peeks out to the left


@dataclass(frozen=True, slots=True)
class PlayerGeometry:
    player: str
    half: QRectF
    panel: QRectF
    piles: dict[Zone, QRectF]
    battlefield: QRectF  # creatures and other nonland permanents
    lands: QRectF
    hand: QRectF
    top: bool  # the upper half (mirrored)

    def row(self, kind: str) -> QRectF:
        return {"battlefield": self.battlefield, "lands": self.lands, "hand": self.hand}[kind]


@dataclass(frozen=True, slots=True)
class TableGeometry:
    size: QSizeF
    card: QSizeF  # on the battlefield
    stack_card: QSizeF
    stack: QRectF
    players: dict[str, PlayerGeometry]
    middle: float  # y of the line between the halves
    row_cards: dict[str, QSizeF]  # card size per row kind

    def card_in(self, kind: str) -> QSizeF:
        return self.row_cards.get(kind, self.card)


def _clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


def table_geometry(width: float, height: float, players: Sequence[str]) -> TableGeometry:
    """The rects of every zone for a table of `width` × `height` (two players)."""
    width = max(width, 640.0)
    height = max(height, 400.0)
    names = list(players)[:2] if players else ["", ""]
    if len(names) == 1:
        names.append("")
    half_h = (height - 3 * MARGIN) / 2
    rows_h = half_h - 2 * ROW_GAP
    heights = [rows_h * w / sum(ROW_WEIGHTS) for w in ROW_WEIGHTS]
    row_cards = {kind: _card(h) for kind, h in zip(("battlefield", "lands", "hand"), heights,
                                                    strict=True)}
    card_w = row_cards["battlefield"].width()
    left_w = _clamp(width * 0.16, 180.0, 340.0)
    stack_card_w = _clamp(card_w * 1.25, 110.0, 240.0)
    right_w = stack_card_w + 2 * MARGIN + 8.0
    middle = MARGIN + half_h + MARGIN / 2
    stack_h = min(height * 0.62, height - 4 * MARGIN)
    stack = QRectF(width - right_w - MARGIN / 2, middle - stack_h / 2, right_w, stack_h)
    area_left = MARGIN + left_w + MARGIN
    area_right = stack.left() - MARGIN
    geos: dict[str, PlayerGeometry] = {}
    for index, name in enumerate(names):
        top = index == 1
        y0 = MARGIN if top else middle + MARGIN / 2
        half = QRectF(MARGIN, y0, width - 2 * MARGIN, half_h)
        # the bottom half: creatures, lands, hand from the middle down; the top half mirrored
        order = (2, 1, 0) if top else (0, 1, 2)
        rows: list[QRectF] = []
        y = y0
        for kind in order:
            rows.append(QRectF(area_left, y, area_right - area_left, heights[kind]))
            y += heights[kind] + ROW_GAP
        by_kind = {kind: rows[i] for i, kind in enumerate(order)}
        battlefield, lands, hand = by_kind[0], by_kind[1], by_kind[2]
        pile_w = min((left_w - 2 * MARGIN) / 3, (half_h * 0.46 - LABEL_H) / CARD_ASPECT)
        pile_h = pile_w * CARD_ASPECT + LABEL_H + 4.0
        panel_h = half_h - pile_h - MARGIN
        if top:
            piles_y = y0
            panel = QRectF(MARGIN, y0 + pile_h + MARGIN, left_w, panel_h)
        else:
            panel = QRectF(MARGIN, y0, left_w, panel_h)
            piles_y = y0 + panel_h + MARGIN
        piles: dict[Zone, QRectF] = {}
        x = MARGIN
        step = (left_w - 3 * pile_w) / 2 + pile_w
        for zone in (Zone.LIBRARY, Zone.GRAVEYARD, Zone.EXILE):
            piles[zone] = QRectF(x, piles_y, pile_w, pile_h)
            x += step
        geos[name] = PlayerGeometry(name, half, panel, piles, battlefield, lands, hand, top)
    return TableGeometry(QSizeF(width, height), row_cards["battlefield"],
                         QSizeF(stack_card_w, stack_card_w * CARD_ASPECT), stack, geos, middle,
                         row_cards)


def _card(row_h: float) -> QSizeF:
    card_h = row_h - 2 * ROW_PAD
    return QSizeF(card_h / CARD_ASPECT, card_h)


def cards_area(row: QRectF) -> QRectF:
    """The part of a row where cards lie (right of its label)."""
    return QRectF(row.left() + GUTTER + ROW_PAD, row.top() + ROW_PAD,
                  row.width() - GUTTER - 2 * ROW_PAD, row.height() - 2 * ROW_PAD)


READABLE_CARD_W = 48.0
"""The narrowest card the table draws: its compact face still shows the name and the P/T
box legibly. Past that a row wraps into lines, then scrolls (`row_layout`)."""
MAX_LINES = 3  # a row wraps into at most this many lines of smaller cards
LINE_GAP = 4.0
FAN_LEAD = 0.3  # of the card width: the cards of an opened stack overlap like a fanned hand
FAN_MIN_LEAD = 14.0  # pixels of each fanned card that stay in sight, whatever the crowd
LAND_LEAD = 0.42  # of the card width: lands of one name overlap like a fanned pile
STACK_EDGES = 2  # card edges drawn behind a stack's top card
STACK_EDGE = 0.025  # of the card width: how far each edge shows, right and down
MORE_W = 58.0  # room for a row's "+N" mark at its end (and "N‹" at its start)


def attach_peek(card_w: float) -> tuple[float, float]:
    """How far (x, y in pixels) each attachment peeks out left of and above its host: up
    by the height of its name bar, so the name stays readable (compact faces have a taller
    bar than full ones)."""
    card_h = card_w * CARD_ASPECT
    return ATTACH_DX * card_w, (0.14 if card_w >= COMPACT_BELOW_PX else 0.24) * card_h


@dataclass(frozen=True, slots=True)
class RowEntry:
    """One thing to lay in a row: a card, or a stack of `count` identical cards drawn as
    one. `lead` (a fraction of the card width) lets it overlap the entry before it (the
    cards of an opened stack, lands of one name); `attachments` are tucked under it."""

    oid: int
    tapped: bool = False
    count: int = 1
    lead: float | None = None
    attachments: int = 0

    def width(self, card_w: float) -> float:
        """Its width on the table: a turned card is as wide as it is high, a stack shows
        its edges."""
        w = card_w * CARD_ASPECT if self.tapped else card_w
        return w + min(self.count - 1, STACK_EDGES) * STACK_EDGE * card_w


@dataclass(frozen=True, slots=True)
class Slot:
    """One card's place in a row: the centre of its (possibly turned) card."""

    oid: int
    center: QPointF
    z_index: int


@dataclass(frozen=True, slots=True)
class RowLayout:
    """Where a row's entries go: `slots` of those in view, the card size, and how many
    cards (stack members counted) are out of view before and after them."""

    slots: list[Slot]
    card: QSizeF
    lines: int = 1
    first: int = 0  # index of the first entry in view
    shown: int = 0  # entries in view
    total: int = 0  # entries in the row
    hidden_before: int = 0
    hidden_after: int = 0

    @property
    def overflows(self) -> bool:
        return bool(self.hidden_before or self.hidden_after)


UNSQUEEZED = 1e9


def _lead(previous: RowEntry, entry: RowEntry, card_w: float, squeeze: float) -> float:
    """How far `entry` starts after the left edge of `previous`; an overlapping entry's
    lead is at most `squeeze` pixels (never under `FAN_MIN_LEAD`)."""
    if entry.lead is not None:
        turned = (card_w * CARD_ASPECT - card_w) if previous.tapped else 0.0
        return max(min(entry.lead * card_w, squeeze), FAN_MIN_LEAD) + turned
    return previous.width(card_w) + CARD_GAP + entry.attachments * ATTACH_DX * card_w


def _lines(entries: Sequence[RowEntry], card_w: float, room: float, most: int,
           squeeze: float = UNSQUEEZED) -> list[tuple[int, int, list[float]]]:
    """Break `entries` into at most `most` lines of `room` pixels: (first, end, x of each
    card's left edge from the line's start)."""
    lines: list[tuple[int, int, list[float]]] = []
    index = 0
    while index < len(entries) and len(lines) < most:
        xs = [entries[index].attachments * ATTACH_DX * card_w]
        end = index + 1
        while end < len(entries):
            x = xs[-1] + _lead(entries[end - 1], entries[end], card_w, squeeze)
            if x + entries[end].width(card_w) > room:
                break
            xs.append(x)
            end += 1
        lines.append((index, end, xs))
        index = end
    return lines


def _span(entries: Sequence[RowEntry], card_w: float, squeeze: float = UNSQUEEZED) -> float:
    x = entries[0].attachments * ATTACH_DX * card_w
    for previous, entry in pairwise(entries):
        x += _lead(previous, entry, card_w, squeeze)
    return x + entries[-1].width(card_w)


def _largest(fits: Callable[[float], bool], low: float, high: float) -> float:
    """The largest value in [low, high] that `fits` (`fits(low)` holds)."""
    if fits(high):
        return high
    for _ in range(24):
        mid = (low + high) / 2
        if fits(mid):
            low = mid
        else:
            high = mid
    return low


def row_layout(area: QRectF, entries: Sequence[RowEntry], card: QSizeF,
               first: int = 0, headroom: float = 0.0) -> RowLayout:
    """Lay `entries` in `area` with cards at most `card` big, in this order of giving way:
    overlapping cards (a fanned stack) overlap more; all cards get smaller; the row wraps
    into up to `MAX_LINES` lines of smaller cards; never is a card narrower than
    `READABLE_CARD_W`. What still does not fit is out of view: the row shows the entries
    from `first` on and says how many cards are before and after them. `headroom` (a
    fraction of the card height) is kept above each line for attachments."""
    if not entries:
        return RowLayout([], QSizeF(card))
    room = area.width()
    most_w = min(card.width(), area.height() / (1.0 + headroom) / CARD_ASPECT)
    least_w = min(READABLE_CARD_W, most_w)

    def one_line(card_w: float, squeeze: float = UNSQUEEZED) -> RowLayout:
        xs = _lines(entries, card_w, UNSQUEEZED, 1, squeeze)[0][2]
        return _place(area, entries, card_w, [(0, len(entries), xs)], 0, headroom)

    if _span(entries, most_w) <= room:
        return one_line(most_w)
    solid = [e for e in entries if e.lead is None]
    if len(solid) < len(entries):
        # overlapping cards (a fanned stack) give way first: they overlap more; the cards
        # that stand apart keep their room, and what is left of the fan scrolls
        card_w = most_w
        if _span(solid, most_w) > room:
            card_w = _largest(lambda w: _span(solid, w) <= room, least_w, most_w) \
                if _span(solid, least_w) <= room else least_w
        if _span(entries, card_w, 0.0) <= room:
            return one_line(card_w, _largest(lambda q: _span(entries, card_w, q) <= room,
                                             0.0, card_w))
        return _scrolled(area, entries, card_w, 1, first, headroom)
    if _span(entries, least_w) <= room:  # every card gets smaller
        return one_line(_largest(lambda w: _span(entries, w) <= room, least_w, most_w))
    lines_max, card_w = 1, least_w
    for k in range(2, MAX_LINES + 1):
        line_h = (area.height() - (k - 1) * LINE_GAP) / k
        w = min(most_w, line_h / (1.0 + headroom) / CARD_ASPECT)
        if w < least_w:
            break
        if len(_lines(entries, w, room, k + 1)) <= k:
            return _place(area, entries, w, _lines(entries, w, room, k), 0, headroom)
        lines_max, card_w = k, w
    return _scrolled(area, entries, card_w, lines_max, first, headroom)


def _scrolled(area: QRectF, entries: Sequence[RowEntry], card_w: float, lines_max: int,
              first: int, headroom: float) -> RowLayout:
    """The entries from `first` on in `lines_max` lines, with room for the marks of the
    cards out of view at both ends."""
    first = max(0, min(first, len(entries) - 1))
    left = MORE_W if first else 0.0
    room = area.width() - left - MORE_W
    lines = _lines(entries[first:], card_w, room, lines_max, 0.0)
    lines = [(a + first, b + first, [x + left for x in xs]) for a, b, xs in lines]
    return _place(area, entries, card_w, lines, first, headroom)


def _place(area: QRectF, entries: Sequence[RowEntry], card_w: float,
           lines: list[tuple[int, int, list[float]]], first: int,
           headroom: float) -> RowLayout:
    card_h = card_w * CARD_ASPECT
    line_h = card_h * (1.0 + headroom)
    slots: list[Slot] = []
    end = first
    for row, (start, stop, xs) in enumerate(lines):
        cy = area.top() + row * (line_h + LINE_GAP) + card_h * headroom + card_h / 2
        for index, x in zip(range(start, stop), xs, strict=True):
            entry = entries[index]
            w = card_h if entry.tapped else card_w
            slots.append(Slot(entry.oid, QPointF(area.left() + x + w / 2, cy), index))
        end = stop
    return RowLayout(slots, QSizeF(card_w, card_h), len(lines), first, end - first,
                     len(entries), sum(e.count for e in entries[:first]),
                     sum(e.count for e in entries[end:]))


def stack_slots(area: QRectF, count: int, card_h: float) -> list[QPointF]:
    """Top-left corners of stack entries, bottom of the stack first, cascading down."""
    if count <= 0:
        return []
    inner = area.adjusted(MARGIN, LABEL_H + MARGIN, -MARGIN, -MARGIN)
    step = card_h * 0.24
    if count > 1:
        step = min(step, max((inner.height() - card_h) / (count - 1), 4.0))
    return [QPointF(inner.left(), inner.top() + i * step) for i in range(count)]
