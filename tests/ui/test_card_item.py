"""The painted card item: painting every kind of card, bands of levelers, signals.

Levelers follow rule 711: a leveler's text box has a top band ("Level up
{cost}", printed P/T) and one band per level symbol; the band whose range
contains the number of level counters is in force (711.2).
"""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QAbstractAnimation, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QContextMenuEvent, QImage, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
)
from pytestqt.qtbot import QtBot

from tabletop.engine.model.enums import Color
from tabletop.ui import card_painter
from tabletop.ui.card_item import DEFAULT_CARD_SIZE, CardItem, CardPreviewItem
from tabletop.ui.card_painter import active_band_index, card_geometry, paint_card, pt_color
from tabletop.ui.card_view import (
    CardView,
    Highlight,
    LevelBandView,
    TextKind,
    TextLine,
    card_types,
    main_card_type,
    type_initial,
)
from tabletop.ui.mana_symbols import parse_symbols, split_symbol_text
from tabletop.ui.palette import PT_ABOVE, PT_BELOW, PT_NEUTRAL
from tabletop.ui.zvalues import USER_TYPE, ItemType, Z, card_z

BACKGROUND = QColor("#204030")

# --------------------------------------------------------------------------- views


def knight(level: int, power: int | None = None, toughness: int | None = None) -> CardView:
    """Knight of Cliffhaven (ROE): Level up {3}, 2/2; LEVEL 1-3 2/3 Flying; LEVEL 4+ 4/4."""
    bands = (
        LevelBandView("LEVEL 1-3", 1, 3, 2, 3, ("Flying",)),
        LevelBandView("LEVEL 4+", 4, None, 4, 4, ("Flying, vigilance",)),
    )
    band_pt = {0: (2, 2), 1: (2, 3), 2: (2, 3), 3: (2, 3)}.get(level, (4, 4))
    return CardView(
        oid=1,
        name="Knight of Cliffhaven",
        mana_cost="{1}{W}",
        colors=(Color.WHITE,),
        type_line="Creature — Kor Knight",
        power=band_pt[0] if power is None else power,
        toughness=band_pt[1] if toughness is None else toughness,
        printed_power=2,
        printed_toughness=2,
        level=level,
        level_bands=bands,
        level_up_line="Level up {3}",
    )


def coralhelm(level: int) -> CardView:
    """Coralhelm Commander: LEVEL 2-3 3/3 Flying; LEVEL 4+ 4/4 (here made 1/1 by an effect)."""
    return CardView(
        oid=4,
        name="Coralhelm Commander",
        mana_cost="{U}{U}",
        colors=(Color.BLUE,),
        type_line="Creature — Merfolk Soldier",
        power=1,
        toughness=1,
        printed_power=2,
        printed_toughness=2,
        level=level,
        level_up_line="Level up {1}",
        level_bands=(
            LevelBandView("LEVEL 2-3", 2, 3, 3, 3, ("Flying",)),
            LevelBandView(
                "LEVEL 4+",
                4,
                None,
                4,
                4,
                ("Flying", "Other Merfolk creatures you control get +1/+1."),
            ),
        ),
    )


BEARS = CardView(
    oid=7,
    name="Grizzly Bears",
    mana_cost="{1}{G}",
    colors=(Color.GREEN,),
    type_line="Creature — Bear",
    power=4,
    toughness=4,
    printed_power=2,
    printed_toughness=2,
    counters=(("+1/+1", 2),),
)

KINDS: dict[str, CardView] = {
    "creature": BEARS,
    "tapped creature": dataclasses.replace(BEARS, tapped=True, summoning_sick=True),
    "leveler level 0": knight(0),
    "leveler level 1": knight(1),
    "leveler level 4": knight(4),
    "leveler under an effect": coralhelm(2),
    "planeswalker": CardView(
        oid=10,
        name="Ob Nixilis Reignited",
        mana_cost="{3}{B}{B}",
        colors=(Color.BLACK,),
        type_line="Legendary Planeswalker — Nixilis",
        loyalty=5,
        text_lines=(
            TextLine("[+1]: You draw a card and you lose 1 life."),
            TextLine("[−3]: Destroy target creature."),
            TextLine(
                '[−8]: Target opponent gets an emblem with "Whenever a player draws a card, '
                'you lose 2 life."'
            ),
        ),
    ),
    "land": CardView(
        oid=6,
        name="Plains",
        type_line="Basic Land — Plains",
        text_lines=(TextLine("({T}: Add {W}.)", True, TextKind.REMINDER),),
    ),
    "enchantment": CardView(
        oid=5,
        name="Glorious Anthem",
        mana_cost="{1}{W}{W}",
        colors=(Color.WHITE,),
        type_line="Enchantment",
        text_lines=(TextLine("Creatures you control get +1/+1."),),
    ),
    "token": CardView(
        oid=8,
        name="Soldier",
        colors=(Color.WHITE,),
        type_line="Token Creature — Soldier",
        power=1,
        toughness=1,
        printed_power=1,
        printed_toughness=1,
        is_token=True,
    ),
    "face-down": CardView(oid=9, name="", face_down=True, power=2, toughness=2),
    "manual": CardView(
        oid=11,
        name="Hada Spy Patrol",
        mana_cost="{1}{U}",
        colors=(Color.BLUE,),
        type_line="Creature — Human Rogue",
        power=1,
        toughness=1,
        printed_power=1,
        printed_toughness=1,
        manual=True,
        text_lines=(
            TextLine("Shroud (This creature can't be the target of spells or abilities.)"),
        ),
    ),
    "hybrid, marked": CardView(
        oid=12,
        name="Godhead of Awe",
        mana_cost="{W/U}{W/U}{W/U}{W/U}{W/U}",
        colors=(Color.WHITE, Color.BLUE),
        type_line="Creature — Spirit Avatar",
        power=4,
        toughness=4,
        printed_power=4,
        printed_toughness=4,
        selected=True,
        hypothetical=True,
        highlight=Highlight.TARGET,
        attached_count=2,
        text_lines=(TextLine("Flying"), TextLine("Other creatures have base P/T 1/1.")),
    ),
    "battle": CardView(oid=13, name="Some Battle", type_line="Battle — Siege", defense=5),
}


def render_item(item: QGraphicsItem, scale: float = 1.0) -> QImage:
    """Paint a lone item into an image through a scene, as the table does."""
    scene = QGraphicsScene()
    scene.addItem(item)
    source = item.sceneBoundingRect()
    image = QImage(
        int(source.width() * scale) + 1,
        int(source.height() * scale) + 1,
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(BACKGROUND)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), source)
    painter.end()
    scene.removeItem(item)
    return image


def distinct_colors(image: QImage, step: int = 3) -> int:
    seen: set[int] = set()
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            seen.add(image.pixel(x, y))
    return len(seen)


# --------------------------------------------------------------------------- painting


@pytest.mark.parametrize("kind", list(KINDS))
@pytest.mark.parametrize("scale", [1.0, 0.5, 3.0], ids=["table", "compact", "4k"])
def test_every_kind_of_card_paints(qtbot: QtBot, kind: str, scale: float) -> None:
    item = CardItem(KINDS[kind])
    image = render_item(item, scale)
    assert not image.isNull()
    # something card-like was painted: the black edge, and many colours (text, frame, symbols)
    center = image.pixelColor(image.width() // 2, image.height() // 2)
    assert center != BACKGROUND
    assert distinct_colors(image) > 20


@pytest.mark.parametrize("detail", ["full", "compact"])
def test_paint_card_directly_into_an_image(qtbot: QtBot, detail: str) -> None:
    image = QImage(300, 420, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(BACKGROUND)
    painter = QPainter(image)
    for view in KINDS.values():
        paint_card(painter, QRectF(10, 10, 280, 390), view, detail, pt_flash=0.5)
    painter.end()
    assert distinct_colors(image) > 20


def test_compact_detail_is_chosen_under_90_device_pixels() -> None:
    assert card_painter.detail_for_width(89.0) == "compact"
    assert card_painter.detail_for_width(120.0) == "full"


def test_long_rules_text_fits_the_text_box(qtbot: QtBot) -> None:
    """The font shrinks until the text fits: Ob Nixilis' three abilities in a 120 px card."""
    view = KINDS["planeswalker"]
    geometry = card_geometry(QRectF(0, 0, 120, 168), 0.2)
    paras = card_painter._text_paras(view.text_lines)
    box = geometry.text_box
    block = card_painter._fit(paras, box.width() * 0.9, box.height() * 0.9, 8.6, 4.0)
    assert block.fits
    assert block.height <= box.height() * 0.9
    assert all(run.x <= box.width() * 0.9 for run in block.runs)


def test_parenthesised_text_is_italic(qtbot: QtBot) -> None:
    para = card_painter._para(TextLine("Shroud (This creature can't be the target.)"))
    words = [(piece.text, piece.italic) for word in para.words for piece in word]
    assert words[0] == ("Shroud", False)
    assert all(italic for _, italic in words[1:])


def test_reminder_lines_are_italic_and_symbols_are_symbols(qtbot: QtBot) -> None:
    para = card_painter._para(TextLine("({T}: Add {W}.)", True, TextKind.REMINDER))
    pieces = [piece for word in para.words for piece in word]
    assert all(piece.italic for piece in pieces)
    assert [p.text for p in pieces if p.symbol] == ["T", "W"]


# --------------------------------------------------------------------------- levelers


@pytest.mark.parametrize(
    ("level", "expected"),
    [(0, None), (1, 0), (2, 0), (3, 0), (4, 1), (12, 1)],
)
def test_active_band_is_the_one_whose_range_contains_the_level(
    level: int, expected: int | None
) -> None:
    """711.2: the band in force is decided by the number of level counters."""
    assert active_band_index(knight(level)) == expected


def test_coralhelm_level_one_is_still_the_top_band() -> None:
    """Coralhelm's first level symbol is LEVEL 2-3: at level 1 no band applies."""
    assert active_band_index(coralhelm(1)) is None
    assert active_band_index(coralhelm(2)) == 0
    assert active_band_index(coralhelm(5)) == 1


def test_engine_flag_and_lost_abilities_decide_the_band() -> None:
    view = knight(2)
    flagged = dataclasses.replace(
        view,
        level_bands=(view.level_bands[0], dataclasses.replace(view.level_bands[1], active=True)),
    )
    assert active_band_index(flagged) == 1
    assert active_band_index(dataclasses.replace(view, level_bands_apply=False)) is None
    assert active_band_index(BEARS) is None


def test_band_range_text() -> None:
    assert knight(0).level_bands[0].range_text == "1-3"
    assert knight(0).level_bands[1].range_text == "4+"


# --------------------------------------------------------------------------- P/T colour


def test_pt_color_green_above_red_below_neutral_otherwise() -> None:
    assert pt_color(4, 2) == PT_ABOVE
    assert pt_color(1, 3) == PT_BELOW
    assert pt_color(2, 2) == PT_NEUTRAL
    assert pt_color(None, 2) == PT_NEUTRAL
    assert pt_color(3, None) == PT_NEUTRAL
    assert PT_ABOVE.green() > PT_ABOVE.red()
    assert PT_BELOW.red() > PT_BELOW.green()


# --------------------------------------------------------------------------- the item


def test_set_view_with_an_equal_view_does_not_repaint(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    item = CardItem(BEARS)
    calls: list[tuple[object, ...]] = []
    monkeypatch.setattr(item, "update", lambda *args: calls.append(args))
    item.set_view(dataclasses.replace(BEARS))  # equal, not the same object
    assert calls == []
    item.set_view(dataclasses.replace(BEARS, summoning_sick=True))
    assert calls
    assert item.view.summoning_sick


def test_set_view_of_another_object_is_refused(qtbot: QtBot) -> None:
    item = CardItem(BEARS)
    with pytest.raises(ValueError, match="object"):
        item.set_view(dataclasses.replace(BEARS, oid=99))


def test_tapped_item_is_turned_90_degrees_around_its_centre(qtbot: QtBot) -> None:
    item = CardItem(dataclasses.replace(BEARS, tapped=True))
    assert item.rotation() == 90.0
    assert item.transformOriginPoint() == item.card_rect().center()


def test_tapping_turns_the_item_and_untapping_turns_it_back(qtbot: QtBot) -> None:
    scene = QGraphicsScene()
    item = CardItem(BEARS)
    scene.addItem(item)
    item.set_view(dataclasses.replace(BEARS, tapped=True))
    qtbot.waitUntil(lambda: item.rotation() == 90.0, timeout=2000)
    item.set_view(BEARS)
    qtbot.waitUntil(lambda: item.rotation() == 0.0, timeout=2000)


def test_item_type_and_z_value_come_from_zvalues(qtbot: QtBot) -> None:
    item = CardItem(BEARS)
    assert item.type() == ItemType.CARD
    assert item.type() > USER_TYPE == QGraphicsItem.UserType  # type: ignore[attr-defined]
    assert item.zValue() == Z.CARD
    assert item.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
    assert item.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
    assert Z.CARD < card_z(3) < Z.CARD_MAX < Z.ARROW < Z.HOVER_PREVIEW
    assert card_z(10_000) == Z.CARD_MAX


def test_bounding_rect_grows_for_marks(qtbot: QtBot) -> None:
    item = CardItem(BEARS)
    plain = item.boundingRect()
    assert plain.contains(item.card_rect())
    item.set_view(dataclasses.replace(BEARS, hypothetical=True))
    assert item.boundingRect().width() > plain.width()


def test_pt_animation_starts_on_a_power_change(qtbot: QtBot, animated: None) -> None:
    item = CardItem(BEARS)
    assert item.pt_animation.state() == QAbstractAnimation.State.Stopped
    item.set_view(dataclasses.replace(BEARS, tapped=True))
    assert item.pt_animation.state() == QAbstractAnimation.State.Stopped
    item.set_view(dataclasses.replace(BEARS, tapped=True, power=5))
    assert item.pt_animation.state() == QAbstractAnimation.State.Running
    assert 150 <= item.pt_animation.duration() <= 250
    qtbot.waitUntil(lambda: item.pt_animation.state() == QAbstractAnimation.State.Stopped)
    assert item.property("ptFlash") == 0.0


def test_pt_animation_starts_on_a_loyalty_change(qtbot: QtBot, animated: None) -> None:
    view = KINDS["planeswalker"]
    item = CardItem(view)
    item.set_view(dataclasses.replace(view, loyalty=6))
    assert item.pt_animation.state() == QAbstractAnimation.State.Running


# --------------------------------------------------------------------------- gestures


@pytest.fixture
def table(qtbot: QtBot) -> tuple[QGraphicsView, CardItem]:
    scene = QGraphicsScene(0, 0, 800, 600)
    view = QGraphicsView(scene)
    scene.setParent(view)  # the view keeps the scene (and its items) alive
    view.resize(800, 600)
    view.setSceneRect(0, 0, 800, 600)
    qtbot.addWidget(view)
    item = CardItem(BEARS)
    item.preview_enabled = False
    item.setPos(200, 150)
    scene.addItem(item)
    view.show()
    qtbot.waitExposed(view)
    return view, item


def item_point(view: QGraphicsView, item: CardItem) -> QPoint:
    return view.mapFromScene(item.mapToScene(item.card_rect().center()))


def test_double_click_emits_double_clicked_with_the_oid(
    qtbot: QtBot, table: tuple[QGraphicsView, CardItem]
) -> None:
    view, item = table
    with qtbot.waitSignal(item.double_clicked, timeout=2000) as blocker:
        qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=item_point(view, item))
    assert blocker.args == [BEARS.oid]


def test_click_emits_clicked_with_the_oid(
    qtbot: QtBot, table: tuple[QGraphicsView, CardItem]
) -> None:
    view, item = table
    with qtbot.waitSignal(item.clicked, timeout=2000) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=item_point(view, item))
    assert blocker.args == [BEARS.oid]


def test_drag_reports_the_drop_and_snap_back_returns_home(
    qtbot: QtBot, table: tuple[QGraphicsView, CardItem]
) -> None:
    view, item = table
    home = QPointF(item.pos())
    start = item_point(view, item)
    end = start + QPoint(150, 80)
    received: list[tuple[int, QPointF]] = []
    item.drag_finished.connect(lambda oid, pos: received.append((oid, pos)))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(view.viewport(), start + (end - start) * (k / 5))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    assert len(received) == 1
    oid, drop = received[0]
    assert oid == BEARS.oid
    assert (drop - QPointF(view.mapToScene(end))).manhattanLength() < 2.0
    assert item.pos() != home
    assert item.zValue() == Z.CARD
    item.snap_back(animated=False)
    assert item.pos() == home


def test_preview_is_shown_above_everything(
    qtbot: QtBot, table: tuple[QGraphicsView, CardItem]
) -> None:
    _view, item = table
    preview = item.show_preview()
    assert isinstance(preview, CardPreviewItem)
    assert preview.zValue() == Z.HOVER_PREVIEW
    assert preview.type() == ItemType.CARD_PREVIEW
    assert preview.size().width() >= DEFAULT_CARD_SIZE.width() * 2
    assert not preview.view.tapped
    item.set_view(dataclasses.replace(BEARS, power=6))
    assert preview.view.power == 6
    item.hide_preview()
    assert preview.scene() is None
    assert item.preview is None


def test_right_click_asks_for_a_context_menu_at_the_screen_position(
    qtbot: QtBot, table: tuple[QGraphicsView, CardItem]
) -> None:
    view, item = table
    pos = item_point(view, item)
    global_pos = view.viewport().mapToGlobal(pos)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, global_pos)
    with qtbot.waitSignal(item.context_menu_requested, timeout=2000) as blocker:
        QApplication.sendEvent(view.viewport(), event)
    assert blocker.args == [BEARS.oid, global_pos]


def test_hover_reports_and_shows_the_preview(
    qtbot: QtBot, table: tuple[QGraphicsView, CardItem], monkeypatch: pytest.MonkeyPatch
) -> None:
    view, item = table
    item.preview_enabled = True
    monkeypatch.setattr(CardItem, "PREVIEW_DELAY_MS", 10)
    with qtbot.waitSignal(item.hovered, timeout=2000) as blocker:
        qtbot.mouseMove(view.viewport(), item_point(view, item))
    assert blocker.args == [BEARS.oid, True]
    qtbot.waitUntil(lambda: item.preview is not None, timeout=2000)
    with qtbot.waitSignal(item.hovered, timeout=2000) as blocker:
        qtbot.mouseMove(view.viewport(), QPoint(5, 5))
    assert blocker.args == [BEARS.oid, False]
    assert item.preview is None


# --------------------------------------------------------------------------- helpers


def test_card_types_and_initials() -> None:
    assert {t.value for t in card_types("Legendary Planeswalker — Nixilis")} == {"Planeswalker"}
    assert type_initial("Artifact Creature — Golem") == "C"
    assert type_initial("Basic Land — Plains") == "L"
    main = main_card_type("Enchantment — Aura")
    assert main is not None and main.value == "Enchantment"


def test_mana_symbols_are_parsed() -> None:
    assert parse_symbols("{1}{W}{W}") == ("1", "W", "W")
    assert parse_symbols("{w/u}{2/G}{X}") == ("W/U", "2/G", "X")
    assert split_symbol_text("{T}: Add {W}.") == [
        (True, "T"),
        (False, ": Add "),
        (True, "W"),
        (False, "."),
    ]
