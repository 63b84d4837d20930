"""The transport's slider: drag (or click) to seek, with a mark at every chapter.

Turn starts are tall marks, stack resolutions short ones; hovering shows the action
and the chapter there. A click on the groove jumps to that place and can be dragged
on (`SH_Slider_AbsoluteSetButtons`), as in a video player.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QHelpEvent, QPainter, QPaintEvent, QPen, QRegion
from PySide6.QtWidgets import (
    QProxyStyle,
    QSlider,
    QStyle,
    QStyleHintReturn,
    QStyleOption,
    QStyleOptionSlider,
    QToolTip,
    QWidget,
)

from .chapters import Chapter, ChapterKind

TURN_MARK = QColor("#f0c040")
RESOLUTION_MARK = QColor("#8fd0ff")
MARK_REACH_PX = 4  # a hover this close to a mark names its chapter


class _JumpStyle(QProxyStyle):
    """A left click on the groove puts the handle there (then it can be dragged)."""

    def styleHint(self, hint: QStyle.StyleHint, option: QStyleOption | None = None,
                  widget: QWidget | None = None,
                  returnData: QStyleHintReturn | None = None) -> int:
        if hint == QStyle.StyleHint.SH_Slider_AbsoluteSetButtons:
            return int(Qt.MouseButton.LeftButton.value)
        return super().styleHint(hint, option, widget, returnData)


class ChapterSlider(QSlider):
    """A horizontal slider over the positions 0..length of a line, with chapter marks.

    `describe(position, chapter)` gives the hover text (the transport words it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setObjectName("replaySlider")
        self._style = _JumpStyle(self.style())
        self._style.setParent(self)
        self.setStyle(self._style)
        self.setMinimumHeight(26)
        self.setMinimumWidth(120)
        self.setPageStep(10)
        self.setTracking(True)
        self.chapters: list[Chapter] = []
        self.describe: Callable[[int, Chapter | None], str] | None = None

    def set_chapters(self, chapters: Sequence[Chapter]) -> None:
        if list(chapters) != self.chapters:
            self.chapters = list(chapters)
            self.update()

    # --- geometry ----------------------------------------------------------------------
    def _option(self) -> QStyleOptionSlider:
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        return option

    def _rects(self) -> tuple[QRect, QRect]:
        option = self._option()
        style = self.style()
        groove = style.subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                      QStyle.SubControl.SC_SliderGroove, self)
        handle = style.subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                      QStyle.SubControl.SC_SliderHandle, self)
        return groove, handle

    def x_of(self, position: int) -> int:
        """The x coordinate of the handle's centre at `position`."""
        return self._x(position, *self._rects())

    def _x(self, position: int, groove: QRect, handle: QRect) -> int:
        span = groove.width() - handle.width()
        return groove.x() + handle.width() // 2 + QStyle.sliderPositionFromValue(
            self.minimum(), self.maximum(), position, max(span, 1))

    def position_at(self, x: int) -> int:
        groove, handle = self._rects()
        span = groove.width() - handle.width()
        return QStyle.sliderValueFromPosition(self.minimum(), self.maximum(),
                                              x - groove.x() - handle.width() // 2,
                                              max(span, 1))

    def chapter_near(self, x: int) -> Chapter | None:
        rects = self._rects()
        near = [(abs(self._x(c.position, *rects) - x), c) for c in self.chapters]
        near = [(d, c) for d, c in near if d <= MARK_REACH_PX]
        if not near:
            return None
        # a turn wins over a resolution at the same place
        return min(near, key=lambda dc: (dc[0], dc[1].kind != ChapterKind.TURN))[1]

    # --- painting ----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self.chapters or self.maximum() <= self.minimum():
            return
        groove, handle = self._rects()
        painter = QPainter(self)
        painter.setClipRegion(QRegion(self.rect()).subtracted(QRegion(handle)))
        middle = groove.center().y()
        tall, short = max(6, self.height() // 2 - 2), max(4, self.height() // 3)
        for chapter in self.chapters:
            x = self._x(chapter.position, groove, handle)
            if chapter.kind == ChapterKind.TURN:
                painter.setPen(QPen(TURN_MARK, 2))
                painter.drawLine(QPoint(x, middle - tall), QPoint(x, middle + tall))
            else:
                painter.setPen(QPen(RESOLUTION_MARK, 2))
                painter.drawLine(QPoint(x, middle - short), QPoint(x, middle + short))
        painter.end()

    # --- hovering ----------------------------------------------------------------------
    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent) \
                and self.describe is not None and self.maximum() > self.minimum():
            x = event.pos().x()
            chapter = self.chapter_near(x)
            position = chapter.position if chapter is not None else self.position_at(x)
            QToolTip.showText(event.globalPos(), self.describe(position, chapter), self)
            return True
        return super().event(event)
