"""Sagas (714.1) and Classes (716.1) are drawn with banded text boxes: one band per chapter
or level, the reached ones lit, the current one with a gold edge."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from tabletop.cards.database import CardDatabase
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.session.cardpool import CardPool
from tabletop.ui import palette as pal
from tabletop.ui.card_view import CardView
from tabletop.ui.painting.full import paint_full
from tabletop.ui.view_model import card_view

CARDS = Path(__file__).resolve().parents[1] / "cards" / "scenarios" / "cards.toml"


@cache
def _pool() -> CardPool:
    return CardPool(CardDatabase.builtin().with_files([CARDS]))


def _game() -> Game:
    game = Game(("Alice", "Bob"), cards=_pool())
    game.perform(A.PutInLibrary("Plains", "Alice", 10))
    return game


def _enter(game: Game, name: str) -> int:
    events = game.perform(A.EnterBattlefield(name, "Alice"))
    return next(e.objects[0] for e in events if e.kind == "enters")


def _resolve(game: Game) -> None:
    while game.stack() and game.state.priority is not None:
        game.perform(A.PassPriority(game.state.priority))


def _view(game: Game, oid: int) -> CardView:
    return card_view(game, game.result, oid)


def test_714_2b_a_saga_lights_the_chapters_its_lore_counters_reached() -> None:
    game = _game()
    saga = _enter(game, "History of Benalia")  # enters with a lore counter (714.3a)
    view = _view(game, saga)
    assert view.band_kind == "saga"
    assert [b.marker for b in view.text_bands] == ["I, II", "III"]
    assert [(b.reached, b.current) for b in view.text_bands] == [(True, True), (False, False)]
    assert view.text_bands[0].lines == ("Create a 2/2 white Knight creature token with "
                                        "vigilance.",)
    assert any("Sacrifice after III" in line.text for line in view.text_lines)  # reminder
    _resolve(game)
    game.perform(A.AddCounters(saga, "lore", 2))
    view = _view(game, saga)
    assert [(b.reached, b.current) for b in view.text_bands] == [(True, False), (True, True)]


def test_716_2d_a_class_lights_the_levels_it_has_gained() -> None:
    game = _game()
    wizard = _enter(game, "Wizard Class")
    view = _view(game, wizard)
    assert view.band_kind == "class"
    assert [(b.marker, b.cost) for b in view.text_bands] == [("2", "{2}{U}"), ("3", "{4}{U}")]
    assert not any(b.reached for b in view.text_bands)
    assert [line.text for line in view.text_lines][-1] == "You have no maximum hand size."
    game.perform(A.ActivateAbility("Alice", wizard, "Level 2", pay="free"))
    _resolve(game)
    view = _view(game, wizard)
    assert [(b.reached, b.current) for b in view.text_bands] == [(True, True), (False, False)]
    assert view.text_bands[0].lines == ("When this Class becomes level 2, draw two cards.",)


def _gold_rows(view: CardView) -> list[int]:
    """The rows of a painted card where the gold edge of the current band shows."""
    image = QImage(300, 420, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    paint_full(painter, QRectF(0, 0, 300, 420), view, 0.0)
    painter.end()
    gold = pal.LEVEL_ACCENT
    rows = []
    for y in range(image.height()):
        c = image.pixelColor(150, y)
        if abs(c.red() - gold.red()) + abs(c.green() - gold.green()) + \
                abs(c.blue() - gold.blue()) < 40:
            rows.append(y)
    return rows


def test_the_current_chapter_is_drawn_with_a_gold_edge_that_moves_with_the_lore(
        qapp: object) -> None:
    game = _game()
    saga = _enter(game, "History of Benalia")
    first = _gold_rows(_view(game, saga))
    _resolve(game)
    game.perform(A.AddCounters(saga, "lore", 2))
    last = _gold_rows(_view(game, saga))
    assert first and last
    assert min(last) > max(first)  # the edge went down to chapter III's band
