"""The card on the table: a `QGraphicsObject` that paints a `CardView`.

A `CardItem` holds an object id and the view of that object, never an engine
object. The controller gives it a new view after each event (`set_view`); it
repaints only when the view changed, turns when the card is tapped, pulses
its P/T box when power or toughness changed, and reports gestures by signals
carrying the object id. Whether a drag is legal is for the controller: the
item reports where it was dropped, and `snap_back()` returns it home.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QByteArray,
    QEasingCurve,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSizeF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QPainter, QPainterPath, QPixmapCache
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from . import motion
from .card_painter import CARD_ASPECT, detail_for_width, marks_margin, paint_card
from .card_view import CardView, Highlight
from .painting.faces import other_face_extent, paint_other_face
from .painting.stack_badge import badge_rect, badge_text, focus_ring, found_mark
from .stack_items import StackBadgeItem, StackEdgesItem
from .zvalues import ItemType, Z

DEFAULT_CARD_SIZE = QSizeF(120.0, 120.0 * CARD_ASPECT)
PIXMAP_CACHE_KB = 256 * 1024
"""QPixmapCache size the first card item asks for (unless the program set more).

Item caches live in QPixmapCache; its default 10 MB holds about a hundred
cached cards, so a bigger board would repaint every card on every frame.
"""


def ensure_pixmap_cache(kilobytes: int = PIXMAP_CACHE_KB) -> None:
    """Raise the QPixmapCache limit to at least `kilobytes`."""
    if QPixmapCache.cacheLimit() < kilobytes:
        QPixmapCache.setCacheLimit(kilobytes)


def _card_path(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    radius = 0.05 * rect.width()
    path.addRoundedRect(rect, radius, radius)
    return path


class CardPreviewItem(QGraphicsItem):
    """The enlarged card shown while the mouse rests on a card.

    It ignores the view's zoom (`ItemIgnoresTransformations`): its size is
    in device pixels, chosen by the card when it shows it. It takes no mouse
    events, so it never steals the hover from the card under it.
    """

    def __init__(self, view: CardView, width: float = 280.0) -> None:
        super().__init__()
        self._view = self._preview_view(view)
        self._rect = QRectF(0.0, 0.0, width, width * CARD_ASPECT)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(Z.HOVER_PREVIEW)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @staticmethod
    def _preview_view(view: CardView) -> CardView:
        return dataclasses.replace(view, selected=False, highlight=Highlight.NONE, tapped=False)

    @property
    def view(self) -> CardView:
        return self._view

    def set_view(self, view: CardView) -> None:
        shown = self._preview_view(view)
        if shown != self._view:
            if marks_margin(shown) != marks_margin(self._view) or \
                    other_face_extent(shown) != other_face_extent(self._view):
                self.prepareGeometryChange()
            self._view = shown
            self.update()

    def size(self) -> QSizeF:
        """Its size, with the other face of a double-faced card beside it (712)."""
        extent = 1.0 + other_face_extent(self._view)
        return QSizeF(self._rect.width() * extent, self._rect.height())

    def set_width(self, width: float) -> None:
        """Resize to `width` device pixels (the height follows the card's aspect)."""
        if width != self._rect.width():
            self.prepareGeometryChange()
            self._rect = QRectF(0.0, 0.0, width, width * CARD_ASPECT)

    def type(self) -> int:
        return int(ItemType.CARD_PREVIEW)

    def boundingRect(self) -> QRectF:
        m = self._rect.width() * marks_margin(self._view)
        side = self._rect.width() * other_face_extent(self._view)  # a DFC's other face
        return self._rect.adjusted(-m, -m, m + 8.0 + side, m + 10.0)  # and the drop shadow

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(Qt.GlobalColor.black)
        painter.setOpacity(0.35)
        shadow = self._rect.translated(6.0, 8.0)
        painter.drawRoundedRect(shadow, 0.05 * shadow.width(), 0.05 * shadow.width())
        painter.setOpacity(1.0)
        paint_card(painter, self._rect, self._view, "full")
        paint_other_face(painter, self._rect, self._view)


class CardItem(QGraphicsObject):
    """One object on the table, painted from its `CardView`.

    Signals carry the object id: `clicked(oid)`, `double_clicked(oid)`,
    `context_menu_requested(oid, screen_pos)`, `drag_started(oid)`,
    `drag_finished(oid, scene_pos)` (the cursor's scene position at the drop),
    `hovered(oid, entered)` and `badge_clicked(oid)` (the badge of an opened stack).

    On a big table one item may stand for a stack of identical permanents
    (`set_stack`): it draws their edges under it and a count badge. It also draws the
    keyboard focus ring and the find mark; its `followers` (the attachments tucked
    under it) move with it while it is dragged.
    """

    clicked = Signal(int)
    double_clicked = Signal(int)
    context_menu_requested = Signal(int, QPoint)
    drag_started = Signal(int)
    drag_finished = Signal(int, QPointF)
    hovered = Signal(int, bool)
    badge_clicked = Signal(int)

    PT_FLASH_MS = motion.PT_FLASH_MS
    TAP_MS = motion.TAP_MS
    MOVE_MS = motion.MOVE_MS
    PULSE_MS = motion.PULSE_MS
    SNAP_BACK_MS = 180
    PREVIEW_DELAY_MS = 300
    PREVIEW_WIDTH = 280.0

    def __init__(
        self,
        view: CardView,
        size: QSizeF | None = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._oid = view.oid
        self._view = view
        card = size if size is not None else DEFAULT_CARD_SIZE
        self._rect = QRectF(0.0, 0.0, card.width(), card.height())
        self._flash = 0.0
        self._press_scene_pos: QPointF | None = None
        self._drag_origin: QPointF | None = None
        self._dragging = False
        self._suppress_click = False
        self._z_before_drag = self.zValue()
        self._preview: CardPreviewItem | None = None
        self._margin = marks_margin(view)
        self._stack_count = 1
        self._stack_open = False
        self._badge: StackBadgeItem | None = None  # made when the item stands for a stack
        self._edges: StackEdgesItem | None = None
        self._focused = False
        self._found: bool | None = None  # the find filter: a match, dimmed, or no filter
        self.followers: list[CardItem] = []
        self.preview_enabled = True
        ensure_pixmap_cache()

        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable, True)
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setTransformOriginPoint(self._rect.center())
        self.setZValue(Z.CARD)
        self.setRotation(90.0 if view.tapped else 0.0)
        self._update_tooltip()

        self.pt_animation = QVariantAnimation(self)
        self.pt_animation.setDuration(self.PT_FLASH_MS)
        self.pt_animation.setStartValue(1.0)
        self.pt_animation.setEndValue(0.0)
        self.pt_animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.pt_animation.valueChanged.connect(self._on_flash_value)

        self.tap_animation = QVariantAnimation(self)
        self.tap_animation.setDuration(self.TAP_MS)
        self.tap_animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self.tap_animation.valueChanged.connect(self._on_rotation_value)

        self.snap_animation = QVariantAnimation(self)
        self.snap_animation.setDuration(self.SNAP_BACK_MS)
        self.snap_animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.snap_animation.valueChanged.connect(self._on_pos_value)

        # a move to another place on the table (the layout changed, or the card changed
        # zones): Qt's property animation of the item's `pos`
        self.move_animation = QPropertyAnimation(self, QByteArray(b"pos"), self)
        self.move_animation.setDuration(self.MOVE_MS)
        self.move_animation.setEasingCurve(QEasingCurve.Type.OutCubic)

        # counters changed: the card swells a little and back (`scale`)
        self.pulse_animation = QPropertyAnimation(self, QByteArray(b"scale"), self)
        self.pulse_animation.setDuration(self.PULSE_MS)
        self.pulse_animation.setKeyValueAt(0.0, 1.0)
        self.pulse_animation.setKeyValueAt(0.5, motion.PULSE_SCALE)
        self.pulse_animation.setKeyValueAt(1.0, 1.0)

        self._preview_timer = QTimer(self)
        self._preview_timer.setSingleShot(True)
        self._preview_timer.timeout.connect(self.show_preview)

    # ------------------------------------------------------------------ state

    @property
    def oid(self) -> int:
        return self._oid

    @property
    def view(self) -> CardView:
        return self._view

    @property
    def preview(self) -> CardPreviewItem | None:
        """The enlarged preview while it is shown."""
        return self._preview

    def card_rect(self) -> QRectF:
        """The card's outline in item coordinates (the bounding rect adds the marks)."""
        return QRectF(self._rect)

    # ------------------------------------------------------------------ big tables

    @property
    def stack_count(self) -> int:
        """How many identical permanents this item stands for (1: just its own)."""
        return self._stack_count

    @property
    def stack_open(self) -> bool:
        return self._stack_open

    def badge(self) -> str:
        """The count badge drawn on the card ("×24"), or "" for a single card."""
        return badge_text(self._stack_count) if self._stack_count > 1 else ""

    def set_stack(self, count: int, opened: bool = False) -> None:
        """Stand for `count` identical permanents; `opened`: the last card of a stack
        that is fanned out (its badge gathers the stack)."""
        count = max(count, 1)
        opened = opened and count > 1
        if (count, opened) != (self._stack_count, self._stack_open):
            self._stack_count, self._stack_open = count, opened
            self._update_stack_marks()

    def _update_stack_marks(self) -> None:
        """The badge and the edges are child items: a count that changes repaints them,
        not the card."""
        count = self._stack_count
        if count > 1 and self._badge is None:
            self._badge, self._edges = StackBadgeItem(self), StackEdgesItem(self)
        if self._badge is None or self._edges is None:
            return
        self._badge.setVisible(count > 1)
        self._edges.setVisible(count > 1 and not self._stack_open)
        self._badge.set_mark(self._rect, count)
        self._badge.set_opened(self._stack_open)
        self._badge.set_turned(self.rotation())
        self._edges.set_mark(self._rect, count)

    def _set_turn(self, angle: float) -> None:
        self.setRotation(angle)
        if self._badge is not None:
            self._badge.set_turned(angle)

    @property
    def focused(self) -> bool:
        return self._focused

    def set_focused(self, on: bool) -> None:
        if on != self._focused:
            self.prepareGeometryChange()
            self._focused = on
            self.update()

    @property
    def found(self) -> bool | None:
        """True: the find filter matches the card; False: it does not (dimmed); None: no
        filter."""
        return self._found

    def set_found(self, found: bool | None) -> None:
        if found == self._found:
            return
        if bool(found) != bool(self._found):
            self.prepareGeometryChange()
            self.update()
        self._found = found
        self.setOpacity(0.28 if found is False else 1.0)

    @property
    def is_dragging(self) -> bool:
        return self._dragging

    def _move_followers(self, before: QPointF) -> None:
        delta = self.pos() - before
        if not delta.isNull():
            for follower in self.followers:
                follower.setPos(follower.pos() + delta)

    def set_card_size(self, size: QSizeF) -> None:
        if size == self._rect.size():
            return
        self.prepareGeometryChange()
        self._rect = QRectF(0.0, 0.0, size.width(), size.height())
        self.setTransformOriginPoint(self._rect.center())
        self._update_stack_marks()
        self.update()

    def set_view(self, view: CardView) -> None:
        """Show a new view; nothing happens (no repaint) when it equals the current one."""
        if view.oid != self._oid:
            raise ValueError(f"view of object {view.oid} given to the item of object {self._oid}")
        if view is self._view or view == self._view:
            return
        old = self._view
        self._view = view
        self._update_margin(self._painted_view())
        if (old.power, old.toughness, old.loyalty, old.defense) != (
            view.power,
            view.toughness,
            view.loyalty,
            view.defense,
        ):
            self.flash_pt()
        if old.counters != view.counters or old.level != view.level:
            self.pulse()
        if old.tapped != view.tapped:
            self._turn(90.0 if view.tapped else 0.0)
        if self._preview is not None:
            self._preview.set_view(view)
        self._update_tooltip()
        self.update()

    def _update_tooltip(self) -> None:
        """A translated card names its English (Oracle) name and type line on hover."""
        view = self._view
        tip = f"{view.oracle_name}\n{view.type_line}" if view.oracle_name else ""
        if tip != self.toolTip():
            self.setToolTip(tip)

    # ------------------------------------------------------------------ P/T flash

    def _get_flash(self) -> float:
        return self._flash

    def _set_flash(self, value: float) -> None:
        value = float(value)
        if value != self._flash:
            self._flash = value
            self.update()

    ptFlash = Property(float, _get_flash, _set_flash)

    def _on_flash_value(self, value: float) -> None:
        self._set_flash(float(value))

    def flash_pt(self) -> None:
        """Pulse the P/T (or loyalty) box for `PT_FLASH_MS` so the eye catches a change."""
        self.pt_animation.stop()
        if not motion.enabled():
            self._set_flash(0.0)
            return
        self.pt_animation.start()

    def pulse(self) -> None:
        """Swell a little and back (counters changed)."""
        self.pulse_animation.stop()
        if not motion.enabled() or self.scene() is None:
            self.setScale(1.0)
            return
        self.pulse_animation.start()

    # ------------------------------------------------------------------ moving

    def move_to(self, pos: QPointF) -> None:
        """Go to `pos`: slide there when animations are on and the card is on the table."""
        moving = self.move_animation.state() == QAbstractAnimation.State.Running
        if moving and self.move_animation.endValue() == pos:
            return  # already on its way there
        self.move_animation.stop()
        if not motion.enabled() or self.scene() is None or not self.isVisible() \
                or self.pos() == pos or self._dragging:
            self.setPos(pos)
            return
        self.move_animation.setStartValue(QPointF(self.pos()))
        self.move_animation.setEndValue(QPointF(pos))
        self.move_animation.start()

    @property
    def destination(self) -> QPointF:
        """Where the card is going (its place when it is not moving)."""
        if self.move_animation.state() == QAbstractAnimation.State.Running:
            end = self.move_animation.endValue()
            if isinstance(end, QPointF):
                return QPointF(end)
        return QPointF(self.pos())

    def settle(self) -> None:
        """End every running animation at its end value (for still pictures)."""
        for animation in (self.tap_animation, self.pt_animation, self.snap_animation,
                          self.move_animation, self.pulse_animation):
            if animation.state() == QAbstractAnimation.State.Running:
                animation.setCurrentTime(animation.duration())
                animation.stop()

    # ------------------------------------------------------------------ tapping

    def _on_rotation_value(self, value: float) -> None:
        self._set_turn(float(value))

    def _turn(self, target: float) -> None:
        self.tap_animation.stop()
        if self.scene() is None or not self.isVisible() or not motion.enabled():
            self._set_turn(target)
            return
        self.tap_animation.setStartValue(self.rotation())
        self.tap_animation.setEndValue(target)
        self.tap_animation.start()

    # ------------------------------------------------------------------ dragging

    def _on_pos_value(self, value: object) -> None:
        if isinstance(value, QPointF):
            before = self.pos()
            self.setPos(value)
            self._move_followers(before)

    def snap_back(self, animated: bool = True) -> None:
        """Return to where the last drag started (the controller refused the drop)."""
        if self._drag_origin is None:
            return
        origin = QPointF(self._drag_origin)
        self.snap_animation.stop()
        if not animated or self.scene() is None:
            before = self.pos()
            self.setPos(origin)
            self._move_followers(before)
            return
        self.snap_animation.setStartValue(QPointF(self.pos()))
        self.snap_animation.setEndValue(origin)
        self.snap_animation.start()

    # ------------------------------------------------------------------ QGraphicsItem

    def type(self) -> int:
        return int(ItemType.CARD)

    def _painted_view(self, selected: bool | None = None) -> CardView:
        """The view as painted: Qt's own selection shows like the view's `selected`."""
        qt_selected = self.isSelected() if selected is None else selected
        if qt_selected and not self._view.selected:
            return dataclasses.replace(self._view, selected=True)
        return self._view

    def boundingRect(self) -> QRectF:
        m = self._rect.width() * max(self._margin,
                                     0.06 if (self._focused or self._found) else 0.0)
        return self._rect.adjusted(-m, -m, m, m)

    def _update_margin(self, view: CardView) -> None:
        margin = marks_margin(view)
        if margin != self._margin:
            self.prepareGeometryChange()
            self._margin = margin

    def shape(self) -> QPainterPath:
        return _card_path(self._rect)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        detail = detail_for_width(self._rect.width() * lod)
        paint_card(painter, self._rect, self._painted_view(), detail, pt_flash=self._flash)
        self.paint_marks(painter)

    def paint_marks(self, painter: QPainter) -> None:
        """The find mark and the focus ring, over the card."""
        if self._found:
            found_mark(painter, self._rect)
        if self._focused:
            focus_ring(painter, self._rect)

    def on_badge(self, pos: QPointF) -> bool:
        """Whether `pos` (item coordinates) is on the count badge (upright or turned)."""
        if self._stack_count <= 1:
            return False
        rect = badge_rect(self._rect, self.badge())
        side = max(rect.width(), rect.height())
        hit = QRectF(0.0, 0.0, side, side)
        hit.moveCenter(rect.center())
        return hit.contains(pos)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if change == QGraphicsItem.GraphicsItemChange.ItemSelectedChange:
            self._update_margin(self._painted_view(bool(value)))
        elif change == QGraphicsItem.GraphicsItemChange.ItemSelectedHasChanged:
            self.update()
        elif change == QGraphicsItem.GraphicsItemChange.ItemSceneChange or (
            change == QGraphicsItem.GraphicsItemChange.ItemVisibleHasChanged
            and not self.isVisible()
        ):
            self.cancel_preview()
        return super().itemChange(change, value)

    # ------------------------------------------------------------------ mouse

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.cancel_preview()  # a click, a drag or a menu: the zoom is in the way
        if event.button() == Qt.MouseButton.LeftButton:
            self.snap_animation.stop()
            self._press_scene_pos = event.scenePos()
            self._drag_origin = QPointF(self.pos())
            self._dragging = False
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press_scene_pos is not None and not self._dragging:
            moved = event.scenePos() - self._press_scene_pos
            view_scale = 1.0
            if self.scene() is not None and self.scene().views():
                view_scale = self.scene().views()[0].transform().m11() or 1.0
            if moved.manhattanLength() * view_scale >= QApplication.startDragDistance():
                self._dragging = True
                self._z_before_drag = self.zValue()
                self.setZValue(Z.DRAGGED_CARD)
                self._preview_timer.stop()
                self.hide_preview()
                self.drag_started.emit(self._oid)
        if self._dragging:
            before = self.pos()
            super().mouseMoveEvent(event)
            self._move_followers(before)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        if event.button() != Qt.MouseButton.LeftButton:
            return
        was_dragging = self._dragging
        self._dragging = False
        self._press_scene_pos = None
        if was_dragging:
            self.setZValue(self._z_before_drag)
            self.drag_finished.emit(self._oid, event.scenePos())
        elif self._suppress_click:
            self._suppress_click = False
        elif self._stack_open and self.on_badge(event.pos()):
            self.badge_clicked.emit(self._oid)
        else:
            self.clicked.emit(self._oid)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._suppress_click = True
            self.double_clicked.emit(self._oid)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        self.context_menu_requested.emit(self._oid, event.screenPos())
        event.accept()

    # ------------------------------------------------------------------ hover preview

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered.emit(self._oid, True)
        if self.preview_enabled and not self._dragging:
            self._preview_timer.start(self.PREVIEW_DELAY_MS)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._preview_timer.stop()
        self.hide_preview()
        self.hovered.emit(self._oid, False)
        super().hoverLeaveEvent(event)

    def show_preview(self) -> CardPreviewItem | None:
        """Show the enlarged card beside this one (inside the first view's viewport)."""
        scene: QGraphicsScene | None = self.scene()  # None off the scene (the stub omits it)
        if scene is None:
            return None
        if self._preview is None:
            self._preview = CardPreviewItem(self._view, self.PREVIEW_WIDTH)
            scene.addItem(self._preview)
        else:
            self._preview.set_view(self._view)
        self._preview.set_width(self._preview_width())
        self._preview.setPos(self._preview_pos(self._preview.size()))
        return self._preview

    def _preview_width(self) -> float:
        """`PREVIEW_WIDTH`, or twice the card's size on screen when zoomed in; never taller
        than the viewport."""
        scene = self.scene()
        views = scene.views() if scene is not None else []
        if not views:
            return self.PREVIEW_WIDTH
        view = views[0]
        shown = view.mapFromScene(self.mapRectToScene(self._rect)).boundingRect()
        on_screen = min(shown.width(), shown.height()) if self.rotation() % 180 else shown.width()
        width = max(self.PREVIEW_WIDTH, 2.0 * on_screen)
        height_cap = view.viewport().height() * 0.96 / CARD_ASPECT
        return max(min(width, height_cap), 60.0)

    def cancel_preview(self) -> None:
        """Hide the preview and forget a pending one (the hover did not end normally)."""
        self._preview_timer.stop()
        self.hide_preview()

    def hide_preview(self) -> None:
        preview, self._preview = self._preview, None
        if preview is not None and preview.scene() is not None:
            preview.scene().removeItem(preview)

    def _preview_pos(self, size: QSizeF) -> QPointF:
        bounds = self.mapRectToScene(self._rect)
        scene = self.scene()
        views = scene.views() if scene is not None else []
        if not views:
            return bounds.topRight() + QPointF(8.0, 0.0)
        view = views[0]
        card = view.mapFromScene(bounds).boundingRect()
        port = view.viewport().rect()
        gap = 12
        w, h = int(size.width()), int(size.height())
        x = card.right() + gap
        if x + w > port.right():
            x = card.left() - gap - w
        x = max(port.left(), min(x, port.right() - w))
        y = card.center().y() - h // 2
        y = max(port.top(), min(y, port.bottom() - h))
        return view.mapToScene(QPoint(x, y))
