"""The table: a QGraphicsScene with a zone item per zone and player, a card item per object.

The scene shows a `TableState` (`apply`): it creates, updates and removes card
items by object id, gives each its new view (an item repaints only when its view
changed), lays them out in their rows, and draws target arrows from the stack.
Gestures leave the scene as signals carrying object ids, zones and player names;
the window turns them into engine Actions. The scene never touches the game.

Big tables stay readable (issue 24): identical permanents are drawn as one stack
item with a count (`card_stacks`), which a click fans out; attachments are tucked
under their hosts; a row makes its cards smaller, then wraps, then scrolls, and
never draws a card narrower than `READABLE_CARD_W` (`layout.row_layout`). Items
exist only for what is shown: a stacked permanent has no item of its own until its
stack is fanned out, so `card_item(oid)` gives the item that shows `oid`.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QObject, QPoint, QPointF, QRect, QRectF, QSizeF, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from tabletop.engine.model.enums import Step, Zone

from .arrows import ArrowItem
from .card_back import TableCardItem
from .card_item import CardItem
from .card_painter import COMPACT_BELOW_PX
from .card_stacks import CardStack, StackKeys, group
from .combat_items import (
    CombatArrowItem,
    CombatLine,
    DamageMarkerItem,
    DealtDamage,
)
from .i18n import translate
from .layout import (
    CARD_GAP,
    FAN_LEAD,
    LAND_LEAD,
    RowEntry,
    RowLayout,
    TableGeometry,
    attach_peek,
    cards_area,
    row_layout,
    stack_slots,
    table_geometry,
)
from .player_summary import summaries
from .stack_view import StackPanelItem
from .view_model import Placed, TableState
from .zones import TABLE_GREEN, PileItem, PlayerPanelItem, RowItem, ZoneItem
from .zvalues import Z, card_z

ROW_KINDS = ("battlefield", "lands", "hand")
RowKey = tuple[str, str]  # (player, row kind)


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


def _row_order(top: bool) -> tuple[str, ...]:
    """A player's rows from the top of the screen down (the upper half is mirrored)."""
    return ("hand", "lands", "battlefield") if top else ROW_KINDS


class TableScene(QGraphicsScene):
    """Signals carry object ids, zones and player names, never engine objects.

    `stack_clicked(oid)`: the top card of a gathered stack was clicked (the window fans
    the stack out, or takes the card as a target or an attacker); `stack_context_menu`
    (oid, screen_pos): a right-click on a stack or on a card of a fanned-out stack;
    `focus_changed(oid or None)`: the keyboard focus moved.
    """

    card_clicked = Signal(int)
    card_double_clicked = Signal(int)
    card_context_menu = Signal(int, QPoint)
    stack_clicked = Signal(int)
    stack_context_menu = Signal(int, QPoint)
    card_dropped = Signal(int, object)  # oid, DropTarget or None
    card_hovered = Signal(int, bool)
    zone_clicked = Signal(object, str)
    zone_double_clicked = Signal(object, str)
    zone_context_menu = Signal(object, str, QPoint)
    player_clicked = Signal(str)
    player_context_menu = Signal(str, QPoint)
    focus_changed = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._cards: dict[int, TableCardItem] = {}  # the items shown, by object id
        self._placed: dict[int, Placed] = {}
        self._rows: dict[RowKey, RowItem] = {}
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
        # big tables: stacks of identical permanents per row, and what is shown of them
        self._keys = StackKeys()
        self._stacks: dict[RowKey, list[CardStack]] = {}
        self._stack_of: dict[int, CardStack] = {}  # every member of a stack of two or more
        self._tops: dict[Hashable, int] = {}  # stack key -> the member drawn on top
        self._shown_by: dict[int, int] = {}  # a hidden member -> the item that shows it
        self._fanned: set[Hashable] = set()
        self._lifted: int | None = None  # a card being dragged off its stack
        self._solo: frozenset[int] = frozenset()  # never stacked: targeted or blocking
        self._combat_solo: frozenset[int] = frozenset()
        self._first: dict[RowKey, int] = {}  # the first entry in view of a scrolled row
        self._layouts: dict[RowKey, RowLayout] = {}
        self._order: list[int] = []  # shown items in reading order (keyboard walking)
        self._on_stack = 0  # objects on the stack
        self._entry_of: dict[int, tuple[RowKey, int]] = {}  # item -> its row and entry
        self._focus: int | None = None
        self._found: frozenset[int] | None = None
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
        """The item that shows `oid`: its own, or its stack's top card."""
        return self._cards.get(self._shown_by.get(oid, oid))

    def card_items(self) -> dict[int, TableCardItem]:
        """The items on the table, by the object each draws."""
        return dict(self._cards)

    def placed(self, oid: int) -> Placed | None:
        return self._placed.get(oid)

    def pile_item(self, zone: Zone, player: str) -> PileItem | None:
        return self._piles.get((zone, player))

    def row_item(self, player: str, kind: str) -> RowItem | None:
        return self._rows.get((player, kind))

    def row_layout(self, player: str, kind: str) -> RowLayout | None:
        """Where the last layout put the row's cards (size, lines, what is out of view)."""
        return self._layouts.get((player, kind))

    def panel_item(self, player: str) -> PlayerPanelItem | None:
        return self._panels.get(player)

    def arrows(self) -> list[ArrowItem]:
        return list(self._arrows)

    def stacks(self) -> list[CardStack]:
        """The stacks of two or more identical permanents, row by row."""
        return [s for row in self._stacks.values() for s in row if s.count > 1]

    def stack_of(self, oid: int) -> CardStack | None:
        """The stack `oid` belongs to (None: it stands alone)."""
        return self._stack_of.get(oid)

    def is_fanned(self, oid: int) -> bool:
        stack = self._stack_of.get(oid)
        return stack is not None and stack.key in self._fanned

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
        self._first.clear()
        self._players = players
        rect = self.sceneRect()
        self._geometry = table_geometry(rect.width(), rect.height(), players)
        for name in players[:2]:
            for kind in ROW_KINDS:
                zone = Zone.HAND if kind == "hand" else Zone.BATTLEFIELD
                row = RowItem(zone, name, kind, _row_label(kind))
                self._wire_zone(row)
                row.scroll_requested.connect(self.scroll_row)
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
            row.retranslate()
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
        self._placed = dict(state.cards)
        self._solo = frozenset(t for _source, targets in state.targets for t in targets
                               if isinstance(t, int)) | self._combat_solo
        self._show_items()
        for view in state.players:
            panel = self._panels.get(view.name)
            if panel is not None:
                panel.set_view(view)
        for name, summary in summaries(state).items():
            panel = self._panels.get(name)
            if panel is not None:
                panel.set_summary(summary)
        for key, pile in state.piles.items():
            pile_item = self._piles.get(key)
            if pile_item is not None:
                pile_item.set_pile(pile)
        self.stack_panel.set_count(self._on_stack)
        self._layout_cards()

    def _show_items(self) -> None:
        """Group the permanents into stacks, then make the items of what is shown: new
        items for new objects (sliding in from where they were), new views for the
        others, and no item for a permanent hidden in a stack."""
        old_shown_by = self._shown_by
        self._group()
        shown = self._shown()
        left_from: dict[int, QPointF] = {}  # where the items that went were
        for oid in [o for o in self._cards if o not in shown]:
            removed = self._cards.pop(oid)
            left_from[oid] = removed.destination
            removed.hide_preview()
            self.removeItem(removed)
            removed.deleteLater()
        for oid in shown:
            placed = self._placed[oid]
            item = self._cards.get(oid)
            if item is None:
                item = self._new_item(placed)
                start = self._start_of(placed, left_from, old_shown_by)
                if start is not None:  # it slides from there to its place
                    item.setPos(start)
                item.set_found(None if self._found is None else oid in self._found)
            else:
                item.set_view(placed.view)
            item.set_hidden(placed.hidden)
        if self._focus is not None and self._focus not in self._cards:
            self.set_focus(self._shown_by.get(self._focus) if self._focus in self._placed
                           else None)

    def _group(self) -> None:
        rows: dict[RowKey, list[Placed]] = {}
        on_stack = 0
        for placed in self._placed.values():
            if placed.zone is Zone.BATTLEFIELD:
                if placed.attached_to is None or placed.attached_to not in self._placed:
                    kind = "lands" if placed.land else "battlefield"
                    rows.setdefault((placed.player, kind), []).append(placed)
            elif placed.zone is Zone.STACK:
                on_stack += 1
        self._on_stack = on_stack
        self._stacks, self._stack_of = {}, {}
        tops: dict[Hashable, int] = {}
        for key, cards in rows.items():
            cards.sort(key=lambda p: p.index)
            stacks = group(cards, self._solo, self._keys)
            self._stacks[key] = self._ordered(stacks, key[1] == "lands")
            for stack in stacks:
                if stack.count > 1:
                    for member in stack.members:
                        self._stack_of[member] = stack
                    tops[stack.key] = self._top_of(stack)
        self._keys.done()
        self._tops = tops
        self._fanned &= set(tops)
        if self._lifted is not None and self._lifted not in self._stack_of:
            self._lifted = None
        self._shown_by = {m: top for m, s in self._stack_of.items()
                          if s.key not in self._fanned and m != self._lifted
                          and m != (top := tops[s.key])}

    def _ordered(self, stacks: list[CardStack], lands: bool) -> list[CardStack]:
        """A row's order: lands by name; other permanents that stand alone before the
        stacks of identical ones (they get their room first), each by zone order."""
        if lands:
            return sorted(stacks, key=lambda s: self._placed[s.members[0]].view.name)
        return [s for s in stacks if s.count == 1] + [s for s in stacks if s.count > 1]

    def _top_of(self, stack: CardStack) -> int:
        """The member drawn on top: the selected one, else the one on top before, else the
        newest; never the card being dragged off."""
        members = [m for m in stack.members if m != self._lifted]
        for member in members:
            if self._placed[member].view.selected:
                return member
        before = self._tops.get(stack.key)
        return before if before in members else members[-1]

    def _shown(self) -> set[int]:
        return self._placed.keys() - self._shown_by.keys()

    def _start_of(self, placed: Placed, left_from: Mapping[int, QPointF],
                  shown_by: Mapping[int, int]) -> QPointF | None:
        """Where a card that just changed zones (or left its stack) comes from: its old
        item's place, or the library, graveyard or exile it left (None: a new card, it
        appears in place)."""
        if placed.oid in shown_by:  # it was drawn as part of a stack
            top = shown_by[placed.oid]
            if top in left_from:
                return left_from[top]
            item = self._cards.get(top)
            return item.destination if item is not None else None
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
        item.clicked.connect(self._on_card_clicked)
        item.badge_clicked.connect(self.toggle_stack)
        item.double_clicked.connect(self.card_double_clicked)
        item.context_menu_requested.connect(self._on_context_menu)
        item.drag_started.connect(self._on_drag_started)
        item.drag_finished.connect(self._on_drag_finished)
        item.hovered.connect(self.card_hovered)
        self._cards[placed.oid] = item
        self.addItem(item)
        return item

    def set_player_marks(self, players: set[str]) -> None:
        """Mark players as possible targets (while a target is being chosen)."""
        for name, panel in self._panels.items():
            panel.set_target_mark(name in players)

    # ------------------------------------------------------------------ stacks

    def _on_card_clicked(self, oid: int) -> None:
        stack = self._stack_of.get(oid)
        if stack is not None and stack.key not in self._fanned:
            self.stack_clicked.emit(oid)
        else:
            self.card_clicked.emit(oid)

    def _on_context_menu(self, oid: int, pos: QPoint) -> None:
        if oid in self._stack_of:
            self.stack_context_menu.emit(oid, pos)
        else:
            self.card_context_menu.emit(oid, pos)

    def request_menu(self, oid: int, pos: QPoint) -> None:
        """Ask for the context menu of the item of `oid` at `pos` (the menu key)."""
        if oid in self._cards:
            self._on_context_menu(oid, pos)

    def toggle_stack(self, oid: int) -> bool:
        """Fan out the stack of `oid` (each card in sight), or gather it again; False when
        `oid` is in no stack."""
        stack = self._stack_of.get(oid)
        if stack is None:
            return False
        self.set_fanned(oid, stack.key not in self._fanned)
        return True

    def set_fanned(self, oid: int, fanned: bool) -> None:
        stack = self._stack_of.get(oid)
        if stack is None or (stack.key in self._fanned) == fanned:
            return
        if fanned:
            self._fanned.add(stack.key)
        else:
            self._fanned.discard(stack.key)
        self._show_items()
        self._layout_cards()

    # ------------------------------------------------------------------ layout

    def _layout_cards(self) -> None:
        attachments: dict[int, list[Placed]] = {}
        hands: dict[str, list[Placed]] = {}
        stack: list[Placed] = []
        for placed in self._placed.values():
            if placed.zone == Zone.STACK:
                stack.append(placed)
            elif placed.zone == Zone.HAND:
                hands.setdefault(placed.player, []).append(placed)
            elif placed.attached_to is not None and placed.attached_to in self._placed:
                attachments.setdefault(placed.attached_to, []).append(placed)
        order: list[int] = []
        self._entry_of = {}
        players = [n for n in self._players[:2] if n in self._geometry.players]
        for position, name in enumerate(sorted(players, key=lambda n: not
                                               self._geometry.players[n].top)):
            if position == 1 or len(players) == 1:
                order += self._layout_stack(sorted(stack, key=lambda p: p.index))
            for kind in _row_order(self._geometry.players[name].top):
                if kind == "hand":
                    cards = sorted(hands.get(name, []), key=lambda p: p.index)
                    entries = self._hand_entries(cards)
                else:
                    entries = self._entries((name, kind), attachments)
                order += self._layout_row((name, kind), entries, attachments)
        self._order = order
        self._update_arrows()
        self._update_combat()

    def _entries(self, key: RowKey, attachments: Mapping[int, list[Placed]]
                 ) -> list[RowEntry]:
        entries: list[RowEntry] = []
        previous: Placed | None = None
        for stack in self._stacks.get(key, []):
            first = self._placed[stack.members[0]]
            tapped = first.view.tapped
            if stack.count > 1 and stack.key in self._fanned:
                for i, member in enumerate(stack.members):
                    entries.append(RowEntry(member, tapped, lead=FAN_LEAD if i else None))
                previous = None
            elif stack.count > 1:
                count = stack.count - (1 if self._lifted in stack else 0)
                entries.append(RowEntry(self._tops[stack.key], tapped, count))
                previous = None
            else:
                held = len(attachments.get(first.oid, ()))
                lead = None
                if key[1] == "lands" and previous is not None and not held and \
                        previous.view.name == first.view.name:
                    lead = LAND_LEAD  # lands of one name overlap like a fanned pile
                entries.append(RowEntry(first.oid, tapped, lead=lead, attachments=held))
                previous = None if held else first
        return entries

    def _hand_entries(self, cards: list[Placed]) -> list[RowEntry]:
        """A hand: faces side by side; the backs of a hidden hand overlap (nothing on
        them to read)."""
        return [RowEntry(p.oid, lead=FAN_LEAD if (i and p.hidden) else None)
                for i, p in enumerate(cards)]

    def _layout_row(self, key: RowKey, entries: list[RowEntry],
                    attachments: Mapping[int, list[Placed]]) -> list[int]:
        """Lay one row out; returns the items of its entries (in view or not) with their
        attachments, in reading order."""
        row = self._rows.get(key)
        if row is None:
            return []
        area = cards_area(row.rect())
        natural = self._geometry.card_in(key[1])
        most = min(max((e.attachments for e in entries), default=0), 2)
        layout = row_layout(area, entries, natural, self._first.get(key, 0),
                            most * 0.14)
        if most and layout.card.width() < COMPACT_BELOW_PX:  # compact faces: taller bars
            layout = row_layout(area, entries, natural, self._first.get(key, 0), most * 0.24)
        self._layouts[key] = layout
        row.set_more(layout.hidden_before, layout.hidden_after)
        order: list[int] = []
        in_view = {slot.oid for slot in layout.slots}
        for index, entry in enumerate(entries):
            for oid in [entry.oid, *self._held(entry.oid, attachments)]:
                self._entry_of[oid] = (key, index)
                order.append(oid)
            if entry.oid not in in_view:
                self._set_visible(entry.oid, False, attachments)
        fanned_last = {s.members[-1]: s.count for s in self._stacks.get(key, [])
                       if s.count > 1 and s.key in self._fanned}
        for slot, entry in zip(layout.slots, entries[layout.first:], strict=False):
            item = self._cards.get(slot.oid)
            if item is None:
                continue
            self._set_visible(slot.oid, True, attachments)
            if entry.count > 1:
                item.set_stack(entry.count)
            else:
                item.set_stack(fanned_last.get(slot.oid, 1), opened=slot.oid in fanned_last)
            self._place(slot.oid, slot.center, layout.card, card_z(slot.z_index))
            self._tuck(item, slot.center, layout.card, attachments.get(slot.oid, []),
                       attachments)
        return order

    def _held(self, oid: int, attachments: Mapping[int, list[Placed]]) -> list[int]:
        """The attachments of `oid` and theirs, nearest first."""
        out: list[int] = []
        for att in sorted(attachments.get(oid, ()), key=lambda p: p.index):
            out += [att.oid, *self._held(att.oid, attachments)]
        return out

    def _tuck(self, host: TableCardItem, center: QPointF, size: QSizeF,
              held: list[Placed], attachments: Mapping[int, list[Placed]],
              depth: int = 0) -> None:
        """Auras and Equipment under their host, each further up and left so its name
        stays in sight; they follow the host while it is dragged."""
        dx, dy = attach_peek(size.width())
        if len(held) > 2:  # more than two share the room of two
            dx, dy = dx * 2 / len(held), dy * 2 / len(held)
        followers: list[CardItem] = []
        for k, att in enumerate(sorted(held, key=lambda p: p.index), start=1):
            item = self._cards.get(att.oid)
            if item is None:
                continue
            item.set_stack(1)
            c = QPointF(center.x() - k * dx, center.y() - k * dy)
            self._place(att.oid, c, size, Z.ATTACHED_CARD - 0.01 * k - 0.1 * depth)
            followers.append(item)
            if depth < 2:
                self._tuck(item, c, size, attachments.get(att.oid, []), attachments, depth + 1)
        host.followers = followers

    def _set_visible(self, oid: int, visible: bool,
                     attachments: Mapping[int, list[Placed]]) -> None:
        item = self._cards.get(oid)
        if item is not None and item.isVisible() != visible:
            item.setVisible(visible)
        for att in attachments.get(oid, ()):
            self._set_visible(att.oid, visible, attachments)

    def _place(self, oid: int, center: QPointF, size: QSizeF, z: float) -> None:
        item = self._cards[oid]
        if item.is_dragging:
            return
        item.set_card_size(size)
        pos = QPointF(center.x() - size.width() / 2, center.y() - size.height() / 2)
        if item.snap_animation.state() != item.snap_animation.State.Running:
            item.move_to(pos)
        item.setZValue(z)

    def _layout_stack(self, stack: list[Placed]) -> list[int]:
        size = self._geometry.stack_card
        corners = stack_slots(self._geometry.stack, len(stack), size.height())
        for i, (placed, corner) in enumerate(zip(stack, corners, strict=True)):
            center = QPointF(corner.x() + size.width() / 2, corner.y() + size.height() / 2)
            self._place(placed.oid, center, size, Z.STACK_ENTRY + 0.01 * i)
            self._cards[placed.oid].set_stack(1)
        return [p.oid for p in reversed(stack)]  # the top of the stack first

    def scroll_row(self, player: str, kind: str, steps: int) -> None:
        """Scroll a row that does not fit by `steps` pages (negative: back)."""
        key = (player, kind)
        layout = self._layouts.get(key)
        if layout is None or not layout.overflows:
            return
        first = max(0, min(layout.first + steps * max(layout.shown, 1),
                           layout.total - max(layout.shown, 1)))  # the last page is full
        if first != layout.first:
            self._first[key] = first
            self._layout_cards()

    # ------------------------------------------------------------------ keyboard focus

    @property
    def focused(self) -> int | None:
        """The object whose item has the keyboard focus."""
        return self._focus

    def focus_order(self) -> list[int]:
        """The items the keyboard walks through, in reading order."""
        return list(self._order)

    def set_focus(self, oid: int | None) -> None:
        """Give the keyboard focus to the item of `oid` (scrolling its row into view)."""
        if oid is not None and oid not in self._cards:
            oid = None
        if oid == self._focus:
            return
        old = self._cards.get(self._focus) if self._focus is not None else None
        if old is not None:
            old.set_focused(False)
        self._focus = oid
        if oid is not None:
            self._cards[oid].set_focused(True)
            self._scroll_into_view(oid)
        self.focus_changed.emit(oid)

    def focus_step(self, forward: bool) -> bool:
        """Tab: the next (or previous) item; False past the last one (the focus leaves)."""
        order = self._order
        if not order:
            return False
        if self._focus not in order:
            self.set_focus(order[0] if forward else order[-1])
            return True
        index = order.index(self._focus) + (1 if forward else -1)
        if not 0 <= index < len(order):
            self.set_focus(None)
            return False
        self.set_focus(order[index])
        return True

    def focus_into_stack(self) -> bool:
        """Walk into the focused stack: fan it out and focus its first card."""
        focus = self._focus
        stack = self._stack_of.get(focus) if focus is not None else None
        if stack is None or stack.key in self._fanned:
            return False
        self.set_fanned(stack.members[0], True)
        self.set_focus(stack.members[0])
        return True

    def focus_out_of_stack(self) -> bool:
        """Walk out of a fanned-out stack: gather it and focus it."""
        focus = self._focus
        stack = self._stack_of.get(focus) if focus is not None else None
        if stack is None or stack.key not in self._fanned:
            return False
        self.set_fanned(stack.members[0], False)
        self.set_focus(self._tops.get(stack.key))
        return True

    def _scroll_into_view(self, oid: int) -> None:
        place = self._entry_of.get(oid)
        if place is None:
            return
        key, index = place
        layout = self._layouts.get(key)
        if layout is None or layout.first <= index < layout.first + layout.shown:
            return
        first = max(0, min(index, layout.total - max(layout.shown, 1)))  # a full page
        while True:
            self._first[key] = first
            self._layout_cards()
            layout = self._layouts[key]
            if index < layout.first + layout.shown or first >= index:
                return
            first += 1

    # ------------------------------------------------------------------ finding

    def set_found(self, found: frozenset[int] | None) -> None:
        """Mark the cards found (the rest dimmed); None ends the filter."""
        self._found = found
        for oid, item in self._cards.items():
            item.set_found(None if found is None else oid in found)

    # ------------------------------------------------------------------ arrows

    def _anchor(self, target: object) -> QPointF | None:
        if isinstance(target, tuple) and len(target) == 3 and target[0] == "pile":
            pile = self._piles.get((target[1], target[2]))
            return pile.sceneBoundingRect().center() if pile is not None else None
        if isinstance(target, str):
            panel = self._panels.get(target)
            return panel.sceneBoundingRect().center() if panel is not None else None
        if isinstance(target, int):
            item = self.card_item(target)
            if item is not None:
                return _at_rest(item, item.card_rect().center())
        return None

    def _update_arrows(self) -> None:
        wanted: list[tuple[int, object, QPointF, QPointF]] = []
        for source, targets in (self._state.targets if self._state is not None else ()):
            item = self.card_item(source)
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
        """The declared attacks and blocks, and the combat damage of the current step.
        Blockers, the attackers they block and banded attackers leave their stacks (each
        has its line)."""
        if lines == self._combat and damage == self._damage:
            return
        self._combat, self._damage = lines, list(damage)
        solo = frozenset(o for line in lines if line.kind in ("block", "band")
                         for o in (line.source, line.target) if isinstance(o, int))
        if solo != self._combat_solo:
            self._solo = (self._solo - self._combat_solo) | solo
            self._combat_solo = solo
            self._show_items()
            self._layout_cards()
            return
        self._update_combat()

    def _update_combat(self) -> None:
        for old in self._combat_arrows:
            self.removeItem(old)
        self._combat_arrows = []
        drawn: set[tuple[int, object]] = set()
        for line in self._combat:
            item = self.card_item(line.source)
            end = self._anchor(line.target)
            if item is None or end is None or (item.oid, line.target) in drawn:
                continue
            drawn.add((item.oid, line.target))  # one arrow from a stack of attackers
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
        elif isinstance(target, int) and self.card_item(target) is not None:
            item = self.card_item(target)
            assert item is not None
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

    # ------------------------------------------------------------------ dragging

    def _on_drag_started(self, oid: int) -> None:
        """Dragging the top card of a gathered stack takes that one card: the rest of
        the stack stays, with one less."""
        stack = self._stack_of.get(oid)
        if stack is not None and stack.key not in self._fanned:
            self._lifted = oid
            self._show_items()
            self._layout_cards()
            self._cards[oid].set_stack(1)

    def _on_drag_finished(self, oid: int, pos: QPointF) -> None:
        self.card_dropped.emit(oid, self.drop_target(oid, pos))
        if self._lifted is not None:
            self._lifted = None
            self._show_items()
            self._layout_cards()

    def drop_target(self, oid: int, pos: QPointF) -> DropTarget | None:
        """What lies under `pos` for a card being dropped (ignoring the card itself)."""
        for item in self.items(pos):
            if isinstance(item, CardItem):
                if item.oid == oid or not item.isVisible():
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
