"""The message box for a file that cannot be used: the file, the place and the reason.

The words are those of the command line ("FILE:LINE: reason"), laid out for a
person; the window's own words are translated, the reader's reason is shown as
the reader gave it. The file path can be selected and copied.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from tabletop.inputs.errors import TabletopDataError

from ..i18n import translate
from ..open_errors import error_lines


class FileErrorBox(QMessageBox):
    def __init__(self, error: TabletopDataError, *, game_kept: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fileError")
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(translate("OpenError", "Cannot use this file"))
        first, *rest = error_lines(error, game_kept=game_kept)
        if game_kept:  # the reassurance apart from the facts
            rest[-1:] = ["", rest[-1]]
        self.setText(first)
        self.setInformativeText("\n".join(rest))
        # wide enough for a path and a reason on one line each, where they fit
        self.setStyleSheet("QLabel#qt_msgbox_informativelabel { min-width: 480px; }")
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setStandardButtons(QMessageBox.StandardButton.Ok)

    def words(self) -> str:
        """Everything the box says (tests and screenshots read it)."""
        return f"{self.text()}\n{self.informativeText()}"
