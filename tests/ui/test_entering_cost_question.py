"""614.12: playing a shock land or a Lorwyn reveal land from the card menu asks whether to
pay as it enters; the answer decides whether it enters tapped (English and German)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step
from tabletop.session.session import GameSession, Setup
from tabletop.ui import i18n
from tabletop.ui.controller import GameController
from tabletop.ui.gestures import Interaction
from tabletop.ui.menus import card_menu
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import table
from tests.ui.test_window import menu_action
from tests.ui.window_helpers import ScriptedPrompter

STEAM_VENTS = card("Steam Vents", "Land — Island Mountain",
                   "As Steam Vents enters, you may pay 2 life. If you don't, Steam Vents enters "
                   "tapped.")
GILT_LEAF = card("Gilt-Leaf Palace", "Land",
                 "As Gilt-Leaf Palace enters, you may reveal an Elf card from your hand. If you "
                 "don't, Gilt-Leaf Palace enters tapped.\n{T}: Add {B} or {G}.")
LLANOWAR = card("Llanowar Elves", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")


def _interaction(prompter: ScriptedPrompter) -> Interaction:
    cards = table(STEAM_VENTS, GILT_LEAF, LLANOWAR)._cards
    session = GameSession(Setup(start=Step.PRECOMBAT_MAIN.key), cards)  # type: ignore[arg-type]
    return Interaction(GameController(session), prompter)


def _in_hand(interaction: Interaction, name: str) -> int:
    events = interaction.controller.session.perform(A.PutInHand(name, "Alice"))
    return events[-1].objects[0]


def _play(interaction: Interaction, oid: int, answer: int) -> int:
    prompter = interaction.prompter
    assert isinstance(prompter, ScriptedPrompter)
    prompter.answers["one"] = [answer]
    menu = card_menu(interaction, oid)
    menu_action(menu, f"Play {interaction.game.name_of(oid)}").trigger()
    return interaction.game.state.newest(oid)


def test_paying_the_life_from_the_menu_the_land_enters_untapped(qapp: QApplication) -> None:
    prompter = ScriptedPrompter()
    interaction = _interaction(prompter)
    vents = _play(interaction, _in_hand(interaction, "Steam Vents"), 0)
    assert prompter.asked == [("one", ["Pay the life", "Don't pay: it enters tapped"])]
    game = interaction.game
    assert not game.obj(vents).tapped and game.player("Alice").life == 18


def test_not_paying_the_land_enters_tapped(qapp: QApplication) -> None:
    interaction = _interaction(ScriptedPrompter())
    vents = _play(interaction, _in_hand(interaction, "Steam Vents"), 1)
    assert interaction.game.obj(vents).tapped
    assert interaction.game.player("Alice").life == 20


def test_the_palace_offers_the_elf_cards_in_german(qapp: QApplication) -> None:
    prompter = ScriptedPrompter()
    interaction = _interaction(prompter)
    _in_hand(interaction, "Llanowar Elves")
    palace = _in_hand(interaction, "Gilt-Leaf Palace")
    i18n.install("de")
    try:
        prompter.answers["one"] = [0]
        menu = card_menu(interaction, palace)
        menu_action(menu, "Gilt-Leaf Palace spielen").trigger()
    finally:
        i18n.install("en")
    (kind, options), = prompter.asked
    assert kind == "one"
    assert options[-1] == "Nichts offenbaren: es kommt getappt ins Spiel"
    assert options[0].endswith("offenbaren") and "Llanowar Elves" in options[0]
    assert not interaction.game.obj(interaction.game.state.newest(palace)).tapped
