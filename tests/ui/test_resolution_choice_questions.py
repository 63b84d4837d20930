"""608.2d: choices made as a spell resolves are asked as it is cast from the card menu:
Expel the Interlopers asks for the number (0 to 10) and destroys the creatures with at
least that power; Mercurial Transformation asks Frog or Octopus (English and German)."""

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

EXPEL = card("Expel the Interlopers", "Sorcery",
             "Choose a number between 0 and 10. Destroy all creatures with power greater than "
             "or equal to the chosen number.", "{3}{W}{W}")
MERCURIAL = card("Mercurial Transformation", "Sorcery — Lesson",
                 "Until end of turn, target nonland permanent loses all abilities and becomes "
                 "your choice of a blue Frog creature with base power and toughness 1/1 or a "
                 "blue Octopus creature with base power and toughness 4/4.", "{1}{U}")
NUMBERS = [str(n) for n in range(11)]


class _Prompter(ScriptedPrompter):
    """Remembers the prompt of each choice of one."""

    def __init__(self) -> None:
        super().__init__()
        self.prompts: list[str] = []
        self.defaults: list[int] = []

    def choose_one(self, title: str, prompt: str, options: list[str], default: int = 0
                   ) -> int | None:
        self.prompts.append(prompt)
        self.defaults.append(default)
        return super().choose_one(title, prompt, options, default)


def _setup(prompter: _Prompter) -> tuple[Interaction, int, dict[str, int]]:
    cards: Any = table(EXPEL, MERCURIAL)._cards
    session = GameSession(Setup(start=Step.PRECOMBAT_MAIN.key), cards)
    interaction = Interaction(GameController(session), prompter)
    for land in ["Plains"] * 5 + ["Island"] * 2:
        session.perform(A.EnterBattlefield(land, "Alice"))
    creatures = {name: session.perform(A.EnterBattlefield(name, who))[0].objects[0]
                 for name, who in (("Grizzly Bears", "Alice"), ("Colossal Dreadmaw", "Bob"),
                                   ("Ornithopter", "Bob"))}
    events = session.perform(A.PutInHand("Expel the Interlopers", "Alice"))
    creatures["Mercurial Transformation"] = session.perform(
        A.PutInHand("Mercurial Transformation", "Alice"))[0].objects[0]
    return interaction, events[0].objects[0], creatures


def test_the_number_chosen_in_the_window_decides_what_is_destroyed(qapp: QApplication) -> None:
    prompter = _Prompter()
    interaction, expel, creatures = _setup(prompter)
    prompter.answers["one"] = [NUMBERS.index("3")]
    menu = card_menu(interaction, expel)
    menu_action(menu, "Cast Expel the Interlopers").trigger()
    assert prompter.asked == [("one", NUMBERS)]
    assert prompter.prompts == ["Choose a number (608.2d)"]
    session = interaction.controller.session
    session.perform(A.PassPriority("Alice"))
    session.perform(A.PassPriority("Bob"))
    game = interaction.game
    on_board = {game.name_of(o) for o in game.battlefield()}
    # power 3 or greater: the 6/6 Dreadmaw dies; the 2/2 Bears and the 0/2 Ornithopter stay
    assert "Colossal Dreadmaw" not in on_board
    assert {"Grizzly Bears", "Ornithopter"} <= on_board
    assert game.obj(creatures["Grizzly Bears"]).zone == Zone.BATTLEFIELD


def test_the_window_preselects_the_engines_own_answer(qapp: QApplication) -> None:
    # the scenario format's rule: an unanswered question gets the engine's default, the
    # one the window preselects: the least number that spares your own creatures (the
    # Bears have power 2, so 3)
    prompter = _Prompter()
    interaction, expel, _ = _setup(prompter)
    menu = card_menu(interaction, expel)
    menu_action(menu, "Cast Expel the Interlopers").trigger()
    assert prompter.defaults == [3]


def test_the_prompt_in_german(qapp: QApplication) -> None:
    prompter = _Prompter()
    interaction, expel, _ = _setup(prompter)
    i18n.install("de")
    try:
        menu = card_menu(interaction, expel)
        menu_action(menu, "Expel the Interlopers wirken").trigger()
    finally:
        i18n.install("en")
    assert prompter.prompts == ["Wähle eine Zahl (608.2d)"]


def test_frog_or_octopus_is_asked_and_the_answer_is_what_it_becomes(qapp: QApplication
                                                                     ) -> None:
    prompter = _Prompter()
    interaction, _, objects = _setup(prompter)
    prompter.answers["one"] = [1]
    menu = card_menu(interaction, objects["Mercurial Transformation"])
    menu_action(menu, "Cast Mercurial Transformation").trigger()
    assert prompter.prompts == ["Choose one (608.2d)"]
    (options,) = [o for kind, o in prompter.asked if kind == "one"]
    assert "Frog" in options[0] and "Octopus" in options[1]
    interaction.click_card(objects["Ornithopter"])
    session = interaction.controller.session
    session.perform(A.PassPriority("Alice"))
    session.perform(A.PassPriority("Bob"))
    chars = interaction.game.chars(objects["Ornithopter"])
    assert (chars.power, chars.toughness, set(chars.subtypes)) == (4, 4, {"Octopus"})

