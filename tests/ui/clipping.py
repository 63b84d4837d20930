"""Finding cut-off text: every visible label, button, check box and dock title of a window
whose text is wider than the room it has."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QDockWidget,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenuBar,
    QPushButton,
    QStyle,
    QStyleOptionDockWidget,
    QTabBar,
    QToolButton,
    QWidget,
)

SLACK = 1  # pixels of rounding


def _shown(widget: QWidget) -> bool:
    return widget.isVisibleTo(widget.window()) and widget.width() > 0 and widget.isVisible()


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _label_problem(label: QLabel) -> str | None:
    text = label.text()
    if not text or label.wordWrap() or (label.pixmap() is not None and not label.pixmap().isNull()):
        return None
    if GuiQt.mightBeRichText(text) or label.textFormat() == Qt.TextFormat.RichText:
        return None  # rich text wraps or is measured by its document
    room = label.contentsRect().width() - 2 * max(label.margin(), 0) - max(label.indent(), 0)
    need = max(label.fontMetrics().horizontalAdvance(line) for line in text.splitlines())
    if need > room + SLACK:
        return f"label {label.objectName() or text!r}: needs {need}px, has {room}px"
    return None


def _button_problem(button: QAbstractButton) -> str | None:
    text = _plain(button.text())
    if not text:
        return None
    if isinstance(button, QToolButton) and \
            button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly:
        return None
    need = button.sizeHint().width()
    if isinstance(button, QPushButton | QCheckBox | QToolButton) and need > button.width() + SLACK:
        return f"button {text!r}: needs {need}px, has {button.width()}px"
    return None


def _dock_problem(dock: QDockWidget) -> str | None:
    title = dock.windowTitle()
    if not title or dock.titleBarWidget() is not None or dock.isFloating():
        return None
    option = QStyleOptionDockWidget()
    dock.initStyleOption(option)
    style = dock.style()
    buttons = 0
    for feature, width in ((QDockWidget.DockWidgetFeature.DockWidgetClosable, 1),
                           (QDockWidget.DockWidgetFeature.DockWidgetFloatable, 1)):
        if dock.features() & feature:
            buttons += width
    button = style.pixelMetric(QStyle.PixelMetric.PM_DockWidgetTitleBarButtonMargin) * 2 + \
        style.pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
    margin = style.pixelMetric(QStyle.PixelMetric.PM_DockWidgetTitleMargin)
    room = dock.width() - buttons * button - 2 * margin
    need = dock.fontMetrics().horizontalAdvance(title)
    if need > room + SLACK:
        return f"dock title {title!r}: needs {need}px, has {room}px"
    return None


def _menubar_problem(bar: QMenuBar) -> str | None:
    need = sum(bar.actionGeometry(a).width() for a in bar.actions() if a.isVisible())
    if need > bar.width() + SLACK:
        return f"menu bar: needs {need}px, has {bar.width()}px"
    return None


def _header_problems(header: QHeaderView) -> list[str]:
    """Sections narrower than their title (scrolling a section out of view is no cut)."""
    model = header.model()
    if model is None or not header.isVisible():
        return []
    out = []
    pad = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin) * 2
    for section in range(header.count()):
        if header.isSectionHidden(section):
            continue
        text = model.headerData(section, header.orientation())
        if not isinstance(text, str) or not text:
            continue
        need = header.fontMetrics().horizontalAdvance(text) + pad
        if need > header.sectionSize(section) + SLACK:
            out.append(f"column {text!r}: needs {need}px, has {header.sectionSize(section)}px")
    return out


def _tab_problems(bar: QTabBar) -> list[str]:
    out = []
    for index in range(bar.count()):
        text = _plain(bar.tabText(index))
        need = bar.fontMetrics().horizontalAdvance(text)
        room = bar.tabRect(index).width()
        if need > room + SLACK:
            out.append(f"tab {text!r}: needs {need}px, has {room}px")
    return out


def clipped_texts(window: QWidget) -> list[str]:
    """What is cut off in `window` (a main window or a dialog; empty: nothing)."""
    problems: list[str | None] = []
    for label in window.findChildren(QLabel):
        if _shown(label):
            problems.append(_label_problem(label))
    for button in window.findChildren(QAbstractButton):
        if _shown(button):
            problems.append(_button_problem(button))
    for dock in window.findChildren(QDockWidget):
        if _shown(dock):
            problems.append(_dock_problem(dock))
    if isinstance(window, QMainWindow):
        problems.append(_menubar_problem(window.menuBar()))
    for header in window.findChildren(QHeaderView):
        if _shown(header) and header.orientation() == Qt.Orientation.Horizontal:
            problems += _header_problems(header)
    for bar in window.findChildren(QTabBar):
        if _shown(bar):
            problems += _tab_problems(bar)
    return [p for p in problems if p is not None]
