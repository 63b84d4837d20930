"""The transport's icons, painted: light shapes that read on the dark bar (the style's
media icons are dark), outlined dark so that they read in the light Replay menu too,
with a dimmed version for a disabled command."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap, QPolygonF

__all__ = ["SHAPES", "transport_icon"]

SIZE = 32
NORMAL = QColor("#e8efe9")
DISABLED = QColor("#5d6f63")
OUTLINE = QColor("#0d1812")

# each shape: bars (x, width) and triangles (x of the base, pointing +1 right / -1 left),
# on a 32-pixel square
Shape = tuple[tuple[tuple[float, float], ...], tuple[tuple[float, int], ...]]
SHAPES: dict[str, Shape] = {
    "start": (((6, 3.5),), ((20, -1), (29, -1))),  # |◀◀
    "back": (((20.5, 3.5),), ((18.5, -1),)),  # ◀|
    "play": ((), ((11, 1),)),  # ▶
    "pause": (((9, 5), (18, 5)), ()),  # ❚❚
    "forward": (((8, 3.5),), ((13.5, 1),)),  # |▶
    "end": (((22.5, 3.5),), ((3, 1), (12, 1))),  # ▶▶|
}
TRIANGLE_W = 10.0
TRIANGLE_H = 16.0


def _paint(shape: Shape, color: QColor, ratio: float) -> QPixmap:
    pixmap = QPixmap(round(SIZE * ratio), round(SIZE * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(OUTLINE, 1.2))
    painter.setBrush(color)
    top, bottom = (SIZE - TRIANGLE_H) / 2, (SIZE + TRIANGLE_H) / 2
    bars, triangles = shape
    for x, width in bars:
        painter.drawRect(QRectF(x, top, width, TRIANGLE_H))
    for x, direction in triangles:
        tip = x + direction * TRIANGLE_W
        painter.drawPolygon(QPolygonF([QPointF(x, top), QPointF(x, bottom),
                                       QPointF(tip, SIZE / 2)]))
    painter.end()
    return pixmap


def transport_icon(name: str, ratio: float = 2.0) -> QIcon:
    """One of SHAPES as an icon (sharp up to `ratio` device pixels per pixel)."""
    icon = QIcon()
    shape = SHAPES[name]
    icon.addPixmap(_paint(shape, NORMAL, ratio), QIcon.Mode.Normal)
    icon.addPixmap(_paint(shape, DISABLED, ratio), QIcon.Mode.Disabled)
    return icon
