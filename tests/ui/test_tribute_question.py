"""702.104a: casting a creature with tribute from the card menu asks whether the opponent
pays tribute; the answer decides its +1/+1 counters and its "if tribute wasn't paid"
ability (English and German)."""

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

SNAKE = card("Snake of the Golden Grove", "Creature — Snake",
             "Tribute 3\nWhen Snake of the Golden Grove enters, if tribute wasn't paid, you "
             "gain 4 life.", "{4}{G}", "4/4")


def _snake_in_hand(prompter: ScriptedPrompter) -> tuple[Interaction, int]:
    cards = table(SNAKE)._cards
    session = GameSession(Setup(start=Step.PRECOMBAT_MAIN.key), cards)  # type: ignore[arg-type]
    interaction = Interaction(GameController(session), prompter)
    for _ in range(5):
        session.perform(A.EnterBattlefield("Forest", "Alice"))
    events = session.perform(A.PutInHand("Snake of the Golden Grove", "Alice"))
    return interaction, events[-1].objects[0]


def _resolve(interaction: Interaction) -> None:
    session = interaction.controller.session
    for _ in range(10):
        game = interaction.game
        if not game.stack() or game.state.priority is None:
            return
        session.perform(A.PassPriority(game.state.priority))


def test_tribute_paid_from_the_menu_the_snake_gets_the_counters(qapp: QApplication) -> None:
    prompter = ScriptedPrompter()
    interaction, snake = _snake_in_hand(prompter)
    prompter.answers["one"] = [1]
    menu = card_menu(interaction, snake)
    menu_action(menu, "Cast Snake of the Golden Grove").trigger()
    _resolve(interaction)
    assert prompter.asked == [("one", ["Tribute not paid",
                                       "Tribute paid: it enters with the +1/+1 counters"])]
    game = interaction.game
    assert game.obj(game.state.newest(snake)).counters.get("+1/+1") == 3
    assert game.player("Alice").life == 20


def test_tribute_not_paid_in_german_the_ability_triggers(qapp: QApplication) -> None:
    prompter = ScriptedPrompter()
    interaction, snake = _snake_in_hand(prompter)
    prompter.answers["one"] = [0]
    i18n.install("de")
    try:
        menu = card_menu(interaction, snake)
        menu_action(menu, "Snake of the Golden Grove wirken").trigger()
    finally:
        i18n.install("en")
    _resolve(interaction)
    assert prompter.asked == [("one", ["Kein Tribut gezahlt",
                                       "Tribut gezahlt: es kommt mit den +1/+1-Marken ins "
                                       "Spiel"])]
    assert interaction.game.player("Alice").life == 24
