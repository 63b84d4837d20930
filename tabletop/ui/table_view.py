"""The view onto the table scene: fitted, scene units are the view's pixels.

When the view changes size the scene lays the table out anew for that size, so
cards are as big as the window allows and are painted at device resolution
(sharp on HiDPI screens; items cache in device coordinates). Ctrl+wheel (or
Ctrl++ / Ctrl+-) zooms in around the cursor, the wheel then pans; Ctrl+0 fits
the table again.

The keyboard walks the cards: Tab and Shift+Tab move the focus ring from card to
card (and out of the table after the last), Down walks into a stack (it fans out),
Up walks out of it again, and the menu key (or Shift+F10) opens the focused card's
context menu.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPainter, QResizeEvent, QTransform, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .table_scene import TableScene

ZOOM_STEP = 1.15
MAX_ZOOM = 3.0


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(640, 400)
        self.key_handler: Callable[[QKeyEvent], bool] | None = None
        self.zoom = 1.0

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._walk(event) or (self.key_handler is not None and self.key_handler(event)):
            event.accept()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab walks the cards of the table before the focus leaves it."""
        if self.hasFocus() and self.table.focus_step(next):
            return True
        return super().focusNextPrevChild(next)

    def _walk(self, event: QKeyEvent) -> bool:
        """The keys that move the focus ring into and out of stacks, and open menus."""
        focused = self.table.focused
        if focused is None:
            return False
        key, mods = event.key(), event.modifiers()
        plain = mods == Qt.KeyboardModifier.NoModifier
        if key == Qt.Key.Key_Down and plain:
            return self.table.focus_into_stack()
        if key == Qt.Key.Key_Up and plain:
            return self.table.focus_out_of_stack()
        if key == Qt.Key.Key_Menu or (key == Qt.Key.Key_F10 and
                                      mods == Qt.KeyboardModifier.ShiftModifier):
            item = self.table.card_item(focused)
            if item is not None:
                centre = self.mapFromScene(item.sceneBoundingRect().center())
                self.table.request_menu(focused, self.viewport().mapToGlobal(centre))
                return True
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_scene()

    def fit_scene(self) -> None:
        self.table.hide_previews()
        size = self.viewport().size()
        self.table.set_size(float(size.width()), float(size.height()))
        self.setSceneRect(self.table.sceneRect())
        self.resetCachedContent()

    def zoom_by(self, factor: float) -> None:
        """Zoom in (factor > 1) or out, between the fitted table and `MAX_ZOOM`, keeping
        the point under the cursor (or the middle) where it is."""
        self.set_zoom(self.zoom * factor)

    def set_zoom(self, zoom: float) -> None:
        zoom = max(1.0, min(MAX_ZOOM, zoom))
        if abs(zoom - self.zoom) < 1e-6:
            return
        self.zoom = zoom
        self.table.hide_previews()
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setTransform(QTransform.fromScale(zoom, zoom))
        self.resetCachedContent()

    def fit_to_table(self) -> None:
        """Back to the whole table in the view (zoom 1)."""
        self.zoom = 1.0
        self.setTransform(QTransform())
        self.fit_scene()

    # the hover zoom goes when the table moves under it or the pointer or focus leaves
    def scrollContentsBy(self, dx: int, dy: int) -> None:
        self.table.hide_previews()
        super().scrollContentsBy(dx, dy)

    def leaveEvent(self, event: QEvent) -> None:
        self.table.hide_previews()
        super().leaveEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.table.hide_previews()
        super().focusOutEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        self.table.hide_previews()
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120.0
            if steps:
                self.zoom_by(ZOOM_STEP ** steps)
            event.accept()
            return
        super().wheelEvent(event)
