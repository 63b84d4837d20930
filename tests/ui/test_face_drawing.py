"""Cards with several faces in the window: each layout drawn recognisably (both halves of a
split card, a double-faced card's marker and its other face in the enlarged preview, the
Adventure's inset, a flip card's upside-down half), and the half or face to cast asked."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules import faces
from tabletop.session.cardpool import use_card_files
from tabletop.ui.card_item import CardPreviewItem
from tabletop.ui.card_view import CardView
from tabletop.ui.main_window import MainWindow
from tabletop.ui.painting.compact import paint_compact
from tabletop.ui.painting.full import paint_full
from tabletop.ui.painting.geometry import card_geometry
from tabletop.ui.view_model import card_view
from tests.engine.rules.faces_kit import FACES_FILE, faces_table
from tests.engine.rules_kit import enter, hand

from .test_window import double_click, menu_action, oid_of
from .window_helpers import ScriptedPrompter, open_table

W, H = 300, 420


def _paint(view: CardView, detail: str = "full") -> QImage:
    image = QImage(W, H, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    (paint_full if detail == "full" else paint_compact)(painter, QRectF(0, 0, W, H), view, 0.0)
    painter.end()
    return image


def _differs(a: QImage, b: QImage, rect: QRectF) -> int:
    """How many sampled pixels in `rect` differ between two paintings."""
    count = 0
    for x in range(int(rect.left()), int(rect.right()), 3):
        for y in range(int(rect.top()), int(rect.bottom()), 3):
            if a.pixelColor(x, y) != b.pixelColor(x, y):
                count += 1
    return count


def _one_face(view: CardView) -> CardView:
    return dataclasses.replace(view, layout="", face=-1, faces=())


def _view(game: Game, oid: int) -> CardView:
    return card_view(game, game.result, oid)


def _hue(color: QColor) -> str:
    r, g, b = color.red(), color.green(), color.blue()
    return "red" if r > g + 30 and r > b + 30 else "green" if g > r + 20 and g > b else "other"


def test_a_split_card_shows_both_halves_and_on_the_stack_only_the_half_cast(
        qapp: object) -> None:
    game = faces_table()
    card = hand(game, "Assault // Battery")
    view = _view(game, card)
    assert (view.layout, view.face, [f.name for f in view.faces]) == (
        "split", -1, ["Assault", "Battery"])
    image = _paint(view)
    # each half is a small card with its own frame: red on the left, green on the right
    rows = range(int(H * 0.3), int(H * 0.9))
    left = [_hue(image.pixelColor(int(W * 0.2), y)) for y in rows]
    right = [_hue(image.pixelColor(int(W * 0.8), y)) for y in rows]
    assert left.count("red") > 40 and "green" not in left
    assert right.count("green") > 40 and "red" not in right
    assert _differs(image, _paint(_one_face(view)), QRectF(0, H * 0.2, W, H * 0.6)) > 100
    game.perform(A.CastSpell("Alice", card, ("Bob",), (("face", "Assault"),), "free"))
    spell = game.state.newest(card)
    on_stack = _view(game, spell)
    assert (on_stack.name, on_stack.face) == ("Assault", 0)  # 709.3b: only that half


def test_a_double_faced_card_has_a_marker_and_its_other_face_in_the_preview(
        qapp: object) -> None:
    game = faces_table()
    gargoyle = enter(game, "Thraben Gargoyle")
    front = _view(game, gargoyle)
    assert (front.layout, front.face, front.faces[1].name) == ("transform", -1,
                                                               "Stonewing Antagonizer")
    faces.transform(game, gargoyle)
    back = _view(game, gargoyle)
    assert (back.name, back.face) == ("Stonewing Antagonizer", 1)
    # the marker: a gold sun disc on the front face, a dark moon disc on the back
    g = card_geometry(QRectF(0, 0, W, H))
    d = g.name_bar.height() * 0.95  # the disc at the art's top left, its left inner edge
    mark = (int(g.art.left() + d * 0.32), int(g.art.top() + d * 0.7))
    assert _differs(_paint(front), _paint(_one_face(front)), QRectF(W * 0.05, H * 0.1,
                                                                    W * 0.1, H * 0.1)) > 5
    sun, moon = _paint(front).pixelColor(*mark), _paint(back).pixelColor(*mark)
    assert sun.red() > 150 and sun.green() > 100 and moon.red() < 90

    preview = CardPreviewItem(front, 280.0)
    plain = CardPreviewItem(_one_face(front), 280.0)
    assert preview.size().width() > 1.5 * plain.size().width()  # the back face beside it
    image = QImage(700, 420, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    preview.paint(painter, None, None)  # type: ignore[arg-type]
    painter.end()
    beside = [image.pixelColor(x, 150) for x in range(320, 500, 10)]
    assert sum(1 for c in beside if c != QColor("#000000")) > len(beside) // 2


def test_an_adventurer_shows_its_adventure_as_an_inset(qapp: object) -> None:
    game = faces_table()
    view = _view(game, hand(game, "Obyra's Attendants"))
    assert [f.name for f in view.faces] == ["Obyra's Attendants", "Desperate Parry"]
    image, plain = _paint(view), _paint(_one_face(view))
    text_box_left = QRectF(W * 0.08, H * 0.6, W * 0.38, H * 0.28)
    assert _differs(image, plain, text_box_left) > 50


def test_a_flip_card_shows_its_other_half_upside_down(qapp: object) -> None:
    game = faces_table()
    eggwatcher = enter(game, "Orochi Eggwatcher")
    view = _view(game, eggwatcher)
    assert view.faces[1].pt == "3/3" and view.layout == "flip"
    lower_text = QRectF(W * 0.08, H * 0.78, W * 0.84, H * 0.12)
    assert _differs(_paint(view), _paint(_one_face(view)), lower_text) > 50


def test_a_small_card_carries_the_face_marker(qapp: object) -> None:
    game = faces_table()
    view = _view(game, enter(game, "Cloistered Youth"))
    art_left = QRectF(0, H * 0.3, W * 0.3, H * 0.4)
    assert _differs(_paint(view, "compact"), _paint(_one_face(view), "compact"),
                    art_left) > 20


@pytest.fixture
def faces_pool() -> Iterator[None]:
    use_card_files([FACES_FILE])
    yield
    use_card_files([])


SPLIT_TABLE = """
title = "A split card in hand"
[[step]]
do = "enter"
card = "Mountain"
[[step]]
do = "enter"
card = "Forest"
[[step]]
do = "enter"
card = "Forest"
[[step]]
do = "enter"
card = "Forest"
[[step]]
do = "hand"
card = "Assault // Battery"
"""


def test_double_clicking_a_split_card_asks_which_half_and_casts_it(
        qtbot: QtBot, window: MainWindow, prompter: ScriptedPrompter, tmp_path: Path,
        faces_pool: None) -> None:
    open_table(window, tmp_path, SPLIT_TABLE)
    card = oid_of(window, "Assault // Battery", Zone.HAND)
    menu = window.card_menu(card)
    assert menu_action(menu, "Cast Assault").isEnabled()
    assert menu_action(menu, "Cast Battery").isEnabled()
    prompter.answers["one"] = [1]  # Battery
    double_click(qtbot, window, card)
    assert ("one", ["Assault", "Battery"]) in prompter.asked
    game = window.controller.game  # type: ignore[union-attr]
    assert [game.name_of(o) for o in game.stack()] == ["Battery"]
