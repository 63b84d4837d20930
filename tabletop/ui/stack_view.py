"""The stack in the middle of the table: a panel whose entries are card items.

Spells and abilities on the stack are card items like any other (an ability is
shown as a small card of its source, see `view_model.ability_view`); this panel
paints the place they cascade in, the top of the stack lowest and in front,
and says "empty" when nothing waits to resolve.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from tabletop.engine.model.enums import Zone

from .i18n import translate
from .layout import LABEL_H, MARGIN
from .palette import FontRole, draw_text
from .zones import LABEL, ZoneItem
from .zvalues import ItemType, Z

STACK_FILL = QColor(10, 20, 40, 120)
STACK_EDGE = QColor(120, 170, 255, 110)


class StackPanelItem(ZoneItem):
    """The stack's place; `count` is the number of objects on it."""

    def __init__(self) -> None:
        super().__init__(Zone.STACK, "", translate("Table", "Stack"))
        self.count = 0
        self.setZValue(Z.STACK)

    def type(self) -> int:
        return int(ItemType.STACK)

    def retranslate(self) -> None:
        self.label = translate("Table", "Stack")
        self.update()

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(STACK_EDGE, 1.5))
        painter.setBrush(STACK_FILL)
        painter.drawRoundedRect(r, 10.0, 10.0)
        painter.setPen(QColor("#ffffff"))
        title = self.label.upper() + (f"  ·  {self.count}" if self.count else "")
        draw_text(painter, FontRole.LABEL, 12.0,
                  QRectF(r.left() + MARGIN, r.top() + 4, r.width() - 2 * MARGIN, LABEL_H),
                  title, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if not self.count:
            painter.setPen(LABEL)
            draw_text(painter, FontRole.LABEL, 11.0, r, translate("Table", "empty"),
                      Qt.AlignmentFlag.AlignCenter)
