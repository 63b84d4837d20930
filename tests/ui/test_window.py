"""The table window driven as a person drives it: clicks, menus, keys, drags.

Each gesture must become an engine Action (or be refused with the engine's
reason and change nothing, rule 730); the card items then show the new views.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from tabletop.engine.model.enums import Step, Zone
from tabletop.ui.card_view import Highlight, active_band_index
from tabletop.ui.dialogs.mulligan import MulliganAnswer
from tabletop.ui.dialogs.table_moves import TokenSpec
from tabletop.ui.main_window import MainWindow
from tabletop.ui.settings import Settings

from .window_helpers import KNIGHT_TABLE, ScriptedPrompter, open_table, state_hash


def oid_of(window: MainWindow, name: str, zone: Zone = Zone.BATTLEFIELD) -> int:
    game = window.controller.game  # type: ignore[union-attr]
    for oid in game.state.zone_ids(zone):
        if game.obj(oid).card.name == name:
            return oid
    raise AssertionError(f"no {name} in {zone.value}")


def item_pos(window: MainWindow, oid: int) -> QPoint:
    item = window.scene.card_item(oid)
    assert item is not None
    return window.table_view.mapFromScene(item.mapToScene(item.card_rect().center()))


def click(qtbot: QtBot, window: MainWindow, oid: int) -> None:
    qtbot.mouseClick(window.table_view.viewport(), Qt.MouseButton.LeftButton,
                     pos=item_pos(window, oid))


def double_click(qtbot: QtBot, window: MainWindow, oid: int) -> None:
    """Press, release, double-click, release: what a mouse sends (QTest's mouseDClick alone
    sends only the double-click event)."""
    viewport, pos = window.table_view.viewport(), item_pos(window, oid)
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=pos)


def space(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.keyClick(window.table_view, Qt.Key.Key_Space)


def menu_action(menu: QMenu, start: str) -> QAction:
    for action in menu.actions():
        if action.text().startswith(start):
            return action
        sub = action.menu()
        if sub is not None:
            try:
                return menu_action(sub, start)
            except LookupError:
                pass
    raise LookupError(f"no menu entry starting {start!r}: {[a.text() for a in menu.actions()]}")


# --------------------------------------------------------------------------- the tests


def test_level_up_by_right_click_menu_then_space(qtbot: QtBot, window: MainWindow,
                                                  tmp_path: Path, animated: None) -> None:
    """Right-click → Level up → both players pass (Space): the Knight is level 1, a 2/3 with
    LEVEL 1-3 in force (711.2), and its item shows it."""
    open_table(window, tmp_path)
    knight = oid_of(window, "Knight of Cliffhaven")
    item = window.scene.card_item(knight)
    assert item is not None and (item.view.power, item.view.toughness) == (2, 2)
    menu = window.card_menu(knight)
    level_up = menu_action(menu, "Level up")
    assert level_up.isEnabled()
    level_up.trigger()
    stack = [p for p in window.scene.state.cards.values() if p.zone == Zone.STACK]
    assert len(stack) == 1 and stack[0].view.text_lines[0].text.startswith("Level up")
    space(qtbot, window)
    assert window.controller.game.state.priority == "Bob"
    space(qtbot, window)
    assert not window.controller.game.stack()
    item = window.scene.card_item(knight)
    assert item is not None
    view = item.view
    assert view.level == 1
    assert (view.power, view.toughness) == (2, 3)
    assert active_band_index(view) == 0
    assert [band.active for band in view.level_bands] == [True, False]
    assert item.pt_animation.state() == item.pt_animation.State.Running  # the P/T pulses


def test_cast_giant_growth_by_double_click_and_a_target_click(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    open_table(window, tmp_path)
    knight = oid_of(window, "Knight of Cliffhaven")
    growth = oid_of(window, "Giant Growth", Zone.HAND)
    double_click(qtbot, window, growth)
    targeting = window.interaction.targeting  # type: ignore[union-attr]
    assert targeting is not None and knight in targeting.objects
    assert window.scene.card_item(knight).view.highlight == Highlight.TARGET  # type: ignore
    click(qtbot, window, knight)
    game = window.controller.game  # type: ignore[union-attr]
    assert len(game.stack()) == 1
    arrows = window.scene.arrows()
    assert [(a.target) for a in arrows] == [knight]
    space(qtbot, window)
    space(qtbot, window)
    assert not game.stack() and not window.scene.arrows()
    view = window.scene.card_item(knight).view  # type: ignore[union-attr]
    assert (view.power, view.toughness) == (5, 5)
    assert view.power > view.printed_power  # painted green (above the printed value)


def test_an_illegal_activation_shows_its_reason_and_changes_nothing(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    """602.5d: with a spell on the stack, level up is refused; the state hash stays."""
    open_table(window, tmp_path)
    knight = oid_of(window, "Knight of Cliffhaven")
    growth = oid_of(window, "Giant Growth", Zone.HAND)
    double_click(qtbot, window, growth)
    click(qtbot, window, knight)
    before = state_hash(window)
    history = len(window.session.history)  # type: ignore[union-attr]
    menu_entry = menu_action(window.card_menu(knight), "Level up")
    assert not menu_entry.isEnabled() and "sorcery" in menu_entry.text()
    double_click(qtbot, window, knight)
    assert "sorcery" in window.last_refusal
    assert window.toast.isVisible() and "sorcery" in window.toast.text()
    assert "sorcery" in window.statusBar().currentMessage()
    assert state_hash(window) == before
    assert len(window.session.history) == history  # type: ignore[union-attr]


# --------------------------------------------------------------------------- more gestures


def test_play_a_land_and_cast_a_creature_by_double_click(qtbot: QtBot, window: MainWindow,
                                                          tmp_path: Path) -> None:
    """305.1 then 601.2 with the mana paid automatically; the new creature is summoning sick."""
    open_table(window, tmp_path, """
title = "Play and cast"
[[step]]
do = "enter"
card = "Plains"
[[step]]
do = "hand"
card = "Plains"
[[step]]
do = "hand"
card = "Knight of Cliffhaven"
""")
    double_click(qtbot, window, oid_of(window, "Plains", Zone.HAND))
    game = window.controller.game  # type: ignore[union-attr]
    assert len([o for o in game.battlefield() if game.obj(o).card.name == "Plains"]) == 2
    double_click(qtbot, window, oid_of(window, "Knight of Cliffhaven", Zone.HAND))
    assert len(game.stack()) == 1
    space(qtbot, window)
    space(qtbot, window)
    knight = oid_of(window, "Knight of Cliffhaven")
    assert window.scene.card_item(knight).view.summoning_sick  # type: ignore[union-attr]
    assert all(game.obj(o).tapped for o in game.battlefield()
               if game.obj(o).card.name == "Plains")


def test_undo_and_redo_go_back_and_forth(qtbot: QtBot, window: MainWindow, tmp_path: Path
                                         ) -> None:
    open_table(window, tmp_path)
    knight = oid_of(window, "Knight of Cliffhaven")
    menu_action(window.card_menu(knight), "Level up").trigger()
    space(qtbot, window)
    space(qtbot, window)
    assert window.scene.card_item(knight).view.level == 1  # type: ignore[union-attr]
    for _ in range(3):
        window.menu.actions["undo"].trigger()
    assert window.scene.card_item(knight).view.level == 0  # type: ignore[union-attr]
    assert len(window.scene.state.cards) and window.controller.game.stack() == []  # type: ignore
    for _ in range(3):
        window.menu.actions["redo"].trigger()
    assert window.scene.card_item(knight).view.level == 1  # type: ignore[union-attr]


def test_clicking_a_land_adds_its_mana(qtbot: QtBot, window: MainWindow, tmp_path: Path
                                       ) -> None:
    open_table(window, tmp_path)
    forest = oid_of(window, "Forest")
    click(qtbot, window, forest)
    game = window.controller.game  # type: ignore[union-attr]
    assert game.obj(forest).tapped
    assert game.player("Alice").mana_pool == {"G": 1}
    assert window.scene.panel_item("Alice").view.mana_pool == "{G}"  # type: ignore


def test_dragging_a_card_to_the_graveyard_moves_it(qtbot: QtBot, window: MainWindow,
                                                   tmp_path: Path) -> None:
    open_table(window, tmp_path)
    bears = oid_of(window, "Grizzly Bears")
    pile = window.scene.pile_item(Zone.GRAVEYARD, "Bob")
    assert pile is not None
    drag(qtbot, window, bears, window.table_view.mapFromScene(pile.card_rect().center()))
    game = window.controller.game  # type: ignore[union-attr]
    names = [game.obj(o).card.name for o in game.state.zone_ids(Zone.GRAVEYARD, "Bob")]
    assert names == ["Grizzly Bears"]
    assert window.scene.pile_item(Zone.GRAVEYARD, "Bob").pile.count == 1  # type: ignore


def drag(qtbot: QtBot, window: MainWindow, oid: int, target: QPoint) -> None:
    viewport = window.table_view.viewport()
    start = item_pos(window, oid)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 11):
        step = QPointF(start) + (QPointF(target) - QPointF(start)) * (k / 10)
        qtbot.mouseMove(viewport, step.toPoint())
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=target)


def test_equipment_dragged_onto_a_creature_is_attached_and_tucked_under(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    open_table(window, tmp_path, KNIGHT_TABLE + '[[step]]\ndo = "enter"\n'
               'card = "Accorder\'s Shield"\n')
    shield = oid_of(window, "Accorder's Shield")
    knight = oid_of(window, "Knight of Cliffhaven")
    drag(qtbot, window, shield, item_pos(window, knight))
    game = window.controller.game  # type: ignore[union-attr]
    assert game.obj(shield).attached_to == knight
    host, tucked = window.scene.card_item(knight), window.scene.card_item(shield)
    assert host is not None and tucked is not None
    assert tucked.zValue() < host.zValue()
    assert tucked.pos().x() < host.pos().x() and tucked.pos().y() < host.pos().y()
    assert host.view.toughness == 5 and host.view.attached_count == 1  # +0/+3


def test_an_aura_is_cast_with_a_target_click(qtbot: QtBot, window: MainWindow,
                                             tmp_path: Path) -> None:
    open_table(window, tmp_path, KNIGHT_TABLE + """
[[step]]
do = "enter"
card = "Island"
[[step]]
do = "hand"
card = "Arcane Flight"
""")
    aura = oid_of(window, "Arcane Flight", Zone.HAND)
    knight = oid_of(window, "Knight of Cliffhaven")
    double_click(qtbot, window, aura)
    assert window.interaction.targeting is not None  # type: ignore[union-attr]
    click(qtbot, window, knight)
    game = window.controller.game  # type: ignore[union-attr]
    assert len(game.stack()) == 1 and [a.target for a in window.scene.arrows()] == [knight]


def test_the_other_players_hand_is_hidden_unless_shown(window: MainWindow,
                                                       tmp_path: Path) -> None:
    open_table(window, tmp_path, KNIGHT_TABLE + '[[step]]\ndo = "hand"\ncard = "Shock"\n'
               'owner = "Bob"\n')
    shock = oid_of(window, "Shock", Zone.HAND)
    assert window.scene.card_item(shock).hidden  # type: ignore[union-attr]
    assert not window.scene.card_item(oid_of(window, "Giant Growth", Zone.HAND)).hidden  # type: ignore
    before = state_hash(window)
    window.scene.card_double_clicked.emit(shock)
    assert "face down" in window.last_refusal and state_hash(window) == before
    window.menu.actions["show_hands"].trigger()
    assert not window.scene.card_item(shock).hidden  # type: ignore[union-attr]


def test_keys_advance_steps_and_the_phase_bar_follows(qtbot: QtBot, window: MainWindow,
                                                      tmp_path: Path) -> None:
    open_table(window, tmp_path)
    qtbot.keyClick(window.table_view, Qt.Key.Key_N)
    game = window.controller.game  # type: ignore[union-attr]
    assert game.state.step == Step.BEGINNING_OF_COMBAT
    assert window.phase_bar.current_step == Step.BEGINNING_OF_COMBAT
    window.phase_bar.buttons[Step.POSTCOMBAT_MAIN].click()
    assert game.state.step == Step.POSTCOMBAT_MAIN
    qtbot.keyClick(window.table_view, Qt.Key.Key_T)
    assert game.state.active == "Bob" and game.state.step == Step.UPKEEP


def test_playtesting_moves_from_the_menus(window: MainWindow, tmp_path: Path,
                                          prompter: ScriptedPrompter) -> None:
    open_table(window, tmp_path, KNIGHT_TABLE + '[[step]]\ndo = "library"\ncard = "Forest"\n'
               'owner = "Bob"\ncount = 10\n')
    game = window.controller.game  # type: ignore[union-attr]
    menu = window.player_menu("Bob")
    menu_action(menu, "Life -1").trigger()
    assert game.player("Bob").life == 19
    menu_action(window.player_menu("Bob"), "Draw a card").trigger()
    assert len(game.state.zone_ids(Zone.HAND, "Bob")) == 1
    prompter.answers["mulligan"] = [MulliganAnswer(True)]  # then keep, one card under
    menu_action(window.player_menu("Bob"), "Keep or mulligan").trigger()
    assert len(game.state.zone_ids(Zone.HAND, "Bob")) == 6  # London mulligan (103.5)
    prompter.answers["token"] = [TokenSpec("Soldier", 1, 1, 2)]
    menu_action(window.player_menu("Alice"), "Create tokens").trigger()
    tokens = [o for o in game.battlefield() if game.obj(o).is_token]
    assert len(tokens) == 2 and window.scene.card_item(tokens[0]).view.is_token  # type: ignore
    knight = oid_of(window, "Knight of Cliffhaven")
    menu_action(window.card_menu(knight), "Put a +1/+1 counter").trigger()
    prompter.answers["counter"] = [("charge", 3)]
    menu_action(window.card_menu(knight), "Other counters").trigger()
    assert game.obj(knight).counters == {"+1/+1": 1, "charge": 3}
    assert window.scene.card_item(knight).view.counters == (("+1/+1", 1), ("charge", 3))  # type: ignore
    menu_action(window.player_menu("Alice"), "Roll a six-sided die").trigger()
    assert "rolls a d6" in window.toast.text()


def test_modes_x_and_colours_are_asked(window: MainWindow, tmp_path: Path,
                                       prompter: ScriptedPrompter) -> None:
    open_table(window, tmp_path, KNIGHT_TABLE + """
[[step]]
do = "enter"
card = "Alloy Myr"
[[step]]
do = "hand"
card = "Healing Salve"
""")
    game = window.controller.game  # type: ignore[union-attr]
    myr = oid_of(window, "Alloy Myr")
    prompter.answers["color"] = ["Blue"]
    menu_action(window.card_menu(myr), "{T}: Add one mana").trigger()
    assert ("color", "Choose a colour") in prompter.asked
    assert game.player("Alice").mana_pool == {"U": 1}
    salve = oid_of(window, "Healing Salve", Zone.HAND)
    prompter.answers["one"] = [0]
    menu_action(window.card_menu(salve), "Cast").trigger()
    modes = [a for a in prompter.asked if a[0] == "one"]
    assert modes and len(modes[0][1]) == 2


def test_simultaneous_triggers_are_ordered_by_their_controller(
        window: MainWindow, tmp_path: Path, prompter: ScriptedPrompter) -> None:
    """603.3b: two upkeep triggers of Bob's; he puts them on the stack in his order."""
    open_table(window, tmp_path, KNIGHT_TABLE + """
[[step]]
do = "enter"
card = "Drana's Emissary"
controller = "Bob"
[[step]]
do = "enter"
card = "Drana's Emissary"
controller = "Bob"
""")
    prompter.answers["order"] = [[1, 0]]
    window.advance_to("next_turn")
    game = window.controller.game  # type: ignore[union-attr]
    asked = [a for a in prompter.asked if a[0] == "order"]
    assert len(asked) == 1 and len(asked[0][1]) == 2
    assert game.state.step == Step.UPKEEP and len(game.stack()) == 2
    actions = [entry.action.verb for entry in window.session.history]  # type: ignore
    assert actions[-2:] == ["order", "advance"]


# --------------------------------------------------------------------------- files, settings


def test_a_broken_file_shows_where_and_why_and_keeps_the_game(
        window: MainWindow, tmp_path: Path, prompter: ScriptedPrompter) -> None:
    open_table(window, tmp_path)
    session = window.session
    history = len(session.history)  # type: ignore[union-attr]
    bad = tmp_path / "broken.toml"
    bad.write_text('title = "x"\n[[step]]\ndo = "enter"\n', encoding="utf-8")
    assert not window.open_paths([str(bad)])
    assert prompter.errors and "broken.toml" in prompter.errors[-1]
    assert "card" in prompter.errors[-1]  # the missing key
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Forest\n3 Definitely Not A Card\n", encoding="utf-8")
    assert not window.open_paths([str(deck)])
    assert "deck.txt" in prompter.errors[-1] and "line 2" in prompter.errors[-1]
    assert window.session is session and len(session.history) == history  # type: ignore


def test_every_game_is_recorded_in_the_user_data_dir(window: MainWindow, tmp_path: Path
                                                     ) -> None:
    open_table(window, tmp_path)
    path = window.session.recording_path  # type: ignore[union-attr]
    assert path is not None and path.is_file()
    import os

    assert Path(os.environ["TABLETOP_DATA_DIR"]) in path.parents
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) >= 1 + len(window.session.history)  # type: ignore[union-attr]


def test_opening_a_recording_replays_it(window: MainWindow, tmp_path: Path) -> None:
    open_table(window, tmp_path)
    window.menu.actions["pass"].trigger()
    first = window.session
    recording = first.recording_path  # type: ignore[union-attr]
    expected = state_hash(window)
    assert window.open_paths([str(recording)])
    assert window.session is not first and state_hash(window) == expected
    assert window.session.recording_path != recording  # type: ignore[union-attr]


def test_german_interface_is_remembered(window: MainWindow, tmp_path: Path) -> None:
    open_table(window, tmp_path)
    window.set_language("de")
    assert window.menu.menus["file"].title() == "&Datei"
    knight = oid_of(window, "Knight of Cliffhaven")
    assert window.scene.card_item(knight).view.name == "Ritter vom Klippenhafen"  # type: ignore
    assert Settings(window.settings.store).language == "de"
    assert menu_action(window.card_menu(knight), "Stufenaufstieg").isEnabled()
    assert window.phase_bar.buttons[Step.PRECOMBAT_MAIN].text() == "Hauptphase 1"
    window.set_language("en")
    assert window.menu.menus["file"].title() == "&File"


def test_docks_plug_in_and_follow_the_game(qtbot: QtBot, window: MainWindow,
                                           tmp_path: Path) -> None:
    from PySide6.QtWidgets import QLabel

    seen: list[object] = []
    window.session_changed.connect(seen.append)
    dock = window.add_dock(QLabel("a panel"), "inspector", "Test panel")
    assert dock in window.docks and dock.toggleViewAction() in window.menu.panels_menu.actions()
    open_table(window, tmp_path)
    assert seen == [window.controller]


def test_every_interface_text_has_a_german_translation() -> None:
    """The catalogue the window loads is complete (pyside6-lupdate, then lrelease)."""
    import xml.etree.ElementTree as ET

    from tabletop.resources import resource

    ts = ET.parse(resource("translations", "tabletop_de.ts")).getroot()
    messages = list(ts.iter("message"))
    assert len(messages) > 100
    unfinished = [m.findtext("source") for m in messages
                  if m.find("translation").get("type") in ("unfinished", "vanished")  # type: ignore
                  or not (m.findtext("translation") or "").strip()]
    assert unfinished == []
    qm = resource("translations", "tabletop_de.qm")
    assert qm.is_file() and qm.stat().st_mtime >= resource(
        "translations", "tabletop_de.ts").stat().st_mtime - 1
