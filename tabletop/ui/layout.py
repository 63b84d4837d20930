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

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

from tabletop.engine.model.enums import Zone

from .card_painter import CARD_ASPECT

MARGIN = 8.0
ROW_GAP = 5.0
LABEL_H = 15.0  # the stack's title and the piles' labels
GUTTER = 16.0  # a row's label runs up its left edge
ROW_PAD = 4.0
ROW_WEIGHTS = (1.3, 0.8, 0.9)  # battlefield (by the middle), lands, hand (at the edge)
CARD_GAP = 8.0
ATTACH_DX = 0.2  # of the card width: how far each attachment peeks out to the left
ATTACH_DY = 0.1  # of the card height: and up


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


@dataclass(frozen=True, slots=True)
class RowEntry:
    """A card to lay in a row: its visual width (a turned card is as wide as it is
    high), how far from the previous card's left edge it starts (None: right after
    it), and room on its left for the attachments tucked under it."""

    oid: int
    width: float
    lead: float | None = None
    extra_left: float = 0.0


@dataclass(frozen=True, slots=True)
class Slot:
    """One card's place in a row: the centre of its (possibly turned) card."""

    oid: int
    center: QPointF
    z_index: int


def row_slots(area: QRectF, entries: Sequence[RowEntry], card_h: float) -> list[Slot]:
    """Lay the entries left to right in `area`, overlapping evenly when crowded."""
    if not entries:
        return []
    leads: list[float] = []
    previous: RowEntry | None = None
    for entry in entries:
        if previous is None:
            leads.append(entry.extra_left)
        elif entry.lead is not None:
            leads.append(entry.lead)
        else:
            leads.append(previous.width + CARD_GAP + entry.extra_left)
        previous = entry
    total = sum(leads) + entries[-1].width
    k = 1.0
    if total > area.width() and len(entries) > 1:
        movable = sum(leads[1:])
        k = max((area.width() - entries[-1].width - leads[0]) / max(movable, 1e-6), 0.02)
    slots: list[Slot] = []
    x = area.left() + leads[0]
    cy = area.top() + card_h / 2
    for index, entry in enumerate(entries):
        if index:
            x += leads[index] * k
        slots.append(Slot(entry.oid, QPointF(x + entry.width / 2, cy), index))
    return slots


def stack_slots(area: QRectF, count: int, card_h: float) -> list[QPointF]:
    """Top-left corners of stack entries, bottom of the stack first, cascading down."""
    if count <= 0:
        return []
    inner = area.adjusted(MARGIN, LABEL_H + MARGIN, -MARGIN, -MARGIN)
    step = card_h * 0.24
    if count > 1:
        step = min(step, max((inner.height() - card_h) / (count - 1), 4.0))
    return [QPointF(inner.left(), inner.top() + i * step) for i in range(count)]
