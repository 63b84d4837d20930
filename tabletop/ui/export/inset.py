"""The layer-inspector inset: the window's inspector panel for one object, drawn at the
top of the video, left of the stack.

The panel is the real `InspectorPanel` (the derivation waterfall of 613), laid out
offscreen at its normal width and drawn scaled into the inset. It is drawn anew only after
an action (its picture is kept for the frames between), and not at all while the
object is not in the game.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from ..controller import GameController
from ..panels.inspector import InspectorPanel
from .source import InspectTarget

PANEL_WIDTH = 700  # the inspector's columns at their normal widths
SHARE_OF_WIDTH = 0.42
SHARE_OF_HEIGHT = 0.62
MARGIN = 10
BORDER = QColor("#f2c14e")


def inset_rect(area: QRect, right: int) -> QRect:
    """Where the inset goes in the table's area: at the top, its right edge at `right` (the
    stack's left edge: the stack stays in sight)."""
    width = round(area.width() * SHARE_OF_WIDTH)
    height = round(area.height() * SHARE_OF_HEIGHT)
    return QRect(right - MARGIN - width, area.top() + MARGIN, width, height)


class InspectorInset:
    def __init__(self, controller: GameController, target: InspectTarget, rect: QRect) -> None:
        self.controller = controller
        self.target = target
        self.rect = rect
        self.panel = InspectorPanel(controller)
        self.panel.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        self.panel.empty_layers.setChecked(False)  # the layers that do something
        self.panel.empty_layers.hide()
        for policy in (self.panel.tree.setHorizontalScrollBarPolicy,
                       self.panel.tree.setVerticalScrollBarPolicy):
            policy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # a video cannot scroll
        self.scale = rect.width() / PANEL_WIDTH
        self.most = round(rect.height() / self.scale)  # the tallest the panel gets
        self.panel.resize(QSize(PANEL_WIDTH, self.most))
        self.panel.show()
        self.shown_rect = QRect(rect)
        self.picture: QImage | None = None
        self.shown_oid: int | None = None
        self.ever_shown = False

    def update(self) -> None:
        """Follow the object (it may have changed zones) and draw the panel anew."""
        oid = self.target.find(self.controller.game)
        self.shown_oid = oid
        if oid is None:
            self.picture = None
            return
        self.controller.select(oid)
        self.panel.refresh(force=True)
        self._fit_height()
        self.shown_rect = QRect(self.rect.topLeft(),
                                QSize(self.rect.width(), round(self.panel.height() * self.scale)))
        picture = QImage(self.shown_rect.size(), QImage.Format.Format_RGB32)
        picture.fill(self.panel.palette().window().color())
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.scale(self.scale, self.scale)  # drawn at the inset's size: sharp text
        self.panel.render(painter, QPoint(0, 0))
        painter.end()
        self.picture = picture
        self.ever_shown = True

    def _fit_height(self) -> None:
        """As tall as the waterfall (at most `most`), so the inset hides no more table
        than it must."""
        panel, tree = self.panel, self.panel.tree
        panel.resize(QSize(PANEL_WIDTH, self.most))
        layout = panel.layout()
        if layout is not None:
            layout.activate()
        tree.doItemsLayout()
        needed = panel.height() - tree.viewport().height() + tree.viewportSizeHint().height()
        panel.resize(QSize(PANEL_WIDTH, max(120, min(self.most, needed + 4))))
        if layout is not None:
            layout.activate()
        tree.scrollToTop()

    def close(self) -> None:
        self.panel.close()
        self.panel.deleteLater()

    def paint(self, painter: QPainter) -> None:
        if self.picture is None:
            return
        painter.save()
        rect = self.shown_rect
        painter.fillRect(rect.translated(4, 5), QColor(0, 0, 0, 90))  # a soft shadow
        painter.drawImage(rect.topLeft(), self.picture)
        painter.setPen(QPen(BORDER, 2))
        painter.drawRect(QRectF(rect).adjusted(-1, -1, 1, 1))
        painter.restore()
