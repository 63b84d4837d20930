"""The table: a QGraphicsScene with a zone item per zone and player, a card item per object.

The scene shows a `TableState` (`apply`): it creates, updates and removes card
items by object id, gives each its new view (an item repaints only when its view
changed), lays them out in their rows, and draws target arrows from the stack.
Gestures leave the scene as signals carrying object ids, zones and player names;
the window turns them into engine Actions. The scene never touches the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QObject, QPoint, QPointF, QRect, QRectF, QSizeF, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from tabletop.engine.model.enums import Step, Zone

from .arrows import ArrowItem
from .card_back import TableCardItem
from .card_item import CardItem
from .combat_items import (
    CombatArrowItem,
    CombatLine,
    DamageMarkerItem,
    DealtDamage,
)
from .i18n import translate
from .layout import (
    ATTACH_DX,
    ATTACH_DY,
    CARD_GAP,
    RowEntry,
    TableGeometry,
    cards_area,
    row_slots,
    stack_slots,
    table_geometry,
)
from .stack_view import StackPanelItem
from .view_model import Placed, TableState
from .zones import TABLE_GREEN, PileItem, PlayerPanelItem, ZoneItem
from .zvalues import Z, card_z

ROW_KINDS = ("battlefield", "lands", "hand")
LAND_LEAD = 0.42  # of the card width: lands of one name overlap like a fanned pile


@dataclass(frozen=True, slots=True)
class DropTarget:
    """Where a dragged card was dropped: a zone of a player, or onto a permanent."""

    zone: Zone
    player: str
    attach_to: int | None = None


def _at_rest(item: CardItem, point: QPointF) -> QPointF:
    """A point of a card in scene coordinates where the card is going (it may be sliding
    there): arrows point at the card's place, not at a frame of its animation."""
    return item.mapToScene(point) - item.pos() + item.destination


def _row_label(kind: str) -> str:
    return {"battlefield": translate("Table", "Battlefield"),
            "lands": translate("Table", "Lands"),
            "hand": translate("Table", "Hand")}[kind]


class TableScene(QGraphicsScene):
    """Signals carry object ids, zones and player names, never engine objects."""

    card_clicked = Signal(int)
    card_double_clicked = Signal(int)
    card_context_menu = Signal(int, QPoint)
    card_dropped = Signal(int, object)  # oid, DropTarget or None
    card_hovered = Signal(int, bool)
    zone_clicked = Signal(object, str)
    zone_double_clicked = Signal(object, str)
    zone_context_menu = Signal(object, str, QPoint)
    player_clicked = Signal(str)
    player_context_menu = Signal(str, QPoint)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._cards: dict[int, TableCardItem] = {}
        self._placed: dict[int, Placed] = {}
        self._rows: dict[tuple[str, str], ZoneItem] = {}
        self._piles: dict[tuple[Zone, str], PileItem] = {}
        self._panels: dict[str, PlayerPanelItem] = {}
        self._arrows: list[ArrowItem] = []
        self._combat_arrows: list[CombatArrowItem] = []
        self._damage_markers: list[DamageMarkerItem] = []
        self._combat: tuple[CombatLine, ...] = ()
        self._damage: list[DealtDamage] = []
        self._players: tuple[str, ...] = ()
        self._state: TableState | None = None
        self._geometry = table_geometry(1280, 720, ("", ""))
        self.stack_panel = StackPanelItem()
        self.addItem(self.stack_panel)
        self.stack_panel.context_menu_requested.connect(self.zone_context_menu)
        self.setSceneRect(0, 0, 1280, 720)

    # ------------------------------------------------------------------ reading

    @property
    def geometry(self) -> TableGeometry:
        return self._geometry

    @property
    def state(self) -> TableState | None:
        return self._state

    def card_item(self, oid: int) -> TableCardItem | None:
        return self._cards.get(oid)

    def card_items(self) -> dict[int, TableCardItem]:
        return dict(self._cards)

    def placed(self, oid: int) -> Placed | None:
        return self._placed.get(oid)

    def pile_item(self, zone: Zone, player: str) -> PileItem | None:
        return self._piles.get((zone, player))

    def row_item(self, player: str, kind: str) -> ZoneItem | None:
        return self._rows.get((player, kind))

    def panel_item(self, player: str) -> PlayerPanelItem | None:
        return self._panels.get(player)

    def arrows(self) -> list[ArrowItem]:
        return list(self._arrows)

    # ------------------------------------------------------------------ players and size

    def set_players(self, players: tuple[str, ...]) -> None:
        """Build the zone items of the players (first player at the bottom)."""
        if players == self._players:
            return
        for item in [*self._rows.values(), *self._piles.values(), *self._panels.values()]:
            self.removeItem(item)
        self._rows.clear()
        self._piles.clear()
        self._panels.clear()
        self._players = players
        rect = self.sceneRect()
        self._geometry = table_geometry(rect.width(), rect.height(), players)
        for name in players[:2]:
            for kind in ROW_KINDS:
                zone = Zone.HAND if kind == "hand" else Zone.BATTLEFIELD
                row = ZoneItem(zone, name, _row_label(kind))
                self._wire_zone(row)
                self._rows[(name, kind)] = row
                self.addItem(row)
            for zone in (Zone.LIBRARY, Zone.GRAVEYARD, Zone.EXILE):
                pile = PileItem(zone, name)
                self._wire_zone(pile)
                self._piles[(zone, name)] = pile
                self.addItem(pile)
            panel = PlayerPanelItem(name)
            panel.clicked.connect(lambda _z, p: self.player_clicked.emit(p))
            panel.context_menu_requested.connect(
                lambda _z, p, pos: self.player_context_menu.emit(p, pos))
            self._panels[name] = panel
            self.addItem(panel)
        self._relayout_zones()

    def _wire_zone(self, item: ZoneItem) -> None:
        item.clicked.connect(self.zone_clicked)
        item.double_clicked.connect(self.zone_double_clicked)
        item.context_menu_requested.connect(self.zone_context_menu)

    def set_size(self, width: float, height: float) -> None:
        """Lay the table out for a view of this size (scene units are view pixels)."""
        self.setSceneRect(0, 0, width, height)
        self._geometry = table_geometry(width, height, self._players or ("", ""))
        self._relayout_zones()
        self._layout_cards()

    def _relayout_zones(self) -> None:
        g = self._geometry
        self.stack_panel.set_rect(g.stack)
        for name in self._players[:2]:
            pg = g.players.get(name)
            if pg is None:
                continue
            self._rows[(name, "battlefield")].set_rect(pg.battlefield)
            self._rows[(name, "lands")].set_rect(pg.lands)
            self._rows[(name, "hand")].set_rect(pg.hand)
            for zone, rect in pg.piles.items():
                self._piles[(zone, name)].set_rect(rect)
            self._panels[name].set_rect(pg.panel)

    def retranslate(self) -> None:
        for (_name, kind), row in self._rows.items():
            row.label = _row_label(kind)
            row.update()
        for pile in self._piles.values():
            pile.retranslate()
        for panel in self._panels.values():
            panel.retranslate()
        self.stack_panel.retranslate()

    # ------------------------------------------------------------------ showing a state

    def apply(self, state: TableState) -> None:
        """Show `state`: new items for new objects, new views for the others, layout."""
        self.set_players(tuple(p.name for p in state.players))
        self._state = state
        gone = [oid for oid in self._cards if oid not in state.cards]
        left_from: dict[int, QPointF] = {}  # where the cards that changed zones were
        for oid in gone:
            removed = self._cards.pop(oid)
            left_from[oid] = removed.destination
            removed.hide_preview()
            self.removeItem(removed)
            removed.deleteLater()
        for oid, placed in state.cards.items():
            item = self._cards.get(oid)
            if item is None:
                item = self._new_item(placed)
                start = self._start_of(placed, left_from)
                if start is not None:  # it slides from there to its place
                    item.setPos(start)
            else:
                item.set_view(placed.view)
            item.set_hidden(placed.hidden)
        self._placed = dict(state.cards)
        for view in state.players:
            panel = self._panels.get(view.name)
            if panel is not None:
                panel.set_view(view)
        for key, pile in state.piles.items():
            pile_item = self._piles.get(key)
            if pile_item is not None:
                pile_item.set_pile(pile)
        self.stack_panel.set_count(sum(1 for p in state.cards.values() if p.zone == Zone.STACK))
        self._layout_cards()

    def _start_of(self, placed: Placed, left_from: Mapping[int, QPointF]) -> QPointF | None:
        """Where a card that just changed zones comes from: its old item's place, or the
        library, graveyard or exile it left (None: a new card, it appears in place)."""
        if placed.previous is None:
            return None
        if placed.previous in left_from:
            return left_from[placed.previous]
        if placed.came_from in (Zone.LIBRARY, Zone.GRAVEYARD, Zone.EXILE):
            pile = self._piles.get((placed.came_from, placed.player))
            if pile is not None:  # the owner's pile (the controller's for a card put
                return pile.sceneBoundingRect().topLeft()  # onto the battlefield)
        return None

    def _new_item(self, placed: Placed) -> TableCardItem:
        size = self._geometry.stack_card if placed.zone == Zone.STACK else \
            self._geometry.card_in("hand" if placed.zone == Zone.HAND else "battlefield")
        item = TableCardItem(placed.view, QSizeF(size))
        item.clicked.connect(self.card_clicked)
        item.double_clicked.connect(self.card_double_clicked)
        item.context_menu_requested.connect(self.card_context_menu)
        item.drag_finished.connect(self._on_drag_finished)
        item.hovered.connect(self.card_hovered)
        self._cards[placed.oid] = item
        self.addItem(item)
        return item

    def set_player_marks(self, players: set[str]) -> None:
        """Mark players as possible targets (while a target is being chosen)."""
        for name, panel in self._panels.items():
            panel.set_target_mark(name in players)

    # ------------------------------------------------------------------ layout

    def _layout_cards(self) -> None:
        by_row: dict[tuple[str, str], list[Placed]] = {}
        attachments: dict[int, list[Placed]] = {}
        stack: list[Placed] = []
        for placed in self._placed.values():
            if placed.zone == Zone.STACK:
                stack.append(placed)
            elif placed.zone == Zone.HAND:
                by_row.setdefault((placed.player, "hand"), []).append(placed)
            elif placed.attached_to is not None and placed.attached_to in self._placed:
                attachments.setdefault(placed.attached_to, []).append(placed)
            else:
                kind = "lands" if placed.land else "battlefield"
                by_row.setdefault((placed.player, kind), []).append(placed)
        for (player, kind), row in self._rows.items():
            self._layout_row(row.rect(), by_row.get((player, kind), []), kind, attachments)
        self._layout_stack(sorted(stack, key=lambda p: p.index))
        self._update_arrows()
        self._update_combat()

    def _place(self, oid: int, center: QPointF, size: QSizeF, z: float) -> None:
        item = self._cards[oid]
        item.set_card_size(size)
        pos = QPointF(center.x() - size.width() / 2, center.y() - size.height() / 2)
        if item.snap_animation.state() != item.snap_animation.State.Running:
            item.move_to(pos)
        item.setZValue(z)

    def _layout_row(self, rect: QRectF, cards: list[Placed], kind: str,
                    attachments: dict[int, list[Placed]]) -> None:
        if not cards:
            return
        size = self._geometry.card_in(kind)
        cw, ch = size.width(), size.height()
        if kind == "lands":
            cards.sort(key=lambda p: (p.view.name, p.index))
        else:
            cards.sort(key=lambda p: p.index)
        entries: list[RowEntry] = []
        previous: Placed | None = None
        for placed in cards:
            width = ch if placed.view.tapped else cw
            extra = len(attachments.get(placed.oid, ())) * ATTACH_DX * cw
            lead = None
            if kind == "lands" and previous is not None and \
                    previous.view.name == placed.view.name and not extra:
                lead = LAND_LEAD * cw + (ch - cw if previous.view.tapped else 0.0)
            entries.append(RowEntry(placed.oid, width, lead, extra))
            previous = placed
        slots = row_slots(cards_area(rect), entries, ch)
        for slot in slots:
            self._place(slot.oid, slot.center, size, card_z(slot.z_index))
            for k, att in enumerate(sorted(attachments.get(slot.oid, ()),
                                           key=lambda p: p.index), start=1):
                c = QPointF(slot.center.x() - k * ATTACH_DX * cw,
                            slot.center.y() - k * ATTACH_DY * ch)
                self._place(att.oid, c, size, Z.ATTACHED_CARD - 0.01 * k)

    def _layout_stack(self, stack: list[Placed]) -> None:
        size = self._geometry.stack_card
        corners = stack_slots(self._geometry.stack, len(stack), size.height())
        for i, (placed, corner) in enumerate(zip(stack, corners, strict=True)):
            center = QPointF(corner.x() + size.width() / 2, corner.y() + size.height() / 2)
            self._place(placed.oid, center, size, Z.STACK_ENTRY + 0.01 * i)

    # ------------------------------------------------------------------ arrows

    def _anchor(self, target: object) -> QPointF | None:
        if isinstance(target, tuple) and len(target) == 3 and target[0] == "pile":
            pile = self._piles.get((target[1], target[2]))
            return pile.sceneBoundingRect().center() if pile is not None else None
        if isinstance(target, str):
            panel = self._panels.get(target)
            return panel.sceneBoundingRect().center() if panel is not None else None
        if isinstance(target, int):
            item = self._cards.get(target)
            if item is not None:
                return _at_rest(item, item.card_rect().center())
        return None

    def _update_arrows(self) -> None:
        wanted: list[tuple[int, object, QPointF, QPointF]] = []
        for source, targets in (self._state.targets if self._state is not None else ()):
            item = self._cards.get(source)
            if item is None:
                continue
            rect = item.card_rect()
            start = _at_rest(item, QPointF(rect.left() + rect.width() * 0.1,
                                           rect.top() + rect.height() * 0.12))
            for target in targets:
                end = self._anchor(target)
                if end is not None:
                    wanted.append((source, target, start, end))
        while len(self._arrows) > len(wanted):
            self.removeItem(self._arrows.pop())
        for i, (source, target, start, end) in enumerate(wanted):
            if i >= len(self._arrows):
                arrow = ArrowItem(source, target)
                self._arrows.append(arrow)
                self.addItem(arrow)
            arrow = self._arrows[i]
            arrow.source, arrow.target = source, target
            arrow.set_ends(start, end)

    def combat_arrows(self) -> list[CombatArrowItem]:
        """The attack arrows and block lines now drawn."""
        return list(self._combat_arrows)

    def damage_markers(self) -> list[DamageMarkerItem]:
        return list(self._damage_markers)

    def set_combat(self, lines: tuple[CombatLine, ...], damage: list[DealtDamage]) -> None:
        """The declared attacks and blocks, and the combat damage of the current step."""
        if lines == self._combat and damage == self._damage:
            return
        self._combat, self._damage = lines, list(damage)
        self._update_combat()

    def _update_combat(self) -> None:
        for old in self._combat_arrows:
            self.removeItem(old)
        self._combat_arrows = []
        for line in self._combat:
            item = self._cards.get(line.source)
            end = self._anchor(line.target)
            if item is None or end is None:
                continue
            arrow = CombatArrowItem(line)
            start = _at_rest(item, item.card_rect().center())
            arrow.set_ends(start, self._short_of(start, end, line.target))
            self.addItem(arrow)
            self._combat_arrows.append(arrow)
        for marker in self._damage_markers:
            self.removeItem(marker)
        self._damage_markers = []
        for dealt in self._damage:
            at = dealt.shown_at if dealt.shown_at is not None else dealt.target
            where = self._anchor(at)
            if where is None:
                continue
            same = sum(1 for m in self._damage_markers if m.damage.shown_at == at
                       or m.damage.target == at)
            marker = DamageMarkerItem(dealt, dealt.step == Step.FIRST_STRIKE_DAMAGE)
            marker.place_at(where + QPointF(same * marker.SIZE * 0.8, 0.0))
            self.addItem(marker)
            self._damage_markers.append(marker)

    def _short_of(self, start: QPointF, end: QPointF, target: object) -> QPointF:
        """Where an arrow to `target` ends: at the edge of its card or panel, not its centre."""
        rect = None
        if isinstance(target, str) and target in self._panels:
            rect = self._panels[target].sceneBoundingRect()
        elif isinstance(target, int) and target in self._cards:
            item = self._cards[target]
            rect = item.mapRectToScene(item.card_rect()).translated(
                item.destination - item.pos())
        if rect is None:
            return end
        dx, dy = end.x() - start.x(), end.y() - start.y()
        k = 1.0
        if dx:
            k = min(k, abs((rect.width() / 2) / dx))
        if dy:
            k = min(k, abs((rect.height() / 2) / dy))
        return QPointF(end.x() - dx * k * 0.9, end.y() - dy * k * 0.9)

    # ------------------------------------------------------------------ dropping

    def _on_drag_finished(self, oid: int, pos: QPointF) -> None:
        self.card_dropped.emit(oid, self.drop_target(oid, pos))

    def drop_target(self, oid: int, pos: QPointF) -> DropTarget | None:
        """What lies under `pos` for a card being dropped (ignoring the card itself)."""
        for item in self.items(pos):
            if isinstance(item, CardItem):
                if item.oid == oid:
                    continue
                placed = self._placed.get(item.oid)
                if placed is not None and placed.zone == Zone.BATTLEFIELD:
                    return DropTarget(Zone.BATTLEFIELD, placed.player, item.oid)
                continue
            if isinstance(item, PileItem):
                return DropTarget(item.zone, item.player)
            if isinstance(item, ZoneItem) and item.zone in (Zone.BATTLEFIELD, Zone.HAND):
                return DropTarget(item.zone, item.player)
        for name in self._players[:2]:
            pg = self._geometry.players.get(name)
            if pg is not None and pg.half.contains(pos):
                return DropTarget(Zone.BATTLEFIELD, name)
        return None

    def snap_back(self, oid: int) -> None:
        item = self._cards.get(oid)
        if item is not None:
            item.snap_back()

    def hide_previews(self) -> None:
        """No hover zoom (the table scrolled or zoomed, the pointer or focus left)."""
        for item in self._cards.values():
            item.cancel_preview()

    def previews(self) -> list[CardItem]:
        """The cards whose hover zoom is shown."""
        return [item for item in self._cards.values() if item.preview is not None]

    def relayout(self) -> None:
        self._layout_cards()

    def settle(self) -> None:
        """End running animations at once (turning, P/T flashes): for still pictures."""
        for item in self._cards.values():
            item.settle()
        self._layout_cards()

    # ------------------------------------------------------------------ background

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        r = self.sceneRect()
        gradient = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
        gradient.setColorAt(0.0, QColor("#2b5a40"))
        gradient.setColorAt(1.0, TABLE_GREEN.darker(125))
        painter.fillRect(rect, QBrush(gradient))
        g = self._geometry
        painter.setPen(QColor(255, 255, 255, 35))
        painter.drawLine(QPointF(r.left() + CARD_GAP, g.middle),
                         QPointF(g.stack.left() - CARD_GAP, g.middle))

