"""The shortcut overview (Help ▸ Keyboard shortcuts, F1 or ?): every action of the window's
action table with its keys, grouped by menu, in the interface language."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..i18n import translate


def action_text(action: QAction) -> str:
    """A menu entry's text without its mnemonic marks and trailing dots."""
    return action.text().replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…")


def table_keys() -> list[tuple[str, str]]:
    """The keys of the table itself, which no menu entry has: walking the cards."""
    def keys(*sequences: str) -> str:
        return ", ".join(QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText)
                         for k in sequences)

    return [(translate("Shortcuts", "Next card, previous card"), keys("Tab", "Shift+Tab")),
            (translate("Shortcuts", "Into a stack (it fans out)"), keys("Down")),
            (translate("Shortcuts", "Out of a stack (it gathers)"), keys("Up")),
            (translate("Shortcuts", "Menu of the card with the focus"),
             keys("Menu", "Shift+F10"))]


def keys_text(action: QAction) -> str:
    """The action's shortcuts as the platform writes them ("Ctrl+Z", "Strg+Z"), or "—"."""
    keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()]
    return ", ".join(k for k in keys if k) or "—"


class ShortcutsDialog(QDialog):
    """A list of (menu, [actions]); rebuilt when the language changes."""

    def __init__(self, groups: Iterable[tuple[str, list[QAction]]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcutsDialog")
        self.groups = [(menu, list(actions)) for menu, actions in groups]
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(2)
        self.tree.setRootIsDecorated(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.tree.setUniformRowHeights(True)
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.tree, 1)
        layout.addWidget(buttons)
        self.resize(520, 560)
        self.fill()

    def fill(self) -> None:
        self.setWindowTitle(translate("Shortcuts", "Keyboard shortcuts"))
        self.intro.setText(translate(
            "Shortcuts", "Every command of the menus and its keys. The keys work on the table "
                         "too; Enter also finishes choosing, Esc cancels."))
        self.tree.setHeaderLabels([translate("Shortcuts", "Command"),
                                   translate("Shortcuts", "Keys")])
        self.tree.clear()
        for menu, actions in self.groups:
            group = QTreeWidgetItem([menu.replace("&", ""), ""])
            font = group.font(0)
            font.setBold(True)
            group.setFont(0, font)
            group.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.tree.addTopLevelItem(group)
            for action in actions:
                item = QTreeWidgetItem(["    " + action_text(action), keys_text(action)])
                item.setToolTip(0, action.toolTip())
                self.tree.addTopLevelItem(item)
        self._group(translate("Shortcuts", "On the table"), table_keys())

    def _group(self, title: str, rows: list[tuple[str, str]]) -> None:
        group = QTreeWidgetItem([title, ""])
        font = group.font(0)
        font.setBold(True)
        group.setFont(0, font)
        group.setFlags(Qt.ItemFlag.ItemIsEnabled)
        self.tree.addTopLevelItem(group)
        for text, keys in rows:
            self.tree.addTopLevelItem(QTreeWidgetItem(["    " + text, keys]))

    def rows(self) -> list[tuple[str, str]]:
        """(command, keys) of every row as shown (menu titles have empty keys)."""
        out = []
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item is not None:
                out.append((item.text(0).strip(), item.text(1)))
        return out

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "tree"):
            self.fill()
        super().changeEvent(event)
