"""The full-detail card, assembled from frame, text box, stat boxes and badges."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from .. import palette as pal
from ..card_view import CardView
from ..palette import FontRole, draw_text
from .badges import paint_art_overlays
from .bands import paint_banded_box
from .faces import paint_faces
from .frame import paint_art, paint_frame, paint_name_bar, paint_type_line
from .geometry import ALIGN_LEFT, art_fraction_for, card_geometry
from .leveler import paint_level_box
from .pt_box import paint_stat_boxes
from .shapes import with_alpha
from .text_box import paint_text_box


def paint_full(painter: QPainter, rect: QRectF, view: CardView, flash: float) -> None:
    """The full-detail card: frame, name bar, art, type line, text box, stat boxes, marks."""
    g = card_geometry(rect, art_fraction_for(view))
    pals = pal.frame_palettes(view.colors, view.type_line)
    w, h = rect.width(), rect.height()
    paint_frame(painter, g, pals)

    paint_name_bar(painter, g, view, pals)
    paint_art(painter, g.art, view, pals)
    paint_type_line(painter, g, view, pals)

    # text box
    if view.level_bands:
        paint_level_box(painter, g, view, pals, flash)
    elif view.text_bands:  # a Saga's chapters or a Class's levels
        paint_banded_box(painter, g, view, pals)
    else:
        paint_text_box(painter, g, view, pals)
    paint_faces(painter, g, view, pals)  # split halves, an Adventure, a flip half, a marker

    # footer: object id (to match the event log)
    painter.setPen(with_alpha(pal.TEXT_ON_DARK if pal.is_dark(pals[0].frame) else pal.TEXT, 170))
    draw_text(
        painter,
        FontRole.LABEL,
        g.footer.height() * 0.5,
        g.footer.adjusted(w * 0.02, 0, 0, 0),
        f"#{view.oid}",
        ALIGN_LEFT,
    )

    if not view.level_bands:
        paint_stat_boxes(painter, g, view, pals, flash)
    paint_art_overlays(painter, g, view, w, h)
