"""Zone items of the table: rows for hands and battlefields, piles, the player's panel.

Zone items paint the table around the cards and report gestures by signals
carrying what they stand for (a zone and a player); they never act on the game.
Card items are not their children: the scene positions cards inside the rects
the zones cover.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSceneWheelEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from tabletop.engine.model.enums import Zone

from . import palette as pal
from .card_back import paint_card_back
from .card_painter import paint_card
from .card_view import Highlight
from .i18n import translate
from .layout import MORE_W, cards_area
from .mana_symbols import paint_mana_cost, parse_symbols
from .painting.shapes import fit_px
from .palette import FontRole, draw_text
from .player_summary import PlayerSummary
from .view_model import PileView, PlayerView
from .zvalues import ItemType, Z

TABLE_GREEN = QColor("#1f3b2c")
PANEL = QColor(0, 0, 0, 70)
PANEL_LINE = QColor(255, 255, 255, 40)
LABEL = QColor(255, 255, 255, 120)
ACTIVE = QColor("#f0c040")
PRIORITY = QColor("#35d46a")
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_CENTER = Qt.AlignmentFlag.AlignCenter


def zone_title(zone: Zone) -> str:
    return {
        Zone.LIBRARY: translate("Table", "Library"),
        Zone.GRAVEYARD: translate("Table", "Graveyard"),
        Zone.EXILE: translate("Table", "Exile"),
        Zone.HAND: translate("Table", "Hand"),
        Zone.BATTLEFIELD: translate("Table", "Battlefield"),
        Zone.STACK: translate("Table", "Stack"),
    }.get(zone, zone.value)


class ZoneItem(QGraphicsObject):
    """A rectangle of the table standing for a zone of a player; reports gestures."""

    clicked = Signal(object, str)  # zone, player
    double_clicked = Signal(object, str)
    context_menu_requested = Signal(object, str, QPoint)

    def __init__(self, zone: Zone, player: str, label: str = "") -> None:
        super().__init__()
        self.zone = zone
        self.player = player
        self.label = label
        self._rect = QRectF(0.0, 0.0, 10.0, 10.0)
        self.setZValue(Z.ZONE)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)

    def type(self) -> int:
        return int(ItemType.ZONE)

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(PANEL_LINE, 1.0))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(r, 8.0, 8.0)
        if self.label:  # up the left edge, bottom to top, smaller in a low row (never cut)
            text = self.label.upper()
            px = fit_px(FontRole.LABEL, 10.5, text, r.height() - 12.0)
            painter.save()
            painter.translate(r.left() + 3.0, r.bottom() - 6.0)
            painter.rotate(-90.0)
            painter.setPen(LABEL)
            draw_text(painter, FontRole.LABEL, px, QRectF(0.0, 0.0, r.height() - 12.0, px * 1.3),
                      text, _LEFT)
            painter.restore()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.zone, self.player)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.double_clicked.emit(self.zone, self.player)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        self.context_menu_requested.emit(self.zone, self.player, event.screenPos())
        event.accept()


class RowItem(ZoneItem):
    """A row of cards (a hand, the lands, the other permanents) of a player. A row whose
    cards do not all fit shows how many are out of view at its ends ("+34"); a click on
    such a mark or the mouse wheel over the row scrolls it (`scroll_requested(player,
    kind, pages)`)."""

    scroll_requested = Signal(str, str, int)

    def __init__(self, zone: Zone, player: str, kind: str, label: str = "") -> None:
        super().__init__(zone, player, label)
        self.kind = kind
        self.before = 0
        self.after = 0

    def set_more(self, before: int, after: int) -> None:
        """How many cards are out of view before and after those shown."""
        if (before, after) != (self.before, self.after):
            self.before, self.after = before, after
            self.retranslate()

    def retranslate(self) -> None:
        hidden = self.before + self.after
        self.setToolTip("" if not hidden else translate(
            "Table", "{n} cards out of view: scroll the row (mouse wheel) or click "
                     "its arrows").replace("{n}", str(hidden)))
        self.update()

    def more_rects(self) -> tuple[QRectF | None, QRectF | None]:
        """The marks of the cards out of view: before (left) and after (right)."""
        area = cards_area(self._rect)
        h = min(max(area.height() * 0.22, 22.0), 34.0)
        y = area.center().y() - h / 2
        w = MORE_W - 6.0
        before = QRectF(area.left(), y, w, h) if self.before else None
        after = QRectF(area.right() - w, y, w, h) if self.after else None
        return before, after

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        before, after = self.more_rects()
        for rect, n, forward in ((before, self.before, False), (after, self.after, True)):
            if rect is not None:
                _more_mark(painter, rect, n, forward)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            before, after = self.more_rects()
            if before is not None and before.contains(event.pos()):
                self.scroll_requested.emit(self.player, self.kind, -1)
                return
            if after is not None and after.contains(event.pos()):
                self.scroll_requested.emit(self.player, self.kind, 1)
                return
        super().mouseReleaseEvent(event)

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:
        if (self.before or self.after) and \
                not event.modifiers() & Qt.KeyboardModifier.ControlModifier and event.delta():
            self.scroll_requested.emit(self.player, self.kind, -1 if event.delta() > 0 else 1)
            event.accept()
            return
        event.ignore()


def _more_mark(painter: QPainter, rect: QRectF, n: int, forward: bool) -> None:
    """A dark pill with the number of cards out of view and a chevron pointing to them."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(QColor(255, 255, 255, 190), 1.2))
    painter.setBrush(QColor(12, 16, 20, 225))
    painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    s = rect.height() * 0.2
    cy = rect.center().y()
    tip = rect.right() - rect.height() * 0.3 if forward else rect.left() + rect.height() * 0.3
    back = tip - s if forward else tip + s
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#ffffff"))
    painter.drawPolygon(QPolygonF([QPointF(back, cy - s), QPointF(tip, cy),
                                   QPointF(back, cy + s)]))
    text = f"+{n}"
    room = rect.adjusted(rect.height() * 0.2, 0, -rect.height() * 0.2, 0)
    if forward:
        room.setRight(back - 1.0)
    else:
        room.setLeft(back + 1.0)
    px = fit_px(FontRole.NUMBER, rect.height() * 0.5, text, room.width())
    painter.setPen(QColor("#ffffff"))
    draw_text(painter, FontRole.NUMBER, px, room, text, _CENTER)


class PileItem(ZoneItem):
    """A library, graveyard or exile: the top card (or a card back) and a count."""

    def __init__(self, zone: Zone, player: str) -> None:
        super().__init__(zone, player, zone_title(zone))
        self._pile = PileView(zone, player, 0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def pile(self) -> PileView:
        return self._pile

    def set_pile(self, pile: PileView) -> None:
        if pile != self._pile:
            self._pile = pile
            self.update()

    def retranslate(self) -> None:
        self.label = zone_title(self.zone)
        self.update()

    def card_rect(self) -> QRectF:
        r = self._rect
        label_h = min(18.0, r.height() * 0.14)
        avail = r.adjusted(2.0, label_h, -2.0, -2.0)
        w = min(avail.width(), avail.height() / pal_aspect())
        h = w * pal_aspect()
        return QRectF(avail.center().x() - w / 2, avail.top(), w, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        label_h = min(18.0, r.height() * 0.14)
        painter.setPen(LABEL)
        draw_text(painter, FontRole.LABEL, max(9.0, label_h * 0.62),
                  QRectF(r.left(), r.top(), r.width(), label_h), self.label.upper(), _CENTER)
        card = self.card_rect()
        pile = self._pile
        if pile.count == 0:
            pen = QPen(PANEL_LINE, 1.5)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(PANEL)
            painter.drawRoundedRect(card, card.width() * 0.05, card.width() * 0.05)
        else:
            depth = min(pile.count, 6)
            for i in range(depth - 1, 0, -1):  # the edges of the cards underneath
                off = i * max(card.width() * 0.012, 0.8)
                painter.setPen(QPen(QColor(0, 0, 0, 120), 0.8))
                painter.setBrush(QColor("#2a2622"))
                painter.drawRoundedRect(card.translated(off, off), card.width() * 0.05,
                                        card.width() * 0.05)
            if pile.top is None:
                paint_card_back(painter, card)
            else:
                paint_card(painter, card, pile.top, "full" if card.width() >= 90 else "compact")
        _count_badge(painter, card, pile.count)


def pal_aspect() -> float:
    from .card_painter import CARD_ASPECT

    return CARD_ASPECT


def _count_badge(painter: QPainter, card: QRectF, count: int) -> None:
    text = str(count)
    px = max(10.0, card.width() * 0.2)
    w = max(px * 1.5, pal.text_width(FontRole.NUMBER, px, text) + px * 0.8)
    badge = QRectF(card.right() - w * 0.85, card.bottom() - px * 1.25, w, px * 1.45)
    painter.setPen(QPen(QColor(255, 255, 255, 200), 1.2))
    painter.setBrush(QColor(20, 20, 20, 220))
    painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
    painter.setPen(QColor("#ffffff"))
    draw_text(painter, FontRole.NUMBER, px, badge, text, _CENTER)


class PlayerPanelItem(ZoneItem):
    """A player's name, life total, turn and priority marks, mana pool and counters.

    Clicking it while a target is being chosen picks the player; its context menu
    changes life and does the other per-player table moves.
    """

    def __init__(self, player: str) -> None:
        super().__init__(Zone.COMMAND, player, "")
        self._view = PlayerView(player, 0, 0, 0, 0, 0, False, False)
        self._summary = PlayerSummary()
        self._display_name = player
        self.target_mark = False
        self.setZValue(Z.LIFE_COUNTER)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def type(self) -> int:
        return int(ItemType.LIFE_COUNTER)

    @property
    def view(self) -> PlayerView:
        return self._view

    def set_view(self, view: PlayerView) -> None:
        if view != self._view:
            self._view = view
            self.update()

    @property
    def summary(self) -> PlayerSummary:
        return self._summary

    def set_summary(self, summary: PlayerSummary) -> None:
        """The line under the life total: creatures, lands, total power, cards in hand."""
        if summary != self._summary:
            self._summary = summary
            self.update()

    def set_target_mark(self, on: bool) -> None:
        if on != self.target_mark:
            self.target_mark = on
            self.update()

    def retranslate(self) -> None:
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self._rect
        v = self._view
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        edge = ACTIVE if v.active else PANEL_LINE
        if self.target_mark:
            edge = pal.HIGHLIGHTS[Highlight.TARGET]
        painter.setPen(QPen(edge, 2.5 if (v.active or self.target_mark) else 1.0))
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), 10.0, 10.0)
        pad = max(6.0, r.width() * 0.04)
        unit = max(11.0, min(r.height() * 0.12, r.width() * 0.1))
        painter.setPen(QColor("#ffffff"))
        name_rect = QRectF(r.left() + pad, r.top() + pad * 0.6, r.width() - 2 * pad, unit * 1.3)
        draw_text(painter, FontRole.NAME, unit, name_rect,
                  pal.elide(FontRole.NAME, unit, v.name, name_rect.width()), _LEFT)
        life_px = unit * 2.6
        life_rect = QRectF(r.left() + pad, name_rect.bottom(), r.width() * 0.55, life_px * 1.1)
        painter.setPen(QColor("#ff8a80") if v.life <= 5 else QColor("#ffffff"))
        draw_text(painter, FontRole.NUMBER, life_px, life_rect, str(v.life), _LEFT)
        painter.setPen(LABEL)
        draw_text(painter, FontRole.LABEL, unit * 0.7,
                  QRectF(life_rect.left(), life_rect.bottom() - unit * 0.2, life_rect.width(),
                         unit), translate("Table", "Life").upper(), _LEFT)
        self._paint_marks(painter, r, pad, unit, name_rect.bottom())
        self._paint_summary(painter, r, pad, unit, life_rect.bottom() + unit * 0.9)
        self._paint_pool(painter, r, pad, unit)

    def _paint_summary(self, painter: QPainter, r: QRectF, pad: float, unit: float,
                       top: float) -> None:
        """One line (two when narrow) of the player's table at a glance."""
        parts = self._summary.parts()
        width = r.width() - 2 * pad
        px = unit * 0.78
        lines = [" · ".join(parts)]
        if pal.text_width(FontRole.LABEL, px, lines[0]) > width:
            lines = [" · ".join(parts[:2]), " · ".join(parts[2:])]
        if self._view.speed is not None:  # 702.179: the player's speed (max speed 4)
            lines.append(translate("Table", "Speed {n}").replace("{n}", str(self._view.speed)))
        px = min(fit_px(FontRole.LABEL, px, line, width) for line in lines)
        painter.setPen(QColor(255, 255, 255, 200))
        for k, line in enumerate(lines):
            draw_text(painter, FontRole.LABEL, px,
                      QRectF(r.left() + pad, top + k * px * 1.35, width, px * 1.3), line, _LEFT)

    def _paint_marks(self, painter: QPainter, r: QRectF, pad: float, unit: float,
                     top: float) -> None:
        v = self._view
        marks: list[tuple[str, QColor]] = []
        if v.lost:
            marks.append((translate("Table", "Lost"), QColor("#b3261e")))
        elif v.won:
            marks.append((translate("Table", "Won"), QColor("#1e8f3a")))
        if v.active:
            marks.append((translate("Table", "Turn"), ACTIVE))
        if v.priority:
            marks.append((translate("Table", "Priority"), PRIORITY))
        for kind, n in v.counters:
            marks.append((f"{kind} {n}", QColor("#3a4a66")))
        px = unit * 0.72
        y = top + unit * 0.3
        right = r.right() - pad
        for text, color in marks:
            w = pal.text_width(FontRole.LABEL, px, text.upper()) + px * 1.2
            pill = QRectF(right - w, y, w, px * 1.7)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            painter.setPen(QColor("#111111") if color in (ACTIVE, PRIORITY) else
                           QColor("#ffffff"))
            draw_text(painter, FontRole.LABEL, px, pill, text.upper(), _CENTER)
            y += pill.height() + px * 0.4

    def _paint_pool(self, painter: QPainter, r: QRectF, pad: float, unit: float) -> None:
        symbols = parse_symbols(self._view.mana_pool)
        if not symbols:
            return
        d = min(unit * 1.1, (r.width() - 2 * pad) / max(len(symbols), 1) / 1.1)
        paint_mana_cost(painter, r.right() - pad, r.bottom() - pad - d / 2, d, symbols)
