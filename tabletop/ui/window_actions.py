"""The main window's menu bar: every menu entry as a named QAction, retranslatable.

`WindowActions` creates the actions once (with their shortcuts) and sets their
texts in `retranslate()`, which runs again when the language changes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from .i18n import LANGUAGE_NAMES, QT_TRANSLATE_NOOP, translate
from .settings import LANGUAGES

# name: (English text, shortcut)
ACTIONS: dict[str, tuple[str, str]] = {
    "new_demo": (QT_TRANSLATE_NOOP("MainWindow", "&New demo table"), "Ctrl+N"),
    "open": (QT_TRANSLATE_NOOP("MainWindow", "&Open…"), "Ctrl+O"),
    "open_recording": (QT_TRANSLATE_NOOP("MainWindow", "Open re&cording…"), "Ctrl+Shift+O"),
    "load_decks": (QT_TRANSLATE_NOOP("MainWindow", "Load two &decks…"), "Ctrl+D"),
    "import_cards": (QT_TRANSLATE_NOOP("MainWindow", "&Import card data…"), ""),
    "screenshot": (QT_TRANSLATE_NOOP("MainWindow", "Save a &screenshot…"), "Ctrl+Shift+S"),
    "export_video": (QT_TRANSLATE_NOOP("MainWindow", "&Export video…"), "Ctrl+Shift+E"),
    "recording": (QT_TRANSLATE_NOOP("MainWindow", "Show the &recording's place"), ""),
    "quit": (QT_TRANSLATE_NOOP("MainWindow", "&Quit"), "Ctrl+Q"),
    "undo": (QT_TRANSLATE_NOOP("MainWindow", "&Undo"), "Ctrl+Z"),
    "redo": (QT_TRANSLATE_NOOP("MainWindow", "&Redo"), "Ctrl+Shift+Z"),
    "pass": (QT_TRANSLATE_NOOP("MainWindow", "&Pass priority"), "Space"),
    "next_step": (QT_TRANSLATE_NOOP("MainWindow", "&Next step"), "N"),
    "next_turn": (QT_TRANSLATE_NOOP("MainWindow", "Next &turn"), "T"),
    "mulligans": (QT_TRANSLATE_NOOP("MainWindow", "Opening hands: keep or &mulligan…"),
                  "Ctrl+M"),
    "finish": (QT_TRANSLATE_NOOP("MainWindow", "&Finish choosing / declare"), "Return"),
    "cancel": (QT_TRANSLATE_NOOP("MainWindow", "&Cancel choosing"), "Escape"),
    "show_hands": (QT_TRANSLATE_NOOP("MainWindow", "Show &both hands"), "H"),
    "animations": (QT_TRANSLATE_NOOP("MainWindow", "&Animations"), ""),
    "play_layout": (QT_TRANSLATE_NOOP("MainWindow", "&Play layout (the table alone)"),
                    "Ctrl+1"),
    "explain_layout": (QT_TRANSLATE_NOOP("MainWindow", "&Explain layout (with the panels)"),
                       "Ctrl+2"),
    "reset_layout": (QT_TRANSLATE_NOOP("MainWindow", "&Reset layout"), "Ctrl+Shift+R"),
    "fit_table": (QT_TRANSLATE_NOOP("MainWindow", "&Fit the table"), "Ctrl+0"),
    "zoom_in": (QT_TRANSLATE_NOOP("MainWindow", "Zoom &in"), "Ctrl++"),
    "zoom_out": (QT_TRANSLATE_NOOP("MainWindow", "Zoom &out"), "Ctrl+-"),
    "shortcuts": (QT_TRANSLATE_NOOP("MainWindow", "&Keyboard shortcuts…"), "F1"),
    "about": (QT_TRANSLATE_NOOP("MainWindow", "&About tabletop"), ""),
    "find": (QT_TRANSLATE_NOOP("MainWindow", "&Find on the table…"), "Ctrl+F"),
    # the Replay menu (tabletop.ui.replay): enabled only while a recording is shown
    "replay_play": (QT_TRANSLATE_NOOP("MainWindow", "&Play / pause"), "P"),
    "replay_back": (QT_TRANSLATE_NOOP("MainWindow", "Step &back"), "Left"),
    "replay_forward": (QT_TRANSLATE_NOOP("MainWindow", "Step &forward"), "Right"),
    "replay_start": (QT_TRANSLATE_NOOP("MainWindow", "To the &start"), "Home"),
    "replay_end": (QT_TRANSLATE_NOOP("MainWindow", "To the &end"), "End"),
    "replay_previous_chapter": (QT_TRANSLATE_NOOP("MainWindow", "Pre&vious chapter"),
                                "PgUp"),
    "replay_next_chapter": (QT_TRANSLATE_NOOP("MainWindow", "&Next chapter"), "PgDown"),
}
#: further keys of an action (the first is in ACTIONS)
MORE_SHORTCUTS: dict[str, tuple[str, ...]] = {"shortcuts": ("?",)}


class WindowActions(QObject):
    def __init__(self, window: QMainWindow, handlers: dict[str, Callable[[], object]],
                 on_language: Callable[[str], object]) -> None:
        super().__init__(window)
        self.window = window
        self.actions: dict[str, QAction] = {}
        for name, (_text, shortcut) in ACTIONS.items():
            action = QAction(window)
            if shortcut:
                action.setShortcuts([QKeySequence(k)
                                     for k in (shortcut, *MORE_SHORTCUTS.get(name, ()))])
            handler = handlers.get(name)
            if handler is not None:
                action.triggered.connect(lambda _c=False, h=handler: h())
            window.addAction(action)
            self.actions[name] = action
        self.actions["show_hands"].setCheckable(True)
        self.actions["animations"].setCheckable(True)
        self.layout_group = QActionGroup(window)
        self.layout_group.setExclusive(True)
        for name in ("play_layout", "explain_layout"):
            self.actions[name].setCheckable(True)
            self.layout_group.addAction(self.actions[name])
        self.languages = QActionGroup(window)
        self.languages.setExclusive(True)
        self.language_actions: dict[str, QAction] = {}
        for code in LANGUAGES:
            action = QAction(LANGUAGE_NAMES[code], window)
            action.setCheckable(True)
            action.triggered.connect(lambda _c=False, c=code: on_language(c))
            self.languages.addAction(action)
            self.language_actions[code] = action
        bar = window.menuBar()
        self.menus: dict[str, QMenu] = {}
        self.entries: dict[str, list[str]] = {}  # menu -> its actions' names, in order
        self.menus["file"] = bar.addMenu("")
        for entry in ("new_demo", "open", "open_recording", "load_decks", "import_cards", None,
                      "screenshot", "export_video", "recording", None, "quit"):
            self._add("file", entry)
        self.menus["edit"] = bar.addMenu("")
        self._add("edit", "undo")
        self._add("edit", "redo")
        self._add("edit", None)
        self._add("edit", "find")
        self.menus["game"] = bar.addMenu("")
        for entry in ("pass", "next_step", "next_turn", None, "finish", "cancel", None,
                      "mulligans"):
            self._add("game", entry)
        self.menus["game"].addSeparator()
        self.menus["players"] = bar.addMenu("")
        self.menus["view"] = bar.addMenu("")
        self._add("view", "show_hands")
        self._add("view", "animations")
        self.menus["view"].addSeparator()
        for entry in ("play_layout", "explain_layout", "reset_layout", None, "fit_table",
                      "zoom_in", "zoom_out", None):
            self._add("view", entry)
        self.panels_menu = self.menus["view"].addMenu("")
        self.menus["replay"] = bar.addMenu("")
        for entry in ("replay_play", None, "replay_back", "replay_forward", "replay_start",
                      "replay_end", None, "replay_previous_chapter", "replay_next_chapter"):
            self._add("replay", entry)
        self.menus["settings"] = bar.addMenu("")
        self.language_menu = self.menus["settings"].addMenu("")
        for action in self.language_actions.values():
            self.language_menu.addAction(action)
        self.menus["help"] = bar.addMenu("")
        self._add("help", "shortcuts")
        self._add("help", "about")
        self.retranslate()

    def _add(self, menu: str, name: str | None) -> None:
        if name is None:
            self.menus[menu].addSeparator()
        else:
            self.menus[menu].addAction(self.actions[name])
            self.entries.setdefault(menu, []).append(name)

    def groups(self) -> list[tuple[str, list[QAction]]]:
        """Every action of the table by menu (title, actions), as the menus show them."""
        return [(self.menus[menu].title(), [self.actions[n] for n in names])
                for menu, names in self.entries.items()]

    def set_language(self, code: str) -> None:
        action = self.language_actions.get(code)
        if action is not None:
            action.setChecked(True)

    def retranslate(self) -> None:
        for name, (text, _shortcut) in ACTIONS.items():
            self.actions[name].setText(translate("MainWindow", text))
        titles = {"file": translate("MainWindow", "&File"),
                  "edit": translate("MainWindow", "&Edit"),
                  "game": translate("MainWindow", "&Game"),
                  "players": translate("MainWindow", "&Players"),
                  "view": translate("MainWindow", "&View"),
                  "replay": translate("MainWindow", "&Replay"),
                  "settings": translate("MainWindow", "&Settings"),
                  "help": translate("MainWindow", "&Help")}
        for name, menu in self.menus.items():
            menu.setTitle(titles[name])
        self.panels_menu.setTitle(translate("MainWindow", "Panels"))
        self.language_menu.setTitle(translate("MainWindow", "&Language"))

