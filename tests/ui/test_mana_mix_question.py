"""106.1: a filter land's "Add {W}{W}, {W}{B}, or {B}{B}" asks, from the card menu, which
mix to add; the answer fills the pool (English and German prompts)."""

from __future__ import annotations

from typing import Any

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

HEATH = card("Fetid Heath", "Land", "{T}: Add {C}.\n{W/B}, {T}: Add {W}{W}, {W}{B}, or {B}{B}.")
MIXES = ["{W}{W}", "{W}{B}", "{B}{B}"]


class _Prompter(ScriptedPrompter):
    def __init__(self) -> None:
        super().__init__()
        self.prompts: list[str] = []

    def choose_one(self, title: str, prompt: str, options: list[str], default: int = 0
                   ) -> int | None:
        self.prompts.append(prompt)
        return super().choose_one(title, prompt, options, default)


def _activate(prompter: _Prompter, answer: str) -> dict[str, int]:
    cards: Any = table(HEATH)._cards
    session = GameSession(Setup(start=Step.PRECOMBAT_MAIN.key), cards)
    interaction = Interaction(GameController(session), prompter)
    heath = session.perform(A.EnterBattlefield("Fetid Heath", "Alice"))[0].objects[0]
    session.perform(A.EnterBattlefield("Swamp", "Alice"))  # pays the {W/B}
    prompter.answers["one"] = [MIXES.index(answer)]
    menu = card_menu(interaction, heath)
    menu_action(menu, "{W/B}, {T}").trigger()
    assert prompter.asked == [("one", MIXES)]
    return dict(interaction.game.player("Alice").mana_pool)


def test_the_mix_chosen_in_the_window_goes_into_the_pool(qapp: QApplication) -> None:
    prompter = _Prompter()
    assert _activate(prompter, "{W}{B}") == {"W": 1, "B": 1}
    assert prompter.prompts == ["Choose the mana to add (106.1)"]


def test_the_question_in_german(qapp: QApplication) -> None:
    i18n.install("de")
    try:
        prompter = _Prompter()
        assert _activate(prompter, "{B}{B}") == {"B": 2}
        assert prompter.prompts == ["Wähle das Mana, das hinzugefügt wird (106.1)"]
    finally:
        i18n.install("en")
