"""609.7a: activating "Prevent all damage a source of your choice would deal to you this
turn" from the card menu asks which source, naming the permanents and spells there; the
shield then covers only the source chosen (English and German)."""

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

AURIOK = card("Auriok Replica", "Artifact Creature — Cleric",
              "{W}, Sacrifice Auriok Replica: Prevent all damage a source of your choice would "
              "deal to you this turn.", "{3}", "2/2")


def _interaction(prompter: ScriptedPrompter) -> tuple[Interaction, int]:
    cards = table(AURIOK)._cards
    session = GameSession(Setup(start=Step.PRECOMBAT_MAIN.key), cards)  # type: ignore[arg-type]
    interaction = Interaction(GameController(session), prompter)
    for name, who in (("Auriok Replica", "Alice"), ("Plains", "Alice"),
                      ("Grizzly Bears", "Bob"), ("Llanowar Elves", "Bob")):
        session.perform(A.EnterBattlefield(name, who))
    replica = next(o for o in interaction.game.battlefield()
                   if interaction.game.name_of(o) == "Auriok Replica")
    return interaction, replica


def test_the_source_chosen_from_the_menu_is_the_one_prevented(qapp: QApplication) -> None:
    prompter = ScriptedPrompter()
    interaction, replica = _interaction(prompter)
    game = interaction.game
    options = [game.name_of(o) for o in game.battlefield()]
    prompter.answers["one"] = [options.index("Llanowar Elves")]
    menu = card_menu(interaction, replica)
    menu_action(menu, "{W}, Sacrifice Auriok Replica").trigger()
    assert prompter.asked == [("one", options)]
    interaction.controller.session.perform(A.PassPriority("Alice"))
    interaction.controller.session.perform(A.PassPriority("Bob"))
    (shield,) = game.state.prevention
    assert shield.by is not None and game.name_of(shield.by) == "Llanowar Elves"


def test_the_question_in_german(qapp: QApplication) -> None:
    prompter = ScriptedPrompter()
    interaction, replica = _interaction(prompter)
    i18n.install("de")
    try:
        menu = card_menu(interaction, replica)
        menu_action(menu, "{W}, Sacrifice Auriok Replica").trigger()
    finally:
        i18n.install("en")
    assert prompter.asked and prompter.asked[0][0] == "one"
    assert prompter.asked[0][1] == ["Auriok Replica", "Ebene", "Grizzlybären", "Llanowarelfen"]
