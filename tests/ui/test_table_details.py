"""The rest of "the table window feels like a game table": the inspector shows long
derivations whole, the timeline fits all its lanes, the hover zoom never sticks, the
event log says how many entries its filter hides, the token dialog makes creature
tokens with colours, keywords, a count and tapped, and a scenario with an unknown card
keeps the table and names the card."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QCheckBox, QTreeWidget, QTreeWidgetItem
from pytestqt.qtbot import QtBot

from tabletop.engine.model.enums import Layer, Zone
from tabletop.resources import resource
from tabletop.ui.controller import GameController
from tabletop.ui.dialogs.table_moves import ALL_TOKEN_PARTS, TokenDialog, TokenSpec
from tabletop.ui.main_window import MainWindow, token_parts
from tabletop.ui.panels import EventLogPanel, InspectorPanel, TimelinePanel
from tabletop.ui.panels.inspector import NOTE_COLUMN

from .clipping import clipped_texts
from .test_panel_models import scenario_session
from .window_helpers import ScriptedPrompter, open_table


def cut_cells(tree: QTreeWidget) -> list[str]:
    """Cells whose text needs more lines than their row has (the note column of a step
    is exempt: the note is shown whole in the row under it)."""
    out: list[str] = []

    def walk(item: QTreeWidgetItem) -> None:
        rect = tree.visualItemRect(item)
        if rect.height() > 0:
            for column in range(tree.columnCount()):
                text = item.text(column)
                if not text or (column == NOTE_COLUMN and not item.isFirstColumnSpanned()):
                    continue
                width = rect.width() if item.isFirstColumnSpanned() else \
                    tree.header().sectionSize(column)
                need = QFontMetrics(item.font(column)).boundingRect(
                    QRect(0, 0, max(width - 12, 1), 100_000), int(Qt.TextFlag.TextWordWrap),
                    text).height()
                if need > rect.height() + 1:
                    out.append(f"{text!r}: {need}px in a {rect.height()}px row")
        for i in range(item.childCount()):
            child = item.child(i)
            if child is not None:
                walk(child)

    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        if top is not None:
            walk(top)
    return out


def humility_controller() -> GameController:
    session, _run = scenario_session(resource("scenarios", "opalescence-then-humility.toml"))
    controller = GameController(session)
    controller.select(session.game.battlefield()[0])
    return controller


def test_the_inspector_shows_long_texts_whole(qtbot: QtBot) -> None:
    inspector = InspectorPanel(humility_controller())
    qtbot.addWidget(inspector)
    inspector.resize(330, 700)  # a narrow dock
    inspector.show()
    qtbot.waitExposed(inspector)
    tree = inspector.tree
    long_title = next(tree.topLevelItem(i) for i in range(tree.topLevelItemCount())
                      if tree.topLevelItem(i).text(1).startswith("P/T from characteristic"))
    assert tree.visualItemRect(long_title).height() > tree.fontMetrics().height() * 1.5
    assert cut_cells(tree) == []
    tree.header().resizeSection(1, 120)  # narrower still: the rows grow again
    qtbot.waitUntil(lambda: cut_cells(tree) == [])


def test_the_timeline_fits_every_lane_at_1366x768(
        qtbot: QtBot, window: MainWindow) -> None:
    assert window.open_paths([str(resource("scenarios", "opalescence-then-humility.toml"))])
    window.resize(1366, 768)
    window.menu.actions["explain_layout"].trigger()
    qtbot.waitUntil(lambda: window.width() == 1366)
    timeline = next(d.panel for d in window.docks
                    if isinstance(getattr(d, "panel", None), TimelinePanel))
    assert isinstance(timeline, TimelinePanel) and timeline.isVisible()
    view = timeline.view
    qtbot.waitUntil(lambda: view.viewport().height() > 50)
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    for layer in (Layer.COPY, Layer.ABILITY, Layer.PT_SET, Layer.PT_SWITCH):
        lane = timeline.lane_rects[layer]
        assert shown.top() <= lane.top() + 1 and lane.bottom() <= shown.bottom() + 1, layer
    assert timeline.lane_rects[Layer.COPY] == timeline.lane_rects[Layer.TEXT]  # one strip


def hover_zoom(qtbot: QtBot, window: MainWindow) -> None:
    """Rest the pointer on the Knight until its zoom shows."""
    game = window.controller.game  # type: ignore[union-attr]
    knight = next(o for o in game.battlefield() if game.obj(o).card.name ==
                  "Knight of Cliffhaven")
    item = window.scene.card_item(knight)
    assert item is not None
    view = window.table_view
    window.activateWindow()  # the scene gives hover events in the active window only
    qtbot.waitUntil(window.isActiveWindow)
    at = view.mapFromScene(item.mapToScene(item.card_rect().center()))
    qtbot.mouseMove(view.viewport(), QPoint(2, 2))  # from elsewhere onto the card
    qtbot.mouseMove(view.viewport(), at)
    qtbot.waitUntil(lambda: item.preview is not None, timeout=2000)


def test_the_hover_zoom_goes_on_scroll_leave_and_focus_loss(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    open_table(window, tmp_path)
    view = window.table_view
    hover_zoom(qtbot, window)
    qtbot.keyClick(view, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)  # zoom in
    assert window.scene.previews() == []
    window.table_view.fit_to_table()
    hover_zoom(qtbot, window)
    view.horizontalScrollBar().setValue(view.horizontalScrollBar().value() + 5)
    view.scrollContentsBy(0, 3)
    assert window.scene.previews() == []
    hover_zoom(qtbot, window)
    QApplication.sendEvent(view, QEvent(QEvent.Type.Leave))
    assert window.scene.previews() == []
    hover_zoom(qtbot, window)
    view.setFocus()
    window.menu.actions["explain_layout"].trigger()
    log = next(d.panel for d in window.docks if isinstance(getattr(d, "panel", None),
                                                          EventLogPanel))
    log.search.setFocus()  # the focus goes to another widget
    qtbot.waitUntil(lambda: window.scene.previews() == [], timeout=2000)


def test_the_event_log_says_how_many_entries_the_filter_hides(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    open_table(window, tmp_path)
    window.menu.actions["explain_layout"].trigger()
    log = next(d.panel for d in window.docks if isinstance(getattr(d, "panel", None),
                                                          EventLogPanel))
    assert isinstance(log, EventLogPanel)
    assert not log.hidden_note.isVisible()
    total = len(log.shown_texts())
    qtbot.keyClicks(log.search, "Plains")
    shown = len(log.shown_texts())
    assert 0 < shown < total
    assert log.hidden_note.isVisible()
    assert log.hidden_note.text() == f"{total - shown} entries hidden by the filter"
    log.follow.setChecked(True)
    bears = next(o for o in window.controller.game.battlefield()  # type: ignore[union-attr]
                 if window.controller.game.obj(o).card.name == "Grizzly Bears")  # type: ignore[union-attr]
    qtbot.keyClick(log.search, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(log.search, Qt.Key.Key_Backspace)
    window.controller.select(bears)  # type: ignore[union-attr]
    assert log.shown_texts() and all("Grizzly Bears" in t for t in log.shown_texts())
    assert log.hidden_note.text() == f"{total - len(log.shown_texts())} entries hidden by " \
                                     "the filter"


def tick(qtbot: QtBot, box: QCheckBox) -> None:
    """Click a check box on its box, as a person does."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def test_the_token_dialog_takes_types_colours_keywords_count_and_tapped(
        qtbot: QtBot) -> None:
    dialog = TokenDialog("Create tokens", None, ALL_TOKEN_PARTS)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.name.selectAll()
    qtbot.keyClicks(dialog.name, "Elf  Warrior")
    for spin, value in ((dialog.power, "2"), (dialog.toughness, "3"), (dialog.count, "3")):
        spin.selectAll()
        qtbot.keyClicks(spin, value)
    tick(qtbot, dialog.colors["Green"])
    tick(qtbot, dialog.keywords["Trample"])
    tick(qtbot, dialog.tapped)
    assert dialog.spec() == TokenSpec("Elf Warrior", 2, 3, 3, ("Green",), ("Trample",), True)
    assert dialog.spec() is not None and dialog.spec().creature_types == ("Elf", "Warrior")
    assert clipped_texts(dialog) == []
    # a copy of a card by name takes neither colours nor keywords
    tick(qtbot, dialog.vanilla)
    assert not dialog.colors["Green"].isEnabled()
    assert not dialog.keywords["Trample"].isEnabled()
    assert dialog.spec() == TokenSpec("Elf Warrior", None, None, 3, tapped=True)


def test_tokens_enter_tapped_from_the_players_menu(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, prompter: ScriptedPrompter) -> None:
    open_table(window, tmp_path)
    game = window.controller.game  # type: ignore[union-attr]
    before = set(game.battlefield())
    prompter.answers["token"] = [TokenSpec("Elf Warrior", 1, 1, 2, tapped=True)]
    create = next(a for a in window.player_menu("Alice").actions()
                  if a.text().replace("&", "").startswith("Create tokens"))
    create.trigger()
    asked = [q for q in prompter.asked if q[0] == "token"]
    assert asked[-1][1][1] == token_parts() | {"tapped"}  # what the engine can make
    game = window.controller.game  # type: ignore[union-attr]
    new = [o for o in game.battlefield() if o not in before]
    assert len(new) == 2
    assert all(game.obj(o).is_token and game.obj(o).tapped for o in new)
    assert all(window.scene.card_item(o).view.tapped for o in new)  # type: ignore[union-attr]


UNKNOWN = """
title = "A misspelt card"
[[step]]
do = "enter"
card = "Grizzly Bearz"
[[step]]
do = "hand"
card = "Giant Grwth"
[[step]]
do = "enter"
card = "Plains"
"""


def test_a_scenario_with_an_unknown_card_keeps_the_table(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, prompter: ScriptedPrompter) -> None:
    open_table(window, tmp_path)
    before = window.controller
    path = tmp_path / "misspelt.toml"
    path.write_text(UNKNOWN, encoding="utf-8")
    prompter.answers["confirm"] = [True]  # "Import card data…"
    prompter.answers["open"] = [[]]  # then cancel the file dialog
    assert not window.open_paths([str(path)])
    assert window.controller is before  # the table is unchanged
    text = next(t for kind, t in prompter.asked if kind == "confirm")
    assert "Grizzly Bearz (step 1) — did you mean Grizzly Bears" in text
    assert "Giant Grwth (step 2) — did you mean Giant Growth" in text
    assert "The game on the table is unchanged" in text
    assert ("open", "Import card data (MTGJSON or Scryfall)") in prompter.asked  # offered
    # in the worker too (File ▸ Open, a drop)
    with qtbot.waitSignal(window.files.finished) as finished:
        assert not window.open_in_background([str(path)])
    assert finished.args == [False] and window.controller is before
    assert len(window.controller.game.state.zone_ids(Zone.HAND, "Alice")) == 1  # type: ignore[union-attr]
