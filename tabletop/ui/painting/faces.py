"""Cards with several faces, drawn so each layout is recognisable (`CardView.faces`):

- a split card (709) as a whole shows both halves side by side, each with its name, cost,
  type line and text; on the stack only the half cast is up;
- a double-faced card (712) shows the face up with a marker (a sun or a moon for a
  transforming card, one or two triangles for a modal one) and names the other face; the
  enlarged preview draws the other face beside it (`paint_other_face`);
- an adventurer (715) shows its Adventure as an inset in the left of the text box;
- a flip card (710) shows its other half upside down at the bottom of the text box;
- a Room on the battlefield (709.5) shows both doors, a locked door greyed with a padlock;
- a melded permanent (712.4) names the two cards it is made of in its art.

Everything is drawn from the view: no rules are worked out here.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from .. import palette as pal
from ..card_text import text_line
from ..card_view import CardView, FaceView
from ..face_views import DOUBLE_FACED, MELDED, ROOM, SPLIT, other_faces
from ..mana_symbols import paint_mana_cost, parse_symbols
from ..palette import FontRole, FramePalette, draw_text
from .frame import paint_art, paint_frame, paint_name_bar, paint_type_line
from .geometry import ALIGN_LEFT, ALIGN_RIGHT, CardGeometry, card_geometry
from .shapes import fit_px, pill, pill_width, rounded, with_alpha
from .text_box import box_fill, draw_block, fit, paint_text_box, text_paras

ADVENTURES = frozenset({"adventure", "omen"})
OTHER_FACE_SCALE = 0.8  # the other face beside the enlarged preview, of its width
OTHER_FACE_GAP = 0.04


def face_card_view(view: CardView, face: FaceView) -> CardView:
    """A face drawn as a card of its own (a split half, the other face of a DFC)."""
    return CardView(oid=view.oid, name=face.name, mana_cost=face.mana_cost,
                    colors=face.colors, type_line=face.type_line,
                    shown_type_line=face.shown_type_line,
                    text_lines=tuple(text_line(line) for line in face.lines),
                    words=view.words)


def face_mark(view: CardView) -> str:
    """The marker of the face up: ☀/☾ for a transforming card's front/back (712.1), ▲/▼ for
    a modal card's, "//" for a split card, "⇅" for a flip card, "A" for an adventurer."""
    if view.layout in DOUBLE_FACED:
        back = view.face > 0
        if view.layout == "modal_dfc":
            return "▼" if back else "▲"
        return "☾" if back else "☀"
    if view.layout in SPLIT or view.layout == ROOM:
        return "//"
    if view.layout == MELDED:
        return "+"
    if view.layout == "flip":
        return "⇅"
    if view.layout in ADVENTURES:
        return "A"
    return ""


def paint_faces(painter: QPainter, g: CardGeometry, view: CardView,
                pals: tuple[FramePalette, ...]) -> None:
    """The parts of a full card that show its other faces (nothing for one face)."""
    if len(view.faces) < 2:
        return
    if view.layout == ROOM:
        _paint_halves(painter, g, view)
        return
    if view.layout == MELDED:
        _paint_melded_from(painter, g, view)
    elif view.layout in SPLIT and view.face < 0:
        _paint_halves(painter, g, view)
    elif view.layout in ADVENTURES:
        _paint_adventure(painter, g, view, pals)
    elif view.layout == "flip":
        _paint_flip_half(painter, g, view, pals)
    elif view.layout in DOUBLE_FACED:
        _paint_other_name(painter, g, view)
    if not (view.layout in SPLIT and view.face < 0):  # the halves say it themselves
        _paint_mark(painter, g, view)


def _paint_disc(painter: QPainter, disc: QRectF, mark: str, back: bool) -> None:
    """The face marker: gold for the front face, night blue for the other one."""
    d = disc.width()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(QColor("#f6f1e3"), max(d * 0.06, 0.5)))
    painter.setBrush(QColor(28, 30, 44, 225) if back else QColor(210, 160, 40, 235))
    painter.drawEllipse(disc)
    painter.setPen(QColor("#f6f1e3") if back else QColor("#2a1d00"))
    draw_text(painter, FontRole.NAME, d * (0.5 if len(mark) > 1 else 0.62), disc, mark)
    painter.restore()


def _paint_mark(painter: QPainter, g: CardGeometry, view: CardView) -> None:
    mark = face_mark(view)
    if not mark:
        return
    d = g.name_bar.height() * 0.95
    disc = QRectF(g.art.left() + d * 0.2, g.art.top() + d * 0.2, d, d)
    _paint_disc(painter, disc, mark, view.face > 0)


def _paint_other_name(painter: QPainter, g: CardGeometry, view: CardView) -> None:
    """The other face of a double-faced card, named in the art: "↻ Insectile Aberration"."""
    others = other_faces(view.faces, view.face, view.layout)
    if not others:
        return
    other = others[0]
    _art_label(painter, g, "↻ " + other.name + (f"  {other.pt}" if other.pt else ""))


def _art_label(painter: QPainter, g: CardGeometry, label: str) -> None:
    """A dark pill at the foot of the art naming other faces or cards."""
    h = g.name_bar.height() * 0.7
    px = fit_px(FontRole.LABEL, h * 0.62, label, g.art.width() * 0.9 - h)
    width = min(pill_width(label, px, h), g.art.width() * 0.94)
    rect = QRectF(g.art.left() + g.art.width() * 0.03, g.art.bottom() - h * 1.2, width, h)
    pill(painter, rect, QColor(20, 24, 30, 200), pal.elide(FontRole.LABEL, px, label,
                                                          width - h * 0.6), px,
         QColor("#f4efe0"))


def _paint_halves(painter: QPainter, g: CardGeometry, view: CardView) -> None:
    """709: both halves side by side under the name bar, each a small card."""
    area = QRectF(g.frame.left() + g.card.width() * 0.02, g.art.top(),
                  g.frame.width() - g.card.width() * 0.04, g.footer.top() - g.art.top())
    gap = g.card.width() * 0.02
    rounded(painter, area.adjusted(-gap / 2, -gap / 2, gap / 2, gap / 2), gap, pal.EDGE)
    count = len(view.faces)
    width = (area.width() - gap * (count - 1)) / count
    for n, face in enumerate(view.faces):
        rect = QRectF(area.left() + n * (width + gap), area.top(), width, area.height())
        paint_face_card(painter, rect, face_card_view(view, face))
        if face.locked:
            _paint_lock(painter, rect)


def _paint_lock(painter: QPainter, rect: QRectF) -> None:
    """709.5: a locked door: greyed, with a padlock in its middle."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.fillRect(rect, QColor(40, 40, 48, 150))
    w = min(rect.width() * 0.42, rect.height() * 0.3)
    body = QRectF(rect.center().x() - w / 2, rect.center().y() - w * 0.1, w, w * 0.75)
    shackle = QRectF(body.left() + w * 0.2, body.top() - w * 0.45, w * 0.6, w * 0.9)
    painter.setPen(QPen(QColor("#e8e2d0"), w * 0.12))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawArc(shackle, 0, 180 * 16)
    painter.setPen(QPen(QColor("#2a2a30"), w * 0.04))
    painter.setBrush(QColor("#e8e2d0"))
    painter.drawRoundedRect(body, w * 0.1, w * 0.1)
    painter.setBrush(QColor("#2a2a30"))
    hole = w * 0.16
    painter.drawEllipse(QPointF(body.center().x(), body.center().y() - hole * 0.3), hole / 2,
                        hole / 2)
    painter.restore()


def _paint_melded_from(painter: QPainter, g: CardGeometry, view: CardView) -> None:
    """712.4a: the two cards a melded permanent is, named in its art: "Graf Rats +
    Midnight Scavengers"."""
    _art_label(painter, g, " + ".join(f.name for f in view.faces))


def paint_face_card(painter: QPainter, rect: QRectF, view: CardView) -> None:
    """One face as a small card: frame, name and cost, art, type line, text, P/T."""
    g = card_geometry(rect, 0.2)
    pals = pal.frame_palettes(view.colors, view.type_line)
    paint_frame(painter, g, pals)
    paint_name_bar(painter, g, view, pals)
    paint_art(painter, g.art, view, pals)
    paint_type_line(painter, g, view, pals)
    wide = QRectF(g.card.left(), g.card.top(), g.card.width() * 1.5, g.card.height())
    text = dataclasses.replace(g, card=wide,  # a half's text as large as it fits
                               text_box=g.text_box.adjusted(0, 0, 0, g.footer.height()))
    paint_text_box(painter, text, view, pals)


def _paint_adventure(painter: QPainter, g: CardGeometry, view: CardView,
                     pals: tuple[FramePalette, ...]) -> None:
    """715: the Adventure (or the creature, when the Adventure is up) in the left of the
    text box, as printed; the face up keeps the right."""
    others = other_faces(view.faces, view.face, view.layout)
    if not others:
        return
    box = g.text_box
    box_fill(painter, box, pals)
    half = box.width() * 0.5
    right = dataclasses.replace(g, text_box=QRectF(box.left() + half, box.top(),
                                                   box.width() - half, box.height()))
    paint_text_box(painter, right, view, pals)
    inset = QRectF(box.left() + box.width() * 0.02, box.top() + box.height() * 0.04,
                   half - box.width() * 0.04, box.height() * 0.92)
    _paint_inset(painter, g, inset, face_card_view(view, others[0]), upside_down=False)


def _paint_flip_half(painter: QPainter, g: CardGeometry, view: CardView,
                     pals: tuple[FramePalette, ...]) -> None:
    """710: the other half of a flip card, upside down in the lower part of the text box."""
    others = other_faces(view.faces, view.face, view.layout)
    if not others:
        return
    box = g.text_box
    box_fill(painter, box, pals)
    split = box.height() * 0.56
    top = dataclasses.replace(g, text_box=QRectF(box.left(), box.top(), box.width(), split))
    paint_text_box(painter, top, view, pals)
    lower = QRectF(box.left() + box.width() * 0.02, box.top() + split,
                   box.width() * 0.96, box.height() - split - box.height() * 0.03)
    other = others[0]
    _paint_inset(painter, g, lower, face_card_view(view, other), upside_down=True,
                 pt=other.pt)


def _paint_inset(painter: QPainter, g: CardGeometry, rect: QRectF, face: CardView, *,
                 upside_down: bool, pt: str = "") -> None:
    """A face in a panel: its name bar with the cost (and P/T), type line and text."""
    painter.save()
    if upside_down:
        painter.translate(rect.center())
        painter.rotate(180.0)
        painter.translate(-rect.center())
    fpals = pal.frame_palettes(face.colors, face.type_line)
    rounded(painter, rect, rect.height() * 0.06, with_alpha(fpals[0].box, 245),
            QPen(QColor(0, 0, 0, 120), max(rect.width() * 0.008, 0.4)))
    bar_h = min(rect.height() * 0.2, g.name_bar.height() * 0.8)
    bar = QRectF(rect.left() + rect.width() * 0.03, rect.top() + rect.height() * 0.04,
                 rect.width() * 0.94, bar_h)
    rounded(painter, bar, bar_h * 0.28, fpals[0].bar)
    symbols = parse_symbols(face.mana_cost)
    right = bar.right() - bar_h * 0.15
    if pt:
        painter.setPen(pal.TEXT)
        pt_px = bar_h * 0.62
        pt_w = pal.text_width(FontRole.NAME, pt_px, pt) + bar_h * 0.3
        draw_text(painter, FontRole.NAME, pt_px, QRectF(right - pt_w, bar.top(), pt_w,
                                                         bar_h), pt, ALIGN_RIGHT)
        right -= pt_w
    elif symbols:
        right = paint_mana_cost(painter, right, bar.center().y(), bar_h * 0.66, symbols)
    name_w = right - bar.left() - bar_h * 0.4
    px = max(fit_px(FontRole.NAME, bar_h * 0.58, face.name, name_w), bar_h * 0.36)
    painter.setPen(pal.TEXT)
    draw_text(painter, FontRole.NAME, px, bar.adjusted(bar_h * 0.25, 0, 0, 0),
              pal.elide(FontRole.NAME, px, face.name, name_w), ALIGN_LEFT)
    type_rect = QRectF(bar.left() + bar_h * 0.25, bar.bottom(), bar.width(), bar_h * 0.8)
    tpx = max(fit_px(FontRole.LABEL, bar_h * 0.5, face.type_text, bar.width() * 0.9),
              bar_h * 0.3)
    draw_text(painter, FontRole.LABEL, tpx, type_rect,
              pal.elide(FontRole.LABEL, tpx, face.type_text, bar.width() * 0.9), ALIGN_LEFT)
    text = QRectF(rect.left(), type_rect.bottom(), rect.width(),
                  rect.bottom() - type_rect.bottom())
    inner = dataclasses.replace(g, text_box=text)
    _paint_text_only(painter, inner, face)
    painter.restore()


def _paint_text_only(painter: QPainter, g: CardGeometry, view: CardView) -> None:
    """The text of a face inside a panel that already has its background."""
    paras = text_paras(view.text_lines)
    if not paras:
        return
    w = g.card.width()
    box = g.text_box
    inner = box.adjusted(0.03 * w, 0.005 * g.card.height(), -0.03 * w, -0.01 * g.card.height())
    block = fit(paras, inner.width(), inner.height(), 0.06 * w, 0.026 * w)
    draw_block(painter, block, QPointF(inner.left(), inner.top()), pal.TEXT, box)


def other_face_extent(view: CardView) -> float:
    """How much wider (a fraction of its width) the enlarged preview is with the other face
    of a double-faced card beside it (0 for other cards)."""
    if view.layout not in DOUBLE_FACED or not other_faces(view.faces, view.face, view.layout):
        return 0.0
    return OTHER_FACE_GAP + OTHER_FACE_SCALE


def paint_other_face(painter: QPainter, rect: QRectF, view: CardView) -> None:
    """712: beside the enlarged preview, the other face of a double-faced card, smaller."""
    if not other_face_extent(view):
        return
    other = other_faces(view.faces, view.face, view.layout)[0]
    w = rect.width() * OTHER_FACE_SCALE
    side = QRectF(rect.right() + rect.width() * OTHER_FACE_GAP, rect.top(), w,
                  rect.height() * OTHER_FACE_SCALE)
    shown = dataclasses.replace(face_card_view(view, other), layout=view.layout,
                                face=0 if view.face > 0 else 1, faces=view.faces)
    painter.save()
    painter.setOpacity(0.96)
    paint_face_card(painter, side, shown)
    if other.pt:
        h = side.height() * 0.075
        px = h * 0.62
        box = QRectF(side.right() - side.width() * 0.3, side.bottom() - h * 1.6,
                     side.width() * 0.26, h)
        pill(painter, box, QColor(244, 239, 224, 240), other.pt, px, pal.TEXT)
    mark = face_mark(shown)
    d = side.width() * 0.12
    art = card_geometry(side, 0.2).art
    disc = QRectF(art.left() + d * 0.2, art.top() + d * 0.2, d, d)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(28, 30, 44, 225) if shown.face > 0 else QColor(210, 160, 40, 235))
    painter.drawEllipse(disc)
    painter.setPen(QColor("#f6f1e3") if shown.face > 0 else QColor("#2a1d00"))
    draw_text(painter, FontRole.NAME, d * 0.62, disc, mark)
    painter.restore()


def paint_compact_mark(painter: QPainter, art: QRectF, view: CardView, w: float) -> None:
    """Small cards: the face marker at the left of the art (☀ ☾ ▲ ▼ // ⇅ A)."""
    mark = face_mark(view)
    if not mark or len(view.faces) < 2:
        return
    d = 0.2 * w
    disc = QRectF(art.left() + 0.03 * w, art.center().y() - d / 2, d, d)
    _paint_disc(painter, disc, mark, view.face > 0)
