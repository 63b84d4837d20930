"""Where the parts of a card go: proportions, level of detail, `CardGeometry`.

Every length is a fraction of the card's rect, so a card scales without
losing sharpness.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QRectF, Qt

from tabletop.engine.model.enums import CardType

from ..card_view import CardView, card_types

Detail = Literal["full", "compact"]


CARD_ASPECT = 88.0 / 63.0  # height / width of a real card


COMPACT_BELOW_PX = 90.0  # device pixels of width under which "compact" is used


MARK_MARGIN = 0.1  # glows, outlines and tags reach at most this fraction of the width outside


ALIGN_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


ALIGN_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def detail_for_width(device_width: float) -> Detail:
    """The level of detail for a card drawn `device_width` pixels wide."""
    return "compact" if device_width < COMPACT_BELOW_PX else "full"


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


def art_fraction_for(view: CardView) -> float:
    if view.level_bands:
        return 0.14
    if CardType.PLANESWALKER in card_types(view.type_line):
        return 0.2
    return 0.27
