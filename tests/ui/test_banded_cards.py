"""Cases (719), station cards (721) and prototype cards (718) are drawn with banded text
boxes like Sagas and Classes: the band in force is lit with the gold edge, and it moves
when the count changes (a Case solved, charge counters put by station, a prototype
cast prototyped); the inspector says which band applies and why."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.session.cardpool import use_card_files
from tabletop.ui import i18n
from tabletop.ui import palette as pal
from tabletop.ui.card_view import CardView
from tabletop.ui.main_window import MainWindow
from tabletop.ui.painting.bands import band_pill_label
from tabletop.ui.painting.full import paint_full
from tabletop.ui.panels.inspector import InspectorPanel

from .test_window import menu_action, oid_of, space
from .window_helpers import ScriptedPrompter, open_table

CARDS = Path(__file__).resolve().parents[1] / "cards" / "scenarios" / "cards.toml"

STATION_TABLE = """
title = "Wedgelight Rammer and two Craw Wurms"
[[step]]
do = "enter"
card = "Wedgelight Rammer"
[[step]]
do = "resolve"
[[step]]
do = "enter"
card = "Craw Wurm"
[[step]]
do = "enter"
card = "Craw Wurm"
[[step]]
do = "enter"
card = "Grizzly Bears"
"""

CASE_TABLE = """
title = "Case of the Burning Masks and three Bears"
[[step]]
do = "library"
card = "Plains"
owner = "Alice"
count = 3
[[step]]
do = "enter"
card = "Case of the Burning Masks"
[[step]]
do = "enter"
card = "Grizzly Bears"
as = "b1"
[[step]]
do = "enter"
card = "Grizzly Bears"
as = "b2"
[[step]]
do = "enter"
card = "Grizzly Bears"
as = "b3"
"""

PROTOTYPE_TABLE = """
title = "Blitz Automaton in hand, three Mountains"
[[step]]
do = "enter"
card = "Mountain"
[[step]]
do = "enter"
card = "Mountain"
[[step]]
do = "enter"
card = "Mountain"
[[step]]
do = "hand"
card = "Blitz Automaton"
"""


@pytest.fixture(autouse=True)
def _scenario_cards() -> Iterator[None]:
    """The real cards of the scenarios (cards.toml) in the window's card pool."""
    use_card_files([CARDS])
    yield
    use_card_files([])


def _gold_rows(view: CardView) -> list[int]:
    """The rows of the painted card where the gold edge of the band in force shows."""
    image = QImage(300, 420, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    paint_full(painter, QRectF(0, 0, 300, 420), view, 0.0)
    painter.end()
    gold = pal.LEVEL_ACCENT
    return [y for y in range(image.height())
            if sum(abs(a - b) for a, b in zip(image.pixelColor(150, y).getRgb()[:3],
                                              gold.getRgb()[:3], strict=True)) < 40]


def _view(window: MainWindow, oid: int) -> CardView:
    item = window.scene.card_item(window.controller.game.state.newest(oid))  # type: ignore[union-attr]
    assert item is not None
    return item.view


def test_station_by_the_card_menu_lights_the_station_band_at_nine_counters(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, prompter: ScriptedPrompter) -> None:
    """Right-click → Station, pick the creature to tap (the strongest is preselected), both
    players pass: charge counters equal to its power (702.184a); at 9+ the band is lit."""
    open_table(window, tmp_path, STATION_TABLE)
    ram = oid_of(window, "Wedgelight Rammer")
    view = _view(window, ram)
    assert view.band_kind == "station"
    assert [(b.title, b.reached, b.current) for b in view.text_bands] == \
        [("STATION 9+ · 0/9", False, False)]
    assert _gold_rows(view) == []
    prompter.answers["one"] = [0, 1, 0]  # a Wurm (6), then the Robot (2), then a Wurm
    for expected in (6, 8, 14):
        menu_action(window.card_menu(ram), "Station").trigger()
        space(qtbot, window)
        space(qtbot, window)
        assert window.controller.game.obj(ram).counters.get("charge") == expected  # type: ignore[union-attr]
        view = _view(window, ram)
        if expected < 9:
            assert [(b.reached, b.current) for b in view.text_bands] == [(False, False)]
            assert view.text_bands[0].title.endswith(f"{expected}/9")
            assert band_pill_label(view) == (f"STATION 9+ · {expected}/9", False)
    asked = [options for kind, options in prompter.asked if kind == "one"]
    assert asked[0] == ["Craw Wurm (6)", "Craw Wurm (6)", "Robot (2)", "Grizzly Bears (2)"]
    assert asked[1] == ["Craw Wurm (6)", "Robot (2)", "Grizzly Bears (2)"]
    assert [(b.reached, b.current) for b in view.text_bands] == [(True, True)]
    assert band_pill_label(view) == ("STATION 9+", True)  # a compact card's pill
    assert view.text_bands[0].lines == ("Flying, first strike",)
    assert "Creature" in view.type_line and (view.power, view.toughness) == (3, 4)
    assert _gold_rows(view)


def test_a_case_lights_to_solve_then_solved_and_the_edge_moves_down(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    open_table(window, tmp_path, CASE_TABLE)
    case = oid_of(window, "Case of the Burning Masks")
    view = _view(window, case)
    assert view.band_kind == "case"
    assert [(b.title, b.current) for b in view.text_bands] == [("To solve", True),
                                                               ("Solved", False)]
    before = _gold_rows(view)
    controller = window.controller
    assert controller is not None
    game = controller.game
    bears = [o for o in game.state.zone_ids(Zone.BATTLEFIELD)
             if game.obj(o).card.name == "Grizzly Bears"]
    for bear in bears:  # three sources Alice controls deal damage (a tabletop move)
        assert controller.perform(A.DealDamageAction("Bob", 1, bear))
    assert len(bears) == 3
    assert controller.perform(A.AdvanceTo("end"))
    assert controller.game.stack()  # 719.3a: it triggered
    space(qtbot, window)
    space(qtbot, window)
    assert not controller.game.stack()
    view = _view(window, case)
    assert [(b.reached, b.current) for b in view.text_bands] == [(True, False), (True, True)]
    assert band_pill_label(view) == ("Solved", True)
    after = _gold_rows(view)
    assert before and after and min(after) > max(before)


def test_a_prototype_cast_from_the_menu_lights_the_prototype_band(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    open_table(window, tmp_path, PROTOTYPE_TABLE)
    blitz = oid_of(window, "Blitz Automaton", Zone.HAND)
    view = _view(window, blitz)
    assert view.band_kind == "prototype"
    assert [b.current for b in view.text_bands] == [False, False]  # in a hand (718.4)
    cast = menu_action(window.card_menu(blitz), "Cast Blitz Automaton (prototyped)")
    assert cast.isEnabled()
    assert not menu_action(window.card_menu(blitz), "Cast Blitz Automaton").isEnabled()
    cast.trigger()
    space(qtbot, window)
    space(qtbot, window)
    game = window.controller.game  # type: ignore[union-attr]
    assert game.obj(game.state.newest(blitz)).zone == Zone.BATTLEFIELD
    view = _view(window, blitz)
    assert (view.power, view.toughness, view.mana_cost) == (3, 2, "{2}{R}")
    assert [b.current for b in view.text_bands] == [True, False]
    assert view.text_bands[0].title == "Prototype {2}{R} — 3/2"
    assert _gold_rows(view)


def _band_rows(panel: InspectorPanel, heading: str = "bands") -> list[tuple[str, str]]:
    """The inspector's band rows: (band, why it applies or not)."""
    tree = panel.tree
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        if top is not None and top.text(1) == heading:
            return [(top.child(j).text(1), top.child(j).text(2))
                    for j in range(top.childCount())]
    return []


def test_the_inspector_says_which_band_applies_and_why(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    open_table(window, tmp_path, STATION_TABLE)
    ram = oid_of(window, "Wedgelight Rammer")
    controller = window.controller
    assert controller is not None
    panel = InspectorPanel(controller)
    qtbot.addWidget(panel)
    panel.resize(900, 500)
    panel.show()
    controller.select(ram)
    assert _band_rows(panel) == [("STATION 9+",
                                  "does not apply: 0 of 9 charge counters")]
    assert controller.perform(A.AddCounters(ram, "charge", 9))  # live: the band applies
    assert _band_rows(panel) == [("STATION 9+", "applies: 9 of 9 charge counters")]
    i18n.install("de")
    try:
        controller.select(None)
        controller.select(ram)
        assert _band_rows(panel, "Bänder") == [("STATION 9+",
                                                "gilt: 9 von 9 Ladungsmarken")]
    finally:
        i18n.install("en")
