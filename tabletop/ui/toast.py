"""A transient message over the table (an illegal gesture's reason, a die roll)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

STYLE = {
    "error": "background: rgba(150, 30, 25, 235); color: white; border: 1px solid #ff8a80;",
    "info": "background: rgba(20, 30, 40, 235); color: white; border: 1px solid #7fb3ff;",
}


class Toast(QLabel):
    """Shown at the top centre of its parent for `ms` milliseconds."""

    DURATION_MS = 3500

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("Toast")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.hide)
        self.kind = "info"
        parent.installEventFilter(self)
        self.hide()

    def show_message(self, text: str, kind: str = "info", ms: int | None = None) -> None:
        self.kind = kind
        self.setStyleSheet(f"QLabel#Toast {{ {STYLE.get(kind, STYLE['info'])} "
                           "border-radius: 8px; padding: 8px 14px; font-size: 13px; }")
        self.setText(text)
        self._place()
        self.show()
        self.raise_()
        self.timer.start(self.DURATION_MS if ms is None else ms)

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        width = min(640, max(240, parent.width() - 80))
        self.setFixedWidth(width)
        self.adjustSize()
        self.move((parent.width() - width) // 2, 14)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False
