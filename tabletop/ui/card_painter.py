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

The drawing itself lives in `tabletop.ui.painting`, one module per part of
the card; this module is the public entry.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from .card_view import CardView, active_band_index
from .painting import text_box
from .painting.compact import paint_compact
from .painting.face_down import paint_face_down
from .painting.full import paint_full
from .painting.geometry import (
    CARD_ASPECT,
    COMPACT_BELOW_PX,
    MARK_MARGIN,
    CardGeometry,
    Detail,
    card_geometry,
    detail_for_width,
)
from .painting.marks import marks_margin, paint_marks_above, paint_marks_below
from .palette import pt_color

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

# The text layout under its former private names (the tests of the text box use them).
_para = text_box.parse_para
_text_paras = text_box.text_paras
_fit = text_box.fit


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
    paint_marks_below(painter, rect, view)
    if view.face_down:
        paint_face_down(painter, rect, view, detail == "compact", pt_flash)
    elif detail == "compact":
        paint_compact(painter, rect, view, pt_flash)
    else:
        paint_full(painter, rect, view, pt_flash)
    paint_marks_above(painter, rect, view)
    painter.restore()
