"""The window opens every deck format through the same readers (issue #21): File ▸ Open
with two Forge .dck decks deals each commander to the command zone (903.6), not into the
library; unknown cards are told all at once, with suggestions."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from tabletop.engine.model.enums import Zone
from tabletop.ui import main_window
from tabletop.ui.main_window import MainWindow
from tabletop.ui.settings import Settings
from tests.ui.window_helpers import ScriptedPrompter

DECKS = Path(__file__).parent / "fixtures" / "decks"
LONG_MS = 60_000
TROSTANI = "Trostani, Selesnya's Voice"


@pytest.fixture
def prompter() -> ScriptedPrompter:
    return ScriptedPrompter()


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, prompter: ScriptedPrompter) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    win = MainWindow(settings, prompter)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


def names_in(window: MainWindow, zone: Zone, player: str) -> list[str]:
    session = window.session
    assert session is not None
    game = session.game
    return [game.name_of(oid) for oid in game.state.zone_ids(zone, player)]


def test_file_open_two_forge_decks_puts_the_commanders_in_the_command_zone(
        qtbot: QtBot, window: MainWindow, prompter: ScriptedPrompter, tmp_path: Path) -> None:
    assert "*.dck" in main_window.FILE_FILTERS  # the Open dialog offers .dck files
    other = tmp_path / "xmage.dck"  # the second player's deck: an XMage list, same readers
    other.write_text("NAME:Mono Green\n30 [M10:146] Grizzly Bears\n30 [ZEN:246] Forest\n",
                     encoding="utf-8")
    prompter.answers["open"] = [[str(DECKS / "forge-levelers.dck"), str(other)]]
    with qtbot.waitSignal(window.files.finished, timeout=LONG_MS) as finished:
        window.menu.actions["open"].trigger()  # File ▸ Open…
    assert finished.args == [True], prompter.errors
    assert window.title == "forge-levelers vs xmage"
    alice, bob = window.session.setup.players  # type: ignore[union-attr]
    assert names_in(window, Zone.COMMAND, alice) == [TROSTANI]
    assert names_in(window, Zone.COMMAND, bob) == []
    library = names_in(window, Zone.LIBRARY, alice)
    assert len(library) == 60 - 7 and TROSTANI not in library + names_in(window, Zone.HAND, alice)
    assert "Disenchant" not in library  # the sideboard stays outside the game
    pile = window.scene.pile_item(Zone.LIBRARY, alice)
    assert pile is not None and pile.pile.count == 53  # what the table shows


def test_unknown_cards_are_listed_all_at_once_with_suggestions(
        window: MainWindow, prompter: ScriptedPrompter, tmp_path: Path) -> None:
    deck = tmp_path / "typos.dck"
    deck.write_text("[Main]\n4 Knight of Clifhaven|ROE\n20 Plains|ZEN\n"
                    "4 Studnet of Warfare|ROE\n", encoding="utf-8")
    assert not window.open_paths([str(deck)])
    words = prompter.errors[-1]
    assert "2 cards cannot be used" in words
    assert "line 2: unknown card 'Knight of Clifhaven'" in words
    assert "'Knight of Cliffhaven'" in words and "'Student of Warfare'" in words
    assert "line 4: unknown card 'Studnet of Warfare'" in words
