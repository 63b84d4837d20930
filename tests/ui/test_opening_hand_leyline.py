"""103.6a: keeping an opening hand with a Leyline asks whether it begins the game on the
battlefield; answered yes, the window shows it there."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.session.cardpool import use_card_files
from tabletop.ui.dialogs.mulligan import MulliganAnswer
from tabletop.ui.main_window import MainWindow

from .test_window import menu_action
from .window_helpers import ScriptedPrompter

LEYLINE = '''
[[card]]
name = "Leyline of Sanctity"
mana_cost = "{2}{W}{W}"
type_line = "Enchantment"
oracle = """
If Leyline of Sanctity is in your opening hand, you may begin the game with it on the battlefield.
You have hexproof. (You can't be the target of spells or abilities your opponents control.)"""
'''


@pytest.fixture
def leyline_pool(tmp_path: Path) -> Iterator[None]:
    cards = tmp_path / "leyline.toml"
    cards.write_text(LEYLINE, encoding="utf-8")
    use_card_files([cards])
    yield
    use_card_files([])


def test_keeping_asks_for_the_leyline_and_puts_it_on_the_battlefield(
        qtbot: QtBot, window: MainWindow, prompter: ScriptedPrompter,
        leyline_pool: None) -> None:
    assert window.new_demo_table()
    game = window.controller.game  # type: ignore[union-attr]
    player = game.state.active
    window.controller.perform(A.PutInHand("Leyline of Sanctity", player))  # type: ignore[union-attr]
    leyline = game.state.zone_ids(Zone.HAND, player)[-1]
    prompter.answers["mulligan"] = [MulliganAnswer(False)]
    prompter.answers["confirm"] = [True]
    menu_action(window.player_menu(player), "Keep or mulligan").trigger()
    assert any("Leyline of Sanctity" in a[1] for a in prompter.asked if a[0] == "confirm")
    assert game.obj(game.state.newest(leyline)).zone == Zone.BATTLEFIELD
    assert window.scene.card_item(game.state.newest(leyline)) is not None
