"""The docks around the table, driven like a person would: the layer inspector, the layer
timeline with what-if (drag a bar, untick a box), the event log and the history.

The first puzzle a person tries: Coralhelm Commander (level 2: a 3/3 band) and Godhead of
Awe ("other creatures have base P/T 1/1"). Both set base P/T in layer 7b (613.4b), so
the later timestamp wins (613.7); the level symbol has the Commander's timestamp (711.2,
level up rulings). Godhead last: 1/1. Godhead moved before the Commander: 3/3.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget
from pytestqt.qtbot import QtBot

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Layer
from tabletop.resources import resource
from tabletop.ui.controller import GameController
from tabletop.ui.panels import (
    BannerDock,
    EventLogPanel,
    HistoryPanel,
    InspectorPanel,
    PanelDock,
    TimelinePanel,
    install,
    install_docks,
)
from tabletop.ui.panels.inspector import HYPOTHETICAL_TEXT
from tabletop.ui.panels.timeline import BarItem
from tests.conftest import SHARED
from tests.ui.test_panel_models import commander, puzzle_session, scenario_session

PUZZLES = [
    # (file, the Commander's 7b rows (source, ts, value after), final P/T)
    pytest.param(resource("scenarios", "coralhelm-commander-then-godhead-of-awe.toml"),
                 [("Coralhelm Commander", 1, "4/4"), ("Godhead of Awe", 2, "1/1")], "1/1",
                 id="demo-godhead-last"),
    pytest.param(resource("scenarios", "godhead-of-awe-then-coralhelm-commander.toml"),
                 [("Godhead of Awe", 1, "1/1"), ("Coralhelm Commander", 3, "4/4")], "4/4",
                 id="demo-commander-last"),
    pytest.param(SHARED / "scenarios" / "coralhelm-then-godhead.toml",
                 [("Coralhelm Commander", 1, "3/3"), ("Godhead of Awe", 2, "1/1")], "1/1",
                 id="public-godhead-last"),
    pytest.param(SHARED / "scenarios" / "godhead-then-coralhelm.toml",
                 [("Godhead of Awe", 1, "1/1"), ("Coralhelm Commander", 2, "4/4")], "4/4",
                 id="public-commander-last"),
]


def shown(qtbot: QtBot, widget: QWidget, width: int = 1000, height: int = 500) -> QWidget:
    qtbot.addWidget(widget)
    widget.resize(width, height)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def final_pt(panel: InspectorPanel) -> str:
    assert panel.waterfall is not None
    return dict(panel.waterfall.final)["P/T"]


# --------------------------------------------------------------------------- inspector


@pytest.mark.parametrize("path, rows_7b, pt", PUZZLES)
def test_inspector_rows_of_the_commander(qtbot: QtBot, path: Path,
                                         rows_7b: list[tuple[str, int, str]], pt: str) -> None:
    if not path.is_file():
        pytest.skip(f"{path} is not here")
    session, run = scenario_session(path)
    controller = GameController(session)
    panel = shown(qtbot, InspectorPanel(controller))
    controller.select(session.game.state.newest(run.aliases["cc"]))
    rows = panel.rows
    assert [(r.source, r.timestamp, r.value) for r in rows if r.layer == "7b"] == rows_7b
    assert [r.layer for r in rows] == sorted((r.layer for r in rows), key=_layer_order)
    assert rows[0].layer == "6" and "Flying" in rows[0].value  # the band grants flying
    assert final_pt(panel) == pt
    # what is on screen is what the model says, in the same order
    assert panel.displayed_rows() == [r.cells() for r in rows]
    assert not panel.banner.isVisible()
    layers = panel.tree.topLevelItemCount()
    assert layers == 2 + 11  # printed values, 1a..7d, on the table
    panel.empty_layers.setChecked(False)  # a small dock: only the layers with steps
    assert panel.tree.topLevelItemCount() == 2 + len({r.layer for r in rows})
    assert panel.displayed_rows() == [r.cells() for r in rows]


def _layer_order(code: str) -> int:
    return next(layer.value for layer in Layer if layer.code == code)


def test_inspector_updates_live_and_follows_the_selection(qtbot: QtBot) -> None:
    session = puzzle_session(levels=0)
    controller = GameController(session)
    panel = shown(qtbot, InspectorPanel(controller))
    assert panel.rows == [] and "Select an object" in panel.title.text()
    cc = commander(session)
    controller.select(cc)
    assert [r.source for r in panel.rows] == ["Godhead of Awe"] and final_pt(panel) == "1/1"
    controller.perform(A.AddCounters(cc, "level", 2))  # an event: the band now applies
    assert [r.source for r in panel.rows] == ["Coralhelm Commander", "Coralhelm Commander",
                                              "Godhead of Awe"]
    assert "counters: 2 level" in panel.title.text()
    godhead = next(o for o in session.game.battlefield() if o != cc)
    controller.select(godhead)
    assert panel.rows == [] and final_pt(panel) == "4/4"


def test_clicking_a_source_highlights_it(qtbot: QtBot) -> None:
    session = puzzle_session()
    controller = GameController(session)
    panel = shown(qtbot, InspectorPanel(controller))
    controller.select(commander(session))
    godhead_row = next(i for i, r in enumerate(panel.rows) if r.source == "Godhead of Awe")
    item = _step_items(panel)[godhead_row]
    rect = panel.tree.visualItemRect(item)
    with qtbot.waitSignal(controller.highlight_requested) as signal:
        qtbot.mouseClick(panel.tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert signal.args == [panel.rows[godhead_row].source_id]


def _step_items(panel: InspectorPanel) -> list:
    tree = panel.tree
    out = []
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        out += [top.child(j) for j in range(top.childCount())
                if top.data(0, Qt.ItemDataRole.UserRole + 2) == "layer"]
    return out


# --------------------------------------------------------------------------- timeline


def _bar(panel: TimelinePanel, source: str, layer: Layer = Layer.PT_SET) -> BarItem:
    return next(item for item in panel.items.values()
                if item.bar.layer == layer and item.bar.source_name == source
                and item.bar.affected)


def _viewport_point(panel: TimelinePanel, item: BarItem, dx: float = 0) -> QPoint:
    center = item.sceneBoundingRect().center()
    center.setX(center.x() + dx)
    return panel.view.mapFromScene(center)


def test_drag_godhead_before_the_commander_shows_the_hypothetical_3_3(qtbot: QtBot) -> None:
    session = puzzle_session()
    controller = GameController(session)
    cc = commander(session)
    controller.select(cc)
    window = QWidget()
    timeline = TimelinePanel(controller, window)
    inspector = InspectorPanel(controller, window)
    timeline.setGeometry(0, 0, 900, 520)
    inspector.setGeometry(0, 520, 900, 400)
    shown(qtbot, window, 900, 920)
    assert final_pt(inspector) == "1/1"
    godhead, band = _bar(timeline, "Godhead of Awe"), _bar(timeline, "Coralhelm Commander")
    assert godhead.x() > band.x()  # timestamp order: the Commander (1) before Godhead (2)
    viewport = timeline.view.viewport()
    start = _viewport_point(timeline, godhead)
    target = _viewport_point(timeline, band, dx=-60)  # just left of the Commander's bar
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        qtbot.mouseMove(viewport, start + (target - start) * step / 5)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=target)
    qtbot.waitUntil(lambda: controller.is_hypothetical)
    godhead_eid = godhead.bar.eid
    assert controller.what_if == {godhead_eid: {"timestamp": 0.5}}
    # the inspector shows the hypothetical result, clearly marked
    assert [(r.source, r.timestamp, r.value) for r in inspector.rows if r.layer == "7b"] == [
        ("Godhead of Awe", 0.5, "1/1"), ("Coralhelm Commander", 1, "3/3")]
    assert final_pt(inspector) == "3/3"
    assert controller.chars(cc).power == 3 and controller.chars(cc).toughness == 3
    for banner in (inspector.banner, timeline.banner):
        assert banner.isVisible() and banner.label.text() == HYPOTHETICAL_TEXT
        assert "Godhead of Awe at ts 0.5 (was 2)" in banner.detail.text()
    moved = _bar(timeline, "Godhead of Awe")
    assert moved.bar.moved and moved.x() < _bar(timeline, "Coralhelm Commander").x()
    # the real game is untouched, and one click brings it back
    assert session.game.chars(cc).power == 1
    qtbot.mouseClick(inspector.banner.back, Qt.MouseButton.LeftButton)
    assert not controller.is_hypothetical and final_pt(inspector) == "1/1"
    assert not inspector.banner.isVisible() and not timeline.banner.isVisible()
    assert not _bar(timeline, "Godhead of Awe").bar.moved


def test_untick_switches_an_effect_off(qtbot: QtBot) -> None:
    session = puzzle_session()
    controller = GameController(session)
    controller.select(commander(session))
    timeline = shown(qtbot, TimelinePanel(controller), 900, 520)
    godhead = _bar(timeline, "Godhead of Awe")
    box = godhead.mapToScene(godhead.box_rect().center())
    qtbot.mouseClick(timeline.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=timeline.view.mapFromScene(box))
    qtbot.waitUntil(lambda: controller.is_hypothetical)
    assert controller.what_if == {godhead.bar.eid: {"off": True}}
    assert controller.chars(commander(session)).power == 3  # only the band's 3/3 is left
    off = [item.bar for item in timeline.items.values() if item.bar.off]
    assert {b.source_name for b in off} == {"Godhead of Awe"}  # still shown, to tick again
    timeline.toggle_off(off[0])
    assert not controller.is_hypothetical


def test_context_menu_offers_switch_off_and_back(qtbot: QtBot) -> None:
    session = puzzle_session()
    controller = GameController(session)
    timeline = shown(qtbot, TimelinePanel(controller), 900, 520)
    godhead = _bar(timeline, "Godhead of Awe").bar
    timeline.move_effect(godhead.eid, 0.5)
    moved = _bar(timeline, "Godhead of Awe").bar
    texts = [a.text() for a in timeline.menu_for(moved).actions() if a.text()]
    assert texts[0] == "Switch this effect off" and "Back to its real timestamp (2)" in texts
    assert "Back to the game" in texts


def test_timeline_lanes_and_dependency_arrow(qtbot: QtBot) -> None:
    session, _run = scenario_session(resource("scenarios", "opalescence-then-humility.toml"))
    controller = GameController(session)
    timeline = shown(qtbot, TimelinePanel(controller), 900, 520)
    assert list(timeline.lane_rects) == [layer for layer in Layer if layer <= Layer.PT_SWITCH]
    humility = _bar(timeline, "Humility", Layer.ABILITY)
    assert humility.bar.note.startswith("613.8a")
    (edge,) = timeline.edges
    assert edge.first == humility.bar.key and timeline.items[edge.then].bar.ghost
    lanes = timeline.lane_rects
    for item in timeline.items.values():
        assert lanes[item.bar.layer].contains(item.sceneBoundingRect().center())


# --------------------------------------------------------------------------- history


def test_step_back_through_history_changes_the_table(qtbot: QtBot) -> None:
    session = puzzle_session()
    controller = GameController(session)
    cc = commander(session)
    history = shown(qtbot, HistoryPanel(controller), 600, 400)
    assert history.tree.topLevelItemCount() == 4  # the start and three actions
    current = history.current_item()
    assert current is not None and current.text(0).startswith("▶ 3")
    assert controller.chars(cc).power == 1
    # Back: before the level counters, the Commander is a 1/1 without the band
    qtbot.mouseClick(history.back, Qt.MouseButton.LeftButton)
    assert session.position == 2 and controller.chars(cc).power == 1
    assert controller.game.obj(cc).counters.get("level", 0) == 0
    # click the first action: only the Commander, a 2/2
    row = history.tree.topLevelItem(1)
    qtbot.mouseClick(history.tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=history.tree.visualItemRect(row).center())
    assert session.position == 1 and controller.game.battlefield() == [cc]
    assert controller.chars(cc).power == 2
    assert history.current_item() is history.tree.topLevelItem(1)
    assert history.where.text() == "action 1 of 3"
    qtbot.mouseClick(history.forward, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(history.end, Qt.MouseButton.LeftButton)
    assert session.position == 3 and controller.chars(cc).power == 1
    assert not history.forward.isEnabled()


def test_acting_after_an_undo_starts_a_branch(qtbot: QtBot) -> None:
    session = puzzle_session()
    controller = GameController(session)
    history = shown(qtbot, HistoryPanel(controller), 600, 400)
    controller.go_to(1)
    assert history.current_item() is history.tree.topLevelItem(1)
    controller.perform(A.EnterBattlefield("Grizzly Bears", "Bob"))
    assert history.tree.topLevelItemCount() == 3
    row1 = history.tree.topLevelItem(1)
    (branch,) = [row1.child(i) for i in range(row1.childCount())]
    assert branch.text(1) == "branch" and branch.childCount() == 2
    assert not branch.isExpanded()  # collapsed
    assert history.current_item() is history.tree.topLevelItem(2)


# --------------------------------------------------------------------------- event log


def test_event_log_filters_by_the_selection_and_selects_on_click(qtbot: QtBot) -> None:
    session = puzzle_session()
    controller = GameController(session)
    log = shown(qtbot, EventLogPanel(controller), 600, 400)
    texts = [r.text for r in log.rows()]
    assert len(texts) == 3 and "level counters" in texts[-1]
    cc = commander(session)
    controller.select(cc)  # follow selection: only the Commander's events
    assert [r.text for r in log.rows()] == [texts[0], texts[2]]
    log.follow.setChecked(False)
    log.filter_object(None)
    log.search.setText("godhead")
    assert [r.text for r in log.rows()] == [texts[1]]
    log.search.clear()
    # clicking an event selects the object it involves
    index = log.model.index(1, 0)
    qtbot.mouseClick(log.list.viewport(), Qt.MouseButton.LeftButton,
                     pos=log.list.visualRect(index).center())
    godhead = next(o for o in session.game.battlefield() if o != cc)
    assert controller.selected == godhead
    # new events arrive live; going back in history shows the log up to there
    controller.perform(A.AddCounters(cc, "level", 1))
    assert len(log.rows()) == 4
    controller.go_to(1)
    assert [r.text for r in log.rows()] == [texts[0]]


# --------------------------------------------------------------------------- docks


class _Window(QMainWindow):
    """The main window's side of the hook: `add_dock`, `controller`, `session_changed`."""

    session_changed = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.controller: GameController | None = None
        self.added: list[tuple[QWidget, Qt.DockWidgetArea]] = []
        self.setCentralWidget(QLabel("the table"))

    def add_dock(self, widget: QWidget, area: Qt.DockWidgetArea) -> None:
        self.added.append((widget, area))
        self.addDockWidget(area, widget)  # type: ignore[arg-type]

    def show_game(self, controller: GameController) -> None:
        self.controller = controller
        self.session_changed.emit(controller)


def test_install_docks_for_one_game(qtbot: QtBot) -> None:
    controller = GameController(puzzle_session())
    window = _Window()
    qtbot.addWidget(window)
    docks = install_docks(window, controller)
    assert [type(d.panel) for d in docks] == [InspectorPanel, TimelinePanel, EventLogPanel,
                                              HistoryPanel]
    assert all(isinstance(w, PanelDock) and w.objectName() for w, _ in window.added)


def test_install_follows_the_window_from_game_to_game(qtbot: QtBot) -> None:
    window = _Window()
    qtbot.addWidget(window)
    docks = install(window)  # at start: no game yet
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    panels = [d for d in docks if isinstance(d, PanelDock)]
    (banner,) = [d for d in docks if isinstance(d, BannerDock)]
    assert len(panels) == 4 and all(d.panel is None for d in panels)
    assert not banner.isVisible()
    first = GameController(puzzle_session())
    window.show_game(first)
    assert [type(d.panel) for d in panels] == [InspectorPanel, TimelinePanel, EventLogPanel,
                                               HistoryPanel]
    timeline = panels[1].panel
    assert isinstance(timeline, TimelinePanel)
    timeline.move_effect(_bar(timeline, "Godhead of Awe").bar.eid, 0.5)
    assert banner.isVisible() and banner.banner is not None
    qtbot.mouseClick(banner.banner.back, Qt.MouseButton.LeftButton)
    assert not banner.isVisible() and not first.is_hypothetical
    second = GameController(puzzle_session(godhead_first=True))
    window.show_game(second)
    inspector = panels[0].panel
    assert isinstance(inspector, InspectorPanel) and inspector.controller is second
    second.select(commander(second.session))
    assert final_pt(inspector) == "3/3"
