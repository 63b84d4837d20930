"""The table window: the phase bar, the table, the status bar, menus and dock slots.

The window owns one recorded `GameSession` at a time, wrapped in a
`GameController`; gestures on the table go through `Interaction` to the
controller, and after each batch of events the window computes the table's
views (`view_model.table_state`) and gives them to the scene, which repaints
only the items whose view changed.

Panels (layer inspector, timeline, event log, history) plug in with
`add_dock(widget, area)` and follow `session_changed(controller)`; a package
`tabletop.ui.panels` with an `install(window)` function is called at start.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QMimeData, QPoint, Qt, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QKeyEvent,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tabletop.engine.model.events import Event
from tabletop.engine.rules.turns import skipped_this_turn, step_after
from tabletop.session.session import GameSession

from . import i18n, motion
from .combat_items import (
    DAMAGE_STEPS,
    DealtDamage,
    combat_damage,
    combat_lines,
    place_damage,
)
from .controller import GameController
from .dialogs.export_dialog import VideoExport
from .dialogs.prompter import Prompter, QtPrompter
from .dialogs.shortcuts import ShortcutsDialog
from .dialogs.zone_browser import ZoneBrowser
from .event_texts import event_namer, event_text
from .file_opening import FileOpener
from .gestures import Interaction
from .i18n import translate
from .loader import Opened
from .menus import card_menu, library_menu, player_menu
from .phase_bar import PhaseBar
from .replay import ReplayMode
from .settings import Settings
from .stack_menu import stack_menu
from .table_find import FindBar, find_matches
from .table_scene import DropTarget, TableScene
from .table_view import ZOOM_STEP, TableView
from .toast import Toast
from .view_model import TableState, ViewMemo, ViewOptions, table_state
from .window_layout import LayoutMode, LayoutSwitch, WindowLayouts
from .zones import zone_title

DOCK_SLOTS: dict[str, Qt.DockWidgetArea] = {
    "inspector": Qt.DockWidgetArea.RightDockWidgetArea,
    "log": Qt.DockWidgetArea.RightDockWidgetArea,
    "timeline": Qt.DockWidgetArea.BottomDockWidgetArea,
    "history": Qt.DockWidgetArea.LeftDockWidgetArea,
}
FILE_FILTERS = ("Scenarios, recordings, decks (*.toml *.jsonl *.txt *.dek *.dck *.cod)"
                ";;All files (*)")


def token_parts() -> frozenset[str]:
    """The optional parts of a token the engine's `CreateTokenAction` takes (111.4)."""
    return frozenset({"colors", "keywords", "subtypes", "tapped"})


def dropped_files(data: QMimeData | None) -> list[str]:
    """The local files of a drag (URLs that are not local files are left out)."""
    if data is None or not data.hasUrls():
        return []
    return [url.toLocalFile() for url in data.urls() if url.isLocalFile()]


class MainWindow(QMainWindow):
    """`session_changed(controller)`: a new game is shown (panels rebind to it)."""

    session_changed = Signal(object)

    def __init__(self, settings: Settings | None = None, prompter: Prompter | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TableWindow")
        self.settings = settings or Settings()
        self.prompter: Prompter = prompter or QtPrompter(self)
        self.controller: GameController | None = None
        self.interaction: Interaction | None = None
        self.title = ""
        self.show_all_hands = self.settings.show_hidden_hands
        self.last_refusal = ""
        self.last_error = ""
        self.docks: list[QDockWidget] = []
        self.browsers: list[ZoneBrowser] = []
        self._highlight: dict[int, Any] = {}
        self._combat_damage: list[DealtDamage] = []
        self._docks_sized = False
        self._layout_remembered = False
        self.shortcuts_dialog: ShortcutsDialog | None = None
        self.scene = TableScene(self)
        self.table_view = TableView(self.scene, self)
        self.table_view.key_handler = self._key
        self.phase_bar = PhaseBar(self)
        self.phase_bar.step_requested.connect(self.advance_to)
        central = QWidget(self)
        box = QVBoxLayout(central)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.table_view, 1)
        # the phase bar spans the whole window, above the panels too
        self.phase_toolbar = QToolBar(self)
        self.phase_toolbar.setObjectName("phaseToolBar")
        self.phase_toolbar.setMovable(False)
        self.phase_toolbar.setFloatable(False)
        self.phase_toolbar.setContentsMargins(0, 0, 0, 0)
        toolbar_layout = self.phase_toolbar.layout()
        if toolbar_layout is not None:
            toolbar_layout.setContentsMargins(0, 0, 0, 0)
        self.phase_toolbar.toggleViewAction().setEnabled(False)
        self.phase_toolbar.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)
        self.phase_toolbar.addWidget(self.phase_bar)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.phase_toolbar)
        self.setCentralWidget(central)
        self.toast = Toast(self.table_view)
        self.find_bar = FindBar(self.table_view)  # Ctrl+F
        self.find_bar.changed.connect(lambda _text: self._show_found())
        self.find_bar.next_requested.connect(self._focus_next_found)
        self._views = ViewMemo()  # card views kept while their cards do not change
        self.recording_label = QLabel(self)
        self.statusBar().addPermanentWidget(self.recording_label)
        from .window_actions import WindowActions

        self.menu = WindowActions(self, self._handlers(), self.set_language)
        self.menu.set_language(i18n.current_language())
        self.menu.actions["show_hands"].setChecked(self.show_all_hands)
        motion.set_enabled(self.settings.animations)
        self.menu.actions["animations"].setChecked(self.settings.animations)
        self.files = FileOpener(self)
        self.replay = ReplayMode(self)  # the transport bar under the table for recordings
        self.setAcceptDrops(True)
        self._wire_scene()
        self.resize(1600, 900)
        self.layouts = WindowLayouts(self, self.settings)
        self.layout_switch = LayoutSwitch(self.menu.actions["play_layout"],
                                          self.menu.actions["explain_layout"], self)
        self.statusBar().addPermanentWidget(self.layout_switch)
        self._retranslate()
        self._install_panels()
        self.layouts.apply_default()
        self._check_layout_action()
        self.video_export = VideoExport(self)  # File ▸ Export video…

    # ------------------------------------------------------------------ wiring

    def _handlers(self) -> dict[str, Any]:
        return {
            "new_demo": self.new_demo_table, "open": self.ask_open, "load_decks": self.ask_decks,
            "open_recording": self.ask_recording,
            "import_cards": self.ask_import_cards,
            "screenshot": self.ask_screenshot, "recording": self.show_recording_place,
            "export_video": lambda: self.video_export.ask(),
            "quit": self.close, "undo": self.undo, "redo": self.redo,
            "pass": self.pass_priority, "next_step": self.next_step,
            "next_turn": lambda: self.advance_to("next_turn"), "finish": self.finish,
            "cancel": self.cancel, "show_hands": self.toggle_hands, "about": self.about,
            "shortcuts": self.show_shortcuts, "animations": self.toggle_animations,
            "find": self.find_on_table,
            "play_layout": lambda: self.set_layout_mode(LayoutMode.PLAY),
            "explain_layout": lambda: self.set_layout_mode(LayoutMode.EXPLAIN),
            "mulligans": self.opening_hands,
            "reset_layout": self.reset_layout, "fit_table": self.table_view.fit_to_table,
            "zoom_in": lambda: self.table_view.zoom_by(ZOOM_STEP),
            "zoom_out": lambda: self.table_view.zoom_by(1 / ZOOM_STEP),
        }

    def _wire_scene(self) -> None:
        s = self.scene
        s.card_clicked.connect(lambda oid: self._with(lambda i: i.click_card(oid)))
        s.card_double_clicked.connect(self._double_clicked)
        s.card_context_menu.connect(self._card_menu)
        s.card_dropped.connect(self._dropped)
        s.stack_clicked.connect(self._stack_clicked)
        s.stack_context_menu.connect(self._stack_menu)
        s.player_clicked.connect(lambda p: self._with(lambda i: i.click_player(p)))
        s.player_context_menu.connect(self._player_menu)
        s.zone_double_clicked.connect(self._zone_double_clicked)
        s.zone_clicked.connect(self._zone_clicked)
        s.zone_context_menu.connect(self._zone_menu)

    def _with(self, do: Any) -> None:
        if self.interaction is not None:
            do(self.interaction)

    def _install_panels(self) -> None:
        try:
            from tabletop.ui import panels
        except ImportError:
            return
        install = getattr(panels, "install", None)
        if callable(install):
            try:
                install(self)
            except Exception as exc:  # a panel must never keep the table from opening
                self.statusBar().showMessage(f"panels: {exc}", 8000)

    def add_dock(self, widget: QWidget, area: Qt.DockWidgetArea | str = "inspector",
                 title: str = "") -> QDockWidget:
        """Add a panel beside the table (a dock slot name or a Qt dock area)."""
        where = DOCK_SLOTS.get(area, Qt.DockWidgetArea.RightDockWidgetArea) \
            if isinstance(area, str) else area
        if isinstance(widget, QDockWidget):
            dock = widget
        else:
            dock = QDockWidget(title or widget.windowTitle(), self)
            dock.setObjectName(f"dock-{title or widget.objectName() or len(self.docks)}")
            dock.setWidget(widget)
        self.addDockWidget(where, dock)
        self.docks.append(dock)
        self.menu.panels_menu.addAction(dock.toggleViewAction())
        return dock

    # ------------------------------------------------------------------ sessions

    @property
    def session(self) -> GameSession | None:
        return self.controller.session if self.controller is not None else None

    def set_session(self, opened: Opened) -> None:
        """Show a new game; the previous one is closed (its recording stays on disk)."""
        old = self.controller
        controller = GameController(opened.session, self)
        controller.events_applied.connect(self._on_events)
        controller.refused.connect(self.show_refusal)
        controller.selection_changed.connect(lambda _oid: self.refresh())
        controller.hypothetical_changed.connect(lambda _on: self.refresh())
        controller.highlight_requested.connect(self._on_highlight)
        self.controller = controller
        self._highlight = {}
        if self.interaction is None:
            self.interaction = Interaction(controller, self.prompter, self)
            self.interaction.message.connect(self._prompt_message)
            self.interaction.refused.connect(self.show_refusal)
            self.interaction.marks_changed.connect(self.refresh)
        else:
            self.interaction.set_controller(controller)
        for browser in list(self.browsers):
            browser.close()
        kept = None
        if old is not None:
            kept = old.session.recording_path
            with contextlib.suppress(ValueError):
                old.session.listeners.remove(old._on_events)
            old.session.close()
            old.deleteLater()
        self.title = opened.title
        self._retranslate()
        self._label_recording()
        self.replay.bind(controller, opened.recording)
        self.refresh()
        self.session_changed.emit(controller)
        message = translate("MainWindow", "Opened {title}").replace("{title}", opened.title)
        if kept is not None:
            message += " — " + translate(
                "MainWindow", "The previous game is kept in its recording: {file}").replace(
                "{file}", str(kept))
        self.statusBar().showMessage(message, 8000)
        if opened.notes:
            self.prompter.info(translate("MainWindow", "Opened with remarks"),
                               "\n".join(opened.notes))

    def open_paths(self, files: list[str]) -> bool:
        """Open files (a scenario, a recording, two decks) at once; a file that cannot be
        used shows where and why, and the current game stays."""
        return self.files.open_now(files)

    def open_in_background(self, files: list[str]) -> bool:
        """Open files in a worker with progress and Cancel (`files.finished` tells the end);
        False when another file is still being read."""
        return self.files.open_in_background(files) is not None

    def new_demo_table(self) -> bool:
        return self.open_paths([])

    def ask_open(self) -> None:
        files = self.prompter.open_files(translate("MainWindow", "Open"), str(Path.cwd()),
                                         FILE_FILTERS)
        if files:
            self.open_in_background(files)

    def ask_recording(self) -> None:
        """File ▸ Open recording…: replay a recording from its start (replay mode)."""
        from tabletop.resources import user_data_dir

        folder = user_data_dir() / "recordings"
        file = self.prompter.open_file(
            translate("MainWindow", "Open a recording"),
            str(folder if folder.is_dir() else Path.cwd()),
            translate("MainWindow", "Recordings (*.jsonl);;All files (*)"))
        if file:
            self.replay.open_at_start(Path(file))

    def ask_decks(self) -> None:
        files = self.prompter.open_files(translate("MainWindow", "Load two decks"),
                                         str(Path.cwd()), FILE_FILTERS)
        if files:
            self.open_in_background(files[:2])

    def ask_import_cards(self) -> None:
        self.files.ask_import()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if dropped_files(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        """Files dropped on the window open like File ▸ Open (two decks, a scenario...)."""
        files = dropped_files(event.mimeData())
        if files:  # more than two decks: the opening says what it takes
            event.acceptProposedAction()
            self.open_in_background(files)

    # ------------------------------------------------------------------ showing

    def view_options(self) -> ViewOptions:
        c = self.controller
        assert c is not None
        game = c.game
        revealed = set(game.players()) if self.show_all_hands else {game.state.active}
        marks = dict(self._highlight)
        playable: set[int] = set()
        if self.interaction is not None:
            marks.update(self.interaction.highlights())
        holder = game.state.priority
        if holder is not None and holder in revealed and self.interaction is not None \
                and self.interaction.targeting is None:
            for oid in game.state.zone_ids(Zone.HAND, holder):
                if any(o.legal for o in c.options(oid, holder)):
                    playable.add(oid)
        return ViewOptions(german=i18n.current_language() == "de",
                           revealed_hands=frozenset(revealed), selected=c.selected,
                           highlights=marks, playable=frozenset(playable),
                           hypothetical=c.is_hypothetical)

    def table_state(self) -> TableState | None:
        c = self.controller
        if c is None:
            return None
        return table_state(c.game, c.result, self.view_options(), self._views)

    def refresh(self) -> None:
        """Compute the views of the game and show them (only changed items repaint)."""
        state = self.table_state()
        if state is None:
            return
        self.scene.apply(state)
        if self.find_bar.text:
            self._show_found(state)
        marks = self.interaction.target_players() if self.interaction is not None else set()
        self.scene.set_player_marks(marks)
        self._show_combat()
        self.phase_bar.set_state(state.turn, state.active, state.step, state.priority,
                                 state.day_night)
        for browser in list(self.browsers):
            self._fill_browser(browser)

    def _show_combat(self) -> None:
        """Attack arrows and block lines; in a damage step, the damage dealt in it."""
        c = self.controller
        if c is None:
            return
        step = c.game.state.step
        damage = [d for d in self._combat_damage if d.step == step] \
            if step in DAMAGE_STEPS else []
        self.scene.set_combat(combat_lines(c.game), damage)

    def _on_events(self, events: list[Event]) -> None:
        c = self.controller
        if c is not None:
            dealt = place_damage(c.game, combat_damage(events, c.game.state.step))
            if dealt:
                self._combat_damage = dealt
            elif c.game.state.step not in DAMAGE_STEPS:
                self._combat_damage = []
        self.refresh()
        name = event_namer(c.game) if c is not None else (lambda _oid: None)
        shown = [e for e in events if e.kind not in ("pass", "seek")]
        if shown:
            self.statusBar().showMessage(event_text(shown[-1], name), 6000)
        for event in events:
            if event.kind in ("roll", "mulligan", "game_over", "lose", "loses"):
                self.toast.show_message(event_text(event, name), "info")

    def _on_highlight(self, oid: object) -> None:
        from .card_view import Highlight

        self._highlight = {oid: Highlight.SOURCE} if isinstance(oid, int) else {}
        self.refresh()

    def show_refusal(self, reason: str) -> None:
        """An illegal gesture: its reason in the status bar and a toast; nothing changed."""
        self.last_refusal = reason
        self.statusBar().showMessage(reason, 8000)
        self.toast.show_message(reason, "error")
        self.refresh()

    def _prompt_message(self, text: str) -> None:
        if text:
            self.statusBar().showMessage(text)
        else:
            self.statusBar().clearMessage()

    # ------------------------------------------------------------------ menus

    def card_menu(self, oid: int) -> QMenu:
        """The right-click menu of a card (a QMenu; tests trigger its actions)."""
        assert self.interaction is not None
        return card_menu(self.interaction, oid, self)

    def player_menu(self, player: str) -> QMenu:
        assert self.interaction is not None
        return player_menu(self.interaction, player, self, self.ask_tokens)

    def stack_menu(self, oid: int) -> QMenu:
        """The right-click menu of the stack `oid` is in (tests trigger its actions)."""
        assert self.interaction is not None
        return stack_menu(self.interaction, self.scene, oid, self)

    def _stack_menu(self, oid: int, pos: QPoint) -> None:
        if self.interaction is not None:
            self.stack_menu(oid).exec(pos)

    def _stack_clicked(self, oid: int) -> None:
        """A click on a stack: a target or a combatant being chosen takes its top card;
        otherwise the stack fans out."""
        if self.interaction is not None and self.interaction.takes_card_clicks(oid):
            self.interaction.click_card(oid)
        else:
            self.scene.toggle_stack(oid)

    # ------------------------------------------------------------------ find

    def find_on_table(self) -> None:
        """Edit ▸ Find on the table (Ctrl+F): the find bar over the table."""
        self.find_bar.open()

    def _show_found(self, state: TableState | None = None) -> None:
        """Mark the cards the find bar's text finds; the rest dimmed."""
        state = state or self.scene.state
        found = find_matches(state, self.find_bar.text) if state is not None else None
        self.scene.set_found(found)
        self.find_bar.show_count(None if found is None else len(found))

    def _focus_next_found(self, backwards: bool) -> None:
        """Enter in the find bar: the keyboard focus to the next card found."""
        order = self.scene.focus_order()
        found = [oid for oid in order if (item := self.scene.card_item(oid)) is not None
                 and item.found]
        if not found:
            return
        current = self.scene.focused
        if current in found:
            step = -1 if backwards else 1
            target = found[(found.index(current) + step) % len(found)]
        else:
            target = found[-1] if backwards else found[0]
        self.scene.set_focus(target)

    def _hidden(self, oid: int) -> bool:
        placed = self.scene.placed(oid)
        if placed is not None and placed.hidden:
            self.show_refusal(translate("MainWindow", "that card is face down in the other "
                                        "player's hand (View ▸ Show both hands, H)"))
            return True
        return False

    def _double_clicked(self, oid: int) -> None:
        if not self._hidden(oid):
            self._with(lambda i: i.double_click_card(oid))

    def _card_menu(self, oid: int, pos: QPoint) -> None:
        if self.interaction is not None and not self._hidden(oid):
            self.card_menu(oid).exec(pos)

    def _player_menu(self, player: str, pos: QPoint) -> None:
        if self.interaction is not None:
            self.player_menu(player).exec(pos)

    def _zone_menu(self, zone: Zone, player: str, pos: QPoint) -> None:
        if self.interaction is None or not player:
            return
        if zone == Zone.LIBRARY:
            library_menu(self.interaction, player, lambda: self.browse(zone, player),
                         self).exec(pos)
        elif zone in (Zone.GRAVEYARD, Zone.EXILE):
            self.browse(zone, player)
        elif zone in (Zone.HAND, Zone.BATTLEFIELD):
            self.player_menu(player).exec(pos)

    def _zone_clicked(self, zone: Zone, player: str) -> None:
        if zone in (Zone.GRAVEYARD, Zone.EXILE) and player:
            self.browse(zone, player)

    def _zone_double_clicked(self, zone: Zone, player: str) -> None:
        if zone == Zone.LIBRARY and player and self.interaction is not None:
            self.interaction.perform(A.DrawCards(player, 1))

    def _rebuild_players_menu(self) -> None:
        menu = self.menu.menus["players"]
        menu.clear()
        if self.interaction is None or self.controller is None:
            return
        for player in self.controller.game.players():
            sub = player_menu(self.interaction, player, menu, self.ask_tokens)
            sub.setTitle(player)
            menu.addMenu(sub)

    def ask_tokens(self, player: str) -> None:
        """Create tokens (the player's menu): name or creature types, P/T, colours,
        keywords, how many and tapped, as one engine action (111.4)."""
        spec = self.prompter.token(translate("MainWindow", "Create tokens"), token_parts())
        if spec is None or self.interaction is None or self.controller is None:
            return
        self.interaction.perform(A.CreateTokenAction(
            player, spec.name, spec.power, spec.toughness, spec.count, colors=spec.colors,
            subtypes=spec.creature_types,
            keywords=spec.keywords, tapped=spec.tapped))

    # ------------------------------------------------------------------ zones

    def browse(self, zone: Zone, player: str) -> ZoneBrowser:
        """Look through a library, graveyard or exile (a non-modal list)."""
        title = f"{zone_title(zone)} — {player}"
        browser = ZoneBrowser(zone, player, title, self)
        browser.move_requested.connect(self._browser_move)
        browser.destroyed.connect(lambda _o=None, b=browser: self._forget_browser(b))
        self.browsers.append(browser)
        self._fill_browser(browser)
        browser.show()
        return browser

    def _forget_browser(self, browser: ZoneBrowser) -> None:
        if browser in self.browsers:
            self.browsers.remove(browser)

    def _fill_browser(self, browser: ZoneBrowser) -> None:
        c = self.controller
        if c is None:
            return
        game = c.game
        ids = list(game.state.zone_ids(browser.zone, browser.player))
        german = i18n.current_language() == "de"
        cards = []
        for oid in reversed(ids):  # the top first
            card = game.obj(oid).card
            name = card.german_name if german and card.german_name else card.name
            cards.append((oid, name))
        try:
            browser.set_cards(cards)
        except RuntimeError:  # closed meanwhile
            self._forget_browser(browser)

    def _browser_move(self, oid: int, zone: str, position: str) -> None:
        if self.interaction is not None:
            self.interaction.perform(A.MoveObject(oid, zone, position))

    def _dropped(self, oid: int, target: DropTarget | None) -> None:
        done = self.interaction is not None and self.interaction.drop(oid, target)
        if not done:
            self.scene.snap_back(oid)

    # ------------------------------------------------------------------ game commands

    def pass_priority(self) -> None:
        if self.controller is not None:
            if self.interaction is not None and self.interaction.targeting is not None:
                self.show_refusal(translate("MainWindow", "finish choosing targets first "
                                            "(Enter), or cancel (Esc)"))
                return
            holder = self.controller.game.state.priority
            if holder is None:
                self.show_refusal(translate("MainWindow", "nobody has priority now"))
                return
            self._with(lambda i: i.pass_priority(holder))  # asks a "you may" (603.5)

    def next_step(self) -> None:
        """Advance to the step that passing with an empty stack leads to; the engine says
        which (`turns.step_after`: no blockers or damage steps without attackers, 508.8,
        the first-strike damage step only when needed, 510.4). After the end step the
        next turn (players get no priority in cleanup, 514.3)."""
        c = self.controller
        if c is None:
            return
        nxt = step_after(c.game)
        if nxt is None or nxt == Step.CLEANUP:
            self.advance_to("next_turn")
            return
        self.advance_to(nxt.key)

    def advance_to(self, key: str) -> None:
        c = self.controller
        if c is None:
            return
        if key != "next_turn" and skipped_this_turn(c.game, Step.from_key(key)) is not None:
            self.show_refusal(translate("MainWindow", "no attackers are declared: "
                                        "combat goes on to its end step (508.8)"))
            return
        self._with(lambda i: i.advance_to(key))  # stops where a "you may" is asked (603.5)

    def opening_hands(self) -> None:
        """Each player in turn order: keep or mulligan (103.5, starting player first)."""
        c = self.controller
        if c is None or self.interaction is None:
            return
        for player in c.game.players():
            self.interaction.mulligan(player)

    def finish(self) -> None:
        self._with(lambda i: i.finish())

    def cancel(self) -> None:
        self._with(lambda i: i.cancel())

    def undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()

    def redo(self) -> None:
        if self.controller is not None:
            self.controller.redo()

    def toggle_hands(self) -> None:
        self.show_all_hands = self.menu.actions["show_hands"].isChecked()
        self.settings.show_hidden_hands = self.show_all_hands
        self.refresh()

    def toggle_animations(self) -> None:
        """View ▸ Animations: cards slide, turn and pulse, or just jump (remembered)."""
        on = self.menu.actions["animations"].isChecked()
        self.settings.animations = on
        motion.set_enabled(on)
        if not on:
            self.scene.settle()

    def _key(self, event: QKeyEvent) -> bool:
        """Keys pressed on the table that no shortcut took: the same commands."""
        pressed = QKeySequence(event.keyCombination())
        for action in self.menu.actions.values():
            if action.isEnabled() and any(
                    not key.isEmpty() and key.matches(pressed) ==
                    QKeySequence.SequenceMatch.ExactMatch for key in action.shortcuts()):
                action.trigger()
                return True
        if event.text() == "?":  # Shift+/ or Shift+ß: whichever key makes a question mark
            self.show_shortcuts()
            return True
        if event.key() == Qt.Key.Key_Enter:
            self.finish()
            return True
        return False

    # ------------------------------------------------------------------ misc

    def ask_screenshot(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(self, translate("MainWindow", "Save a screenshot"),
                                              "table.png", "PNG (*.png)")
        if path:
            self.grab().save(path, "PNG")

    def show_recording_place(self) -> None:
        session = self.session
        path = session.recording_path if session is not None else None
        self.prompter.info(translate("MainWindow", "Recording"),
                           str(path) if path else translate("MainWindow", "Not recording."))

    def show_shortcuts(self) -> ShortcutsDialog:
        """The shortcut overview (F1, ?): every action and its keys, non-modal."""
        if self.shortcuts_dialog is None:
            self.shortcuts_dialog = ShortcutsDialog(self.menu.groups(), self)
        else:
            self.shortcuts_dialog.fill()
        self.shortcuts_dialog.show()
        self.shortcuts_dialog.raise_()
        return self.shortcuts_dialog

    def about(self) -> None:
        from tabletop import __version__

        self.prompter.info(translate("MainWindow", "About tabletop"),
                           f"tabletop {__version__}\n" + translate(
                               "MainWindow", "A Magic: The Gathering table with a rules engine."))

    def set_language(self, code: str) -> None:
        """Switch the interface language and remember it (QSettings)."""
        self.settings.language = code
        i18n.install(code)
        self.menu.set_language(code)
        self._retranslate()
        self.refresh()

    def _label_recording(self) -> None:
        path = self.session.recording_path if self.session is not None else None
        self.recording_label.setText("" if path is None else translate(
            "MainWindow", "Recording: {file}").replace("{file}", path.name))
        self.recording_label.setToolTip(str(path) if path is not None else "")

    def _retranslate(self) -> None:
        self.menu.retranslate()
        self._label_recording()
        if hasattr(self, "find_bar"):
            self.find_bar.retranslate()
        self.scene.retranslate()
        self.phase_bar.retranslate()
        self._rebuild_players_menu()
        base = translate("MainWindow", "tabletop")
        self.setWindowTitle(f"{self.title} — {base}" if self.title else base)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "menu"):
            self._retranslate()
        if event.type() == QEvent.Type.ActivationChange and not self.isActiveWindow() \
                and hasattr(self, "scene"):
            self.scene.hide_previews()  # another window came to the front
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._docks_sized:
            self._docks_sized = True
            self.size_docks()

    def size_docks(self) -> None:
        """The table gets most of the window: side panels narrow, the timeline low."""
        self.layouts.size_docks()

    def set_layout_mode(self, mode: LayoutMode) -> None:
        """Play (the table alone) or Explain (inspector, timeline, log, history)."""
        self.layouts.switch(mode)
        self._check_layout_action()

    def reset_layout(self) -> None:
        """The current layout's default arrangement (the saved one is forgotten)."""
        self.layouts.reset()
        self.table_view.fit_to_table()
        self.statusBar().showMessage(translate("MainWindow", "Layout reset"), 4000)

    def _check_layout_action(self) -> None:
        name = "play_layout" if self.layouts.mode == LayoutMode.PLAY else "explain_layout"
        self.menu.actions[name].setChecked(True)

    def remember_layout(self) -> None:
        """Take the size, place and panels of the last session (QSettings), and keep them
        when the window closes. A missing or broken value leaves the default layout."""
        self._layout_remembered = True
        geometry = self.settings.window_geometry
        if not geometry.isEmpty():
            self.restoreGeometry(geometry)
        state = self.settings.layout_state(self.layouts.mode.value)
        if not state.isEmpty() and self.restoreState(state):
            self._docks_sized = True
        else:
            self.layouts.apply_default()
        self._check_layout_action()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.files.shutdown()
        if self._layout_remembered:
            self.settings.window_geometry = self.saveGeometry()
            self.settings.window_state = self.saveState()
            self.layouts.save()
            self.settings.sync()
        for browser in list(self.browsers):
            browser.close()
        if self.shortcuts_dialog is not None:
            self.shortcuts_dialog.close()
        if self.controller is not None:
            self.controller.session.close()
        super().closeEvent(event)
