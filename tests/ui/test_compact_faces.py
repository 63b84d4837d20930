"""Small cards stay readable: the compact face carries the mana cost, the type line,
keyword icons and a mark when a continuous effect applies (613), besides the P/T and
counters. Each part is checked by painting the face with and without it."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from tabletop.resources import resource
from tabletop.ui.card_painter import paint_card
from tabletop.ui.card_view import CardView
from tabletop.ui.main_window import MainWindow
from tabletop.ui.painting.compact import keyword_icon

from .test_window import oid_of

SCENARIO = "student-of-warfare-under-anthem-pump-and-counters.toml"


def render(view: CardView, width: int = 90) -> QImage:
    height = int(width * 1.4)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_card(painter, QRectF(0, 0, width, height), view, "compact")
    painter.end()
    return image


def student_view(window: MainWindow) -> CardView:
    assert window.open_paths([str(resource("scenarios", SCENARIO))]), window.last_error
    item = window.scene.card_item(oid_of(window, "Student of Warfare"))
    assert item is not None
    return item.view


def test_the_view_knows_keywords_and_effects(qtbot: QtBot, window: MainWindow) -> None:
    view = student_view(window)
    assert view.affected  # Glorious Anthem applies (613.4c)
    assert any(k.lower() == "double strike" for k in view.keywords)  # level 7+ band
    anthem = window.scene.card_item(oid_of(window, "Glorious Anthem"))
    assert anthem is not None and not anthem.view.affected


def test_each_part_of_the_compact_face_is_painted(qtbot: QtBot, window: MainWindow,
                                                  tmp_path: Path) -> None:
    view = student_view(window)
    face = render(view)
    face.save(str(tmp_path / "student.png"))
    for part, empty in (("mana_cost", ""), ("type_line", ""), ("keywords", ()),
                        ("affected", False)):
        without = render(dataclasses.replace(view, **{part: empty}))
        assert without != face, f"{part} is not drawn on the compact face"


def test_keyword_icons() -> None:
    assert keyword_icon("Flying") == "FLY"
    assert keyword_icon("Protection from white") == "PRO"
    assert keyword_icon("Level up") is None
