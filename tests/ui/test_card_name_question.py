"""201.3: casting Memoricide from the card menu asks for a nonland card name, offering the
names of the nonland cards in the game; the cards of the name chosen are exiled (English
and German prompt)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tabletop.session.session import GameSession, Setup
from tabletop.ui import i18n
from tabletop.ui.controller import GameController
from tabletop.ui.gestures import Interaction
from tabletop.ui.menus import card_menu
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import table
from tests.ui.test_window import menu_action
from tests.ui.window_helpers import ScriptedPrompter

MEMORICIDE = card("Memoricide", "Sorcery",
                  "Choose a nonland card name. Search target player's graveyard, hand, and "
                  "library for any number of cards with that name and exile them. Then that "
                  "player shuffles their library.", "{3}{B}")
BOLT = card("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")


class _Prompter(ScriptedPrompter):
    """Remembers the prompt of each choice of one."""

    def __init__(self) -> None:
        super().__init__()
        self.prompts: list[str] = []

    def choose_one(self, title: str, prompt: str, options: list[str], default: int = 0
                   ) -> int | None:
        self.prompts.append(prompt)
        return super().choose_one(title, prompt, options, default)


def _setup(prompter: _Prompter) -> tuple[Interaction, int]:
    cards: Any = table(MEMORICIDE, BOLT)._cards
    session = GameSession(Setup(start=Step.PRECOMBAT_MAIN.key), cards)
    interaction = Interaction(GameController(session), prompter)
    for _ in range(4):
        session.perform(A.EnterBattlefield("Swamp", "Alice"))
    session.perform(A.PutInLibrary("Lightning Bolt", "Bob", 2))
    session.perform(A.PutInLibrary("Island", "Bob", 2))
    session.perform(A.PutInHand("Lightning Bolt", "Bob"))
    events = session.perform(A.PutInHand("Memoricide", "Alice"))
    return interaction, events[0].objects[0]


def test_the_name_chosen_in_the_window_is_exiled(qapp: QApplication) -> None:
    prompter = _Prompter()
    interaction, memoricide = _setup(prompter)
    prompter.answers["one"] = [["Lightning Bolt", "Memoricide"].index("Lightning Bolt")]
    menu = card_menu(interaction, memoricide)
    menu_action(menu, "Cast Memoricide").trigger()
    assert prompter.asked == [("one", ["Lightning Bolt", "Memoricide"])]  # no Island
    assert prompter.prompts == ["Choose a card name (201.3)"]
    interaction.click_player("Bob")
    session = interaction.controller.session
    session.perform(A.PassPriority("Alice"))
    session.perform(A.PassPriority("Bob"))
    game = interaction.game
    exiled = [game.name_of(o) for o in game.state.zone_ids(Zone.EXILE, "Bob")]
    assert exiled == ["Lightning Bolt"] * 3


def test_the_prompt_in_german(qapp: QApplication) -> None:
    prompter = _Prompter()
    interaction, memoricide = _setup(prompter)
    i18n.install("de")
    try:
        menu = card_menu(interaction, memoricide)
        menu_action(menu, "Memoricide wirken").trigger()
    finally:
        i18n.install("en")
    assert prompter.prompts == ["Wähle einen Kartennamen (201.3)"]
