"""614.12: casting a permanent that makes a choice as it enters asks it in the window:
Palace Siege's "choose Khans or Dragons", Pithing Needle's card name; the answer is what
the permanent has."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tabletop.session.session import GameSession, Setup
from tabletop.ui.controller import GameController
from tabletop.ui.gestures import Interaction
from tabletop.ui.menus import card_menu
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import table
from tests.ui.test_window import menu_action
from tests.ui.window_helpers import ScriptedPrompter

PALACE = card("Palace Siege", "Enchantment",
              "As Palace Siege enters, choose Khans or Dragons.\n• Khans — At the beginning "
              "of your upkeep, return target creature card from your graveyard to your hand.\n"
              "• Dragons — At the beginning of your upkeep, each opponent loses 2 life and you "
              "gain 2 life.", "{3}{B}{B}")
NEEDLE = card("Pithing Needle", "Artifact",
              "As Pithing Needle enters, choose a card name.\nActivated abilities of sources "
              "with the chosen name can't be activated unless they're mana abilities.", "{1}")


def _setup(name: str, lands: int) -> tuple[Interaction, ScriptedPrompter, int]:
    prompter = ScriptedPrompter()
    cards: Any = table(PALACE, NEEDLE)._cards
    session = GameSession(Setup(start=Step.PRECOMBAT_MAIN.key), cards)
    interaction = Interaction(GameController(session), prompter)
    for _ in range(lands):
        session.perform(A.EnterBattlefield("Swamp", "Alice"))
    session.perform(A.EnterBattlefield("Grizzly Bears", "Bob"))
    events = session.perform(A.PutInHand(name, "Alice"))
    return interaction, prompter, events[0].objects[0]


def _resolve(interaction: Interaction) -> None:
    session = interaction.controller.session
    session.perform(A.PassPriority("Alice"))
    session.perform(A.PassPriority("Bob"))


def test_the_siege_asks_khans_or_dragons(qapp: QApplication) -> None:
    interaction, prompter, siege = _setup("Palace Siege", 5)
    prompter.answers["one"] = [1]
    menu = card_menu(interaction, siege)
    menu_action(menu, "Cast Palace Siege").trigger()
    assert prompter.asked == [("one", ["Khans", "Dragons"])]
    _resolve(interaction)
    game = interaction.game
    (on_table,) = [o for o in game.state.zone_ids(Zone.BATTLEFIELD, "Alice")
                   if game.name_of(o) == "Palace Siege"]
    assert game.obj(on_table).chosen["chosen_word"] == "Dragons"


def test_the_needle_asks_a_card_name(qapp: QApplication) -> None:
    interaction, prompter, needle = _setup("Pithing Needle", 1)
    names = ["Grizzly Bears", "Pithing Needle", "Swamp"]
    prompter.answers["one"] = [names.index("Grizzly Bears")]
    menu = card_menu(interaction, needle)
    menu_action(menu, "Cast Pithing Needle").trigger()
    assert prompter.asked == [("one", names)]
    _resolve(interaction)
    game = interaction.game
    (on_table,) = [o for o in game.state.zone_ids(Zone.BATTLEFIELD, "Alice")
                   if game.name_of(o) == "Pithing Needle"]
    assert game.obj(on_table).chosen["card_name"] == "Grizzly Bears"
