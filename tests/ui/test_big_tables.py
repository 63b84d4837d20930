"""Issue 24: big tables stay readable. Identical permanents stack with a count badge and
split and merge as they change; a stack fans out on a click, its top card drags alone,
its menu taps some or all and attacks with all; attachments are tucked under their
hosts; rows shrink, wrap and scroll but never draw a card below the readable minimum;
Ctrl+F finds cards; the keyboard walks into stacks; each player has a summary line."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from tabletop.engine.model.enums import CardType, Zone
from tabletop.ui.card_item import CardItem
from tabletop.ui.card_painter import CARD_ASPECT
from tabletop.ui.dialogs.table_moves import TokenSpec
from tabletop.ui.layout import READABLE_CARD_W
from tabletop.ui.loader import Opened
from tabletop.ui.main_window import MainWindow

from .big_boards import board_session
from .window_helpers import KNIGHT_TABLE, ScriptedPrompter, open_table


def entry(menu: QMenu, *path: str) -> QAction:
    """The menu entry reached through submenus by the starts of their texts."""
    for action in menu.actions():
        if action.text().replace("&", "").startswith(path[0]):
            if len(path) == 1:
                return action
            sub = action.menu()
            assert isinstance(sub, QMenu)
            return entry(sub, *path[1:])
    raise AssertionError(f"no {path[0]!r} in {[a.text() for a in menu.actions()]}")


def tokens(window: MainWindow) -> list[int]:
    game = window.controller.game  # type: ignore[union-attr]
    return [o for o in game.battlefield() if game.obj(o).is_token]


def make_tokens(window: MainWindow, prompter: ScriptedPrompter, n: int) -> list[int]:
    prompter.answers["token"] = [TokenSpec("Soldier", 1, 1, n)]
    entry(window.player_menu("Alice"), "Create tokens").trigger()
    made = tokens(window)
    assert len(made) == n
    return made


def counts(window: MainWindow, among: list[int] | None = None) -> list[int]:
    """The sizes of the stacks on the table (of those with a member `among`), biggest
    first."""
    return sorted((s.count for s in window.scene.stacks()
                   if among is None or any(m in among for m in s.members)), reverse=True)


def scene_rect(item: CardItem) -> QRectF:
    return item.mapRectToScene(item.card_rect())


def view_point(window: MainWindow, item: CardItem, point: QPointF) -> QPoint:
    return window.table_view.mapFromScene(item.mapToScene(point))


def click_at(qtbot: QtBot, window: MainWindow, item: CardItem, point: QPointF) -> None:
    qtbot.mouseClick(window.table_view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view_point(window, item, point))


def shown_cards(window: MainWindow) -> list[CardItem]:
    return [i for i in window.scene.card_items().values() if i.isVisible()]


@pytest.fixture
def soldiers(window: MainWindow, tmp_path: Path, prompter: ScriptedPrompter) -> list[int]:
    open_table(window, tmp_path)
    return make_tokens(window, prompter, 30)


# --------------------------------------------------------------------------- stacks


def test_thirty_identical_tokens_are_one_stack_that_splits_and_merges(
        window: MainWindow, soldiers: list[int], prompter: ScriptedPrompter) -> None:
    game = window.controller.game  # type: ignore[union-attr]
    stack = window.scene.stack_of(soldiers[0])
    assert stack is not None and set(stack.members) == set(soldiers)
    top = window.scene.card_item(soldiers[0])
    assert top is not None and top.badge() == "×30" and top.isVisible()
    assert [o for o in window.scene.card_items() if o in soldiers] == [top.oid]  # one item
    # "tap 3" from the stack's menu taps three of them: 27 + 3
    prompter.answers["number"] = [3]
    entry(window.stack_menu(top.oid), "Tap…").trigger()
    assert sum(game.obj(o).tapped for o in soldiers) == 3
    assert counts(window, soldiers) == [27, 3]
    tapped = next(o for o in soldiers if game.obj(o).tapped)
    tapped_item = window.scene.card_item(tapped)
    assert tapped_item is not None and tapped_item.badge() == "×3" and tapped_item.view.tapped
    # untapping them merges the stacks again
    entry(window.stack_menu(tapped), "Untap all 3").trigger()
    assert not any(game.obj(o).tapped for o in soldiers)
    assert counts(window, soldiers) == [30]
    # pumping one splits it off at once: 29 + 1
    top = window.scene.card_item(soldiers[0])
    assert top is not None
    entry(window.stack_menu(top.oid), "This card", "Counters", "Put a +1/+1 counter").trigger()
    assert game.obj(top.oid).counters == {"+1/+1": 1}
    assert counts(window, soldiers) == [29]
    pumped = window.scene.card_item(top.oid)
    assert pumped is not None and pumped.oid == top.oid and pumped.badge() == ""
    assert (pumped.view.power, pumped.view.toughness) == (2, 2)
    rest = window.scene.card_item(next(o for o in soldiers if o != top.oid))
    assert rest is not None and rest.badge() == "×29" and rest.view.power == 1
    # and the counter removed, it merges back
    entry(window.card_menu(top.oid), "Counters", "Remove a +1/+1 counter").trigger()
    assert counts(window, soldiers) == [30]


def test_a_click_fans_a_stack_out_and_its_badge_gathers_it(
        qtbot: QtBot, window: MainWindow, soldiers: list[int]) -> None:
    top = window.scene.card_item(soldiers[0])
    assert top is not None
    click_at(qtbot, window, top, top.card_rect().center())
    assert window.scene.is_fanned(soldiers[0])
    items = [window.scene.card_item(o) for o in soldiers]
    assert all(i is not None and i.oid == o for i, o in zip(items, soldiers, strict=True))
    shown = [i for i in items if i is not None and i.isVisible()]
    assert len(shown) >= 10
    xs = [scene_rect(i).left() for i in shown]
    assert xs == sorted(xs) and len(set(xs)) == len(xs)  # fanned left to right
    last = window.scene.card_item(soldiers[-1])
    assert last is not None and last.stack_open and last.badge() == "×30"
    if not last.isVisible():  # the fan is longer than the row: scroll to its end
        window.scene.set_focus(last.oid)
    assert last.isVisible()
    from tabletop.ui.painting.stack_badge import badge_rect

    click_at(qtbot, window, last, badge_rect(last.card_rect(), last.badge()).center())
    assert not window.scene.is_fanned(soldiers[0])
    assert [o for o in window.scene.card_items() if o in soldiers] != []
    assert len([o for o in window.scene.card_items() if o in soldiers]) == 1


def test_dragging_a_stack_takes_one_card(qtbot: QtBot, window: MainWindow,
                                         soldiers: list[int]) -> None:
    top = window.scene.card_item(soldiers[0])
    pile = window.scene.pile_item(Zone.GRAVEYARD, "Alice")
    assert top is not None and pile is not None
    viewport = window.table_view.viewport()
    start = view_point(window, top, top.card_rect().center())
    target = window.table_view.mapFromScene(pile.card_rect().center())
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 11):
        qtbot.mouseMove(viewport, (QPointF(start) + (QPointF(target) - QPointF(start))
                                   * (k / 10)).toPoint())
        if k == 5:  # mid-drag: the rest of the stack stays where it was, one less
            rest = [i for o, i in window.scene.card_items().items()
                    if o in soldiers and o != top.oid]
            assert len(rest) == 1 and rest[0].badge() == "×29" and top.badge() == ""
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=target)
    assert len(tokens(window)) == 29  # the token went to the graveyard and ceased to exist
    assert counts(window, soldiers) == [29]


ATTACKERS = "\n".join(f'[[step]]\ndo = "enter"\ncard = "Grizzly Bears"\nas = "b{i}"\n'
                      for i in range(5))


def test_attack_with_all_chooses_the_whole_stack(qtbot: QtBot, window: MainWindow,
                                                  tmp_path: Path) -> None:
    open_table(window, tmp_path, 'title = "Five bears"\n' + ATTACKERS)
    game = window.controller.game  # type: ignore[union-attr]
    bears = list(game.battlefield())
    assert counts(window, bears) == [5]
    window.advance_to("declare_attackers")
    entry(window.stack_menu(bears[0]), "Attack with all 5").trigger()
    assert counts(window, bears) == [5]  # all marked as attackers alike: still one stack
    window.table_view.setFocus()
    qtbot.keyClick(window.table_view, Qt.Key.Key_Return)
    assert sorted(game.state.combat.attackers) == sorted(bears)


# --------------------------------------------------------------------------- attachments


AURA = KNIGHT_TABLE + '[[step]]\ndo = "enter"\ncard = "Arcane Flight"\nattached_to = "knight"\n'


def test_an_aura_is_tucked_under_its_host_with_its_name_in_sight_and_moves_with_it(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    open_table(window, tmp_path, AURA)
    game = window.controller.game  # type: ignore[union-attr]
    aura_oid = next(o for o in game.battlefield() if game.obj(o).card.name == "Arcane Flight")
    knight = game.obj(aura_oid).attached_to
    assert knight is not None
    host, aura = window.scene.card_item(knight), window.scene.card_item(aura_oid)
    assert host is not None and aura is not None
    assert aura.zValue() < host.zValue()
    h, a = scene_rect(host), scene_rect(aura)
    assert a.left() < h.left() and a.top() < h.top()
    assert h.top() - a.top() >= 0.13 * a.height()  # its name bar shows above the host
    row = window.scene.row_item("Alice", "battlefield")
    assert row is not None and a.top() >= row.rect().top()  # and stays in its row
    # dragged, the host takes its Aura along; dropped back, both return
    viewport = window.table_view.viewport()
    start = view_point(window, host, host.card_rect().center())
    host_at, aura_at = host.pos(), aura.pos()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(viewport, start + QPoint(8 * k, 6 * k))
    moved = host.pos() - host_at
    assert moved.manhattanLength() > 20
    assert aura.pos() - aura_at == moved
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=start + QPoint(40, 30))
    qtbot.waitUntil(lambda: host.pos() == host_at)  # it snaps back: nothing was done
    assert aura.pos() == aura_at


# --------------------------------------------------------------------------- rows


def distinct_bears(n: int) -> str:
    return 'title = "Bears that all differ"\n' + "\n".join(
        f'[[step]]\ndo = "enter"\ncard = "Grizzly Bears"\ncounters = {{ "+1/+1" = {i + 1} }}\n'
        for i in range(n))


def test_a_crowded_row_keeps_cards_readable_and_scrolls(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    open_table(window, tmp_path, distinct_bears(60))
    assert counts(window) == []  # no two alike
    layout = window.scene.row_layout("Alice", "battlefield")
    row = window.scene.row_item("Alice", "battlefield")
    assert layout is not None and row is not None
    assert layout.card.width() >= READABLE_CARD_W
    assert layout.hidden_after > 0 and row.after == layout.hidden_after
    assert layout.shown + layout.hidden_after == 60
    visible = shown_cards(window)
    assert len(visible) == layout.shown
    spans = sorted((scene_rect(i).left(), scene_rect(i).right(), scene_rect(i).top())
                   for i in visible)
    for (_l1, r1, t1), (l2, _r2, t2) in pairwise(spans):
        assert l2 >= r1 - 0.5 or t1 != t2  # distinct cards never cover each other
    # the "+N" mark scrolls the row on a click
    _before, after = row.more_rects()
    assert after is not None
    qtbot.mouseClick(window.table_view.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.table_view.mapFromScene(row.mapToScene(after.center())))
    layout = window.scene.row_layout("Alice", "battlefield")
    assert layout is not None and layout.first > 0 and layout.hidden_before > 0
    assert row.before == layout.hidden_before


@pytest.fixture(scope="module")
def thousand() -> Iterator[Opened]:
    """The board of the engine's scaling benchmark at 1,000 permanents (built without
    the engine's cache checks: the window is under test here, and they triple the time)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TABLETOP_ENGINE_CHECK", "0")
        session = board_session(1000)
    yield Opened(session, "1000 permanents")
    session.close()


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366x768", "1920x1080"])
def test_a_thousand_permanents_are_all_readable(qtbot: QtBot, window: MainWindow,
                                                thousand: Opened,
                                                size: tuple[int, int]) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    window.set_session(thousand)
    QApplication.processEvents()
    items = shown_cards(window)
    assert 0 < len(items) < 40  # a few dozen items stand for a thousand cards
    for item in items:
        rect = scene_rect(item)  # a tapped card lies on its side
        narrow, long = sorted((rect.width(), rect.height()))
        assert narrow >= READABLE_CARD_W - 0.01, item.view.name
        assert long >= READABLE_CARD_W * CARD_ASPECT - 0.01, item.view.name
    game = thousand.session.game
    shown = sum(i.stack_count for i in items if window.scene.placed(i.oid).zone  # type: ignore
                == Zone.BATTLEFIELD)
    assert shown == 1000
    for player in ("Alice", "Bob"):
        mine = [o for o in game.battlefield() if game.controller_of(o) == player]
        creatures = [o for o in mine if CardType.CREATURE in game.chars(o).types]
        summary = window.scene.panel_item(player).summary  # type: ignore[union-attr]
        assert summary.creatures == len(creatures)
        assert summary.lands == sum(CardType.LAND in game.chars(o).types for o in mine)
        assert summary.power == sum(max(game.chars(o).power or 0, 0) for o in creatures)
        assert summary.hand == 0


# --------------------------------------------------------------------------- find and keys


def test_ctrl_f_finds_by_name_type_or_text_and_dims_the_rest(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    open_table(window, tmp_path)
    game = window.controller.game  # type: ignore[union-attr]
    window.table_view.setFocus()
    qtbot.keyClick(window.table_view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    bar = window.find_bar
    assert bar.isVisible() and bar.edit.hasFocus()

    def named(name: str) -> CardItem:
        oid = next(o for o in game.battlefield() if game.obj(o).card.name == name)
        item = window.scene.card_item(oid)
        assert item is not None
        return item

    qtbot.keyClicks(bar.edit, "plains")
    assert named("Plains").found is True and named("Plains").opacity() == 1.0
    assert named("Knight of Cliffhaven").found is False
    assert named("Knight of Cliffhaven").opacity() < 0.5
    assert bar.count.text() == "3 found"  # three Plains in one stack
    bar.edit.clear()
    qtbot.keyClicks(bar.edit, "creature")  # a type
    assert named("Knight of Cliffhaven").found and named("Grizzly Bears").found
    assert not named("Forest").found
    bar.edit.clear()
    qtbot.keyClicks(bar.edit, "other merfolk")  # words of a text, in any order
    assert bar.count.text() == "nothing found"
    bar.edit.clear()
    qtbot.keyClicks(bar.edit, "flying")  # the Knight's level band
    assert named("Knight of Cliffhaven").found and not named("Grizzly Bears").found
    qtbot.keyClick(bar.edit, Qt.Key.Key_Return)  # Enter: the focus goes to the card found
    assert window.scene.focused == named("Knight of Cliffhaven").oid
    qtbot.keyClick(bar.edit, Qt.Key.Key_Escape)
    assert not bar.isVisible()
    assert all(i.found is None and i.opacity() == 1.0 for i in window.scene.card_items().values())
    assert game.state.step.key == "precombat_main"  # Esc and Enter stayed in the bar


def test_the_keyboard_walks_into_a_stack_and_out(
        qtbot: QtBot, window: MainWindow, soldiers: list[int]) -> None:
    view = window.table_view
    view.setFocus()
    top = window.scene.card_item(soldiers[0])
    assert top is not None
    for _ in range(len(window.scene.focus_order())):
        qtbot.keyClick(view, Qt.Key.Key_Tab)
        if window.scene.focused == top.oid:
            break
    assert window.scene.focused == top.oid and top.focused
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert window.scene.is_fanned(top.oid)
    assert window.scene.focused == soldiers[0]
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert window.scene.focused == soldiers[1]
    focused = window.scene.card_item(soldiers[1])
    assert focused is not None and focused.focused and focused.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert not window.scene.is_fanned(soldiers[0])
    gathered = window.scene.card_item(soldiers[0])
    assert gathered is not None and window.scene.focused == gathered.oid and gathered.focused


# --------------------------------------------------------------------------- repainting


def test_an_action_repaints_only_the_card_it_changed(
        qtbot: QtBot, window: MainWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    open_table(window, tmp_path)
    game = window.controller.game  # type: ignore[union-attr]
    window.table_view.viewport().repaint()  # every item's cache filled
    painted: list[int] = []
    paint = CardItem.paint

    def counting(self: CardItem, *args: object) -> None:
        painted.append(self.oid)
        paint(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(CardItem, "paint", counting)
    window.table_view.viewport().repaint()
    assert painted == []  # nothing changed: every card comes from its cache
    knight = next(o for o in game.battlefield() if game.obj(o).card.name ==
                  "Knight of Cliffhaven")
    entry(window.card_menu(knight), "Tap").trigger()
    window.table_view.viewport().repaint()
    assert set(painted) == {knight}


def test_the_views_of_unchanged_cards_are_kept_from_one_action_to_the_next(
        window: MainWindow, tmp_path: Path) -> None:
    open_table(window, tmp_path)
    game = window.controller.game  # type: ignore[union-attr]
    before = window.table_state()
    knight = next(o for o in game.battlefield() if game.obj(o).card.name ==
                  "Knight of Cliffhaven")
    entry(window.card_menu(knight), "Tap").trigger()
    after = window.table_state()
    assert before is not None and after is not None
    changed = [oid for oid, placed in after.cards.items() if placed is not before.cards[oid]]
    assert changed == [knight] and after.cards[knight].view.tapped
