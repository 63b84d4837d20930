"""Mistform Dreamer's "{1}: Mistform Dreamer becomes the creature type of your choice until
end of turn" asks, from the card menu, which creature type (205.3m); the answer is
written into the effect (English and German prompts)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step
from tabletop.engine.rules.action_questions import COMMON_CREATURE_TYPES
from tabletop.session.session import GameSession, Setup
from tabletop.ui import i18n
from tabletop.ui.controller import GameController
from tabletop.ui.gestures import Interaction
from tabletop.ui.menus import card_menu
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import table
from tests.ui.test_window import menu_action
from tests.ui.window_helpers import ScriptedPrompter

DREAMER = card("Mistform Dreamer", "Creature — Illusion",
               "Flying\n{1}: Mistform Dreamer becomes the creature type of your choice until "
               "end of turn.", "{2}{U}", "2/1")


class _Prompter(ScriptedPrompter):
    def __init__(self) -> None:
        super().__init__()
        self.prompts: list[str] = []
        self.options: list[str] = []

    def choose_one(self, title: str, prompt: str, options: list[str], default: int = 0
                   ) -> int | None:
        self.prompts.append(prompt)
        self.options = options
        return super().choose_one(title, prompt, options, default)


def _activate(prompter: _Prompter, answer: str) -> frozenset[str]:
    cards: Any = table(DREAMER)._cards
    session = GameSession(Setup(start=Step.PRECOMBAT_MAIN.key), cards)
    interaction = Interaction(GameController(session), prompter)
    dreamer = session.perform(A.EnterBattlefield("Mistform Dreamer", "Alice"))[0].objects[0]
    session.perform(A.EnterBattlefield("Island", "Alice"))  # pays the {1}
    types = list(interaction.game.chars(dreamer).subtypes)
    assert types == ["Illusion"]
    prompter.answers["one"] = [_index_of(answer)]
    menu = card_menu(interaction, dreamer)
    menu_action(menu, "{1}:").trigger()
    interaction.game.perform(A.PassPriority("Alice"))
    interaction.game.perform(A.PassPriority("Bob"))
    return frozenset(interaction.game.chars(dreamer).subtypes)


def _index_of(answer: str) -> int:
    return sorted({"Illusion", *COMMON_CREATURE_TYPES}).index(answer)


def test_the_creature_type_chosen_in_the_window(qapp: QApplication) -> None:
    prompter = _Prompter()
    assert _activate(prompter, "Elf") == {"Elf"}
    assert prompter.prompts == ["Choose a creature type"]
    assert "Elf" in prompter.options


def test_the_question_in_german(qapp: QApplication) -> None:
    i18n.install("de")
    try:
        prompter = _Prompter()
        assert _activate(prompter, "Goblin") == {"Goblin"}
        assert prompter.prompts == ["Wähle einen Kreaturentyp"]
    finally:
        i18n.install("en")
