"""The window offers the keyword procedures of rule 702 the engine knows: casting a card
face down and turning it face up (702.37), casting bestowed (702.103), suspending
(702.62a), and exerting an attacker as it attacks (701.43a), in English and German."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step
from tabletop.session.session import GameSession, Setup
from tabletop.ui import i18n
from tabletop.ui.controller import GameController
from tabletop.ui.gestures import Interaction
from tabletop.ui.menus import card_menu
from tabletop.ui.view_model import card_view
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import table
from tests.ui.test_window import menu_action
from tests.ui.window_helpers import ScriptedPrompter

ECHO_TRACER = card("Echo Tracer", "Creature — Human Wizard",
                   "Morph {2}{U}\nWhen Echo Tracer is turned face up, return target creature "
                   "to its owner's hand.", "{2}{U}", "2/2")
NYXBORN_WOLF = card("Nyxborn Wolf", "Enchantment Creature — Wolf",
                    "Bestow {4}{G}\nEnchanted creature gets +3/+1.", "{2}{G}", "3/1")
RIFT_BOLT = card("Rift Bolt", "Sorcery",
                 "Rift Bolt deals 3 damage to any target.\nSuspend 1—{R}", "{2}{R}")
KHENRA_SCRAPPER = card("Khenra Scrapper", "Creature — Jackal Warrior",
                       "Menace\nYou may exert Khenra Scrapper as it attacks. When you do, it "
                       "gets +2/+0 until end of turn.", "{2}{R}", "2/3")


def _interaction(step: Step = Step.PRECOMBAT_MAIN) -> Interaction:
    cards = table(ECHO_TRACER, NYXBORN_WOLF, RIFT_BOLT, KHENRA_SCRAPPER)._cards
    session = GameSession(Setup(start=step.key), cards)  # type: ignore[arg-type]
    return Interaction(GameController(session), ScriptedPrompter())


def _new(interaction: Interaction, action: A.Action) -> int:
    events = interaction.controller.session.perform(action)
    return events[-1].objects[0]


def _texts(interaction: Interaction, oid: int) -> list[str]:
    menu = card_menu(interaction, oid)
    return [a.text() for a in menu.actions()]


def test_cast_face_down_then_turn_face_up_from_the_menu(qapp: QApplication) -> None:
    interaction = _interaction()
    session = interaction.controller.session
    for _ in range(6):
        _new(interaction, A.EnterBattlefield("Island", "Alice"))
    tracer = _new(interaction, A.PutInHand("Echo Tracer", "Alice"))
    menu = card_menu(interaction, tracer)
    menu_action(menu, "Cast Echo Tracer (face down)").trigger()
    for _ in range(2):
        session.perform(A.PassPriority(session.game.state.priority or "Alice"))
    game = session.game
    morph = game.state.newest(tracer)
    view = card_view(game, game.result, morph)
    assert view.face_down and view.name == ""  # the window shows a card back (708)
    assert any(t.startswith("Turn face up") for t in _texts(interaction, morph))
    i18n.install("de")
    try:
        assert any(t.startswith("Offen umdrehen") for t in _texts(interaction, morph))
    finally:
        i18n.install("en")
    menu = card_menu(interaction, morph)
    menu_action(menu, "Turn face up").trigger()
    assert game.chars(morph).name == "Echo Tracer"


def test_bestow_and_suspend_are_offered(qapp: QApplication) -> None:
    interaction = _interaction()
    wolf = _new(interaction, A.PutInHand("Nyxborn Wolf", "Alice"))
    bolt = _new(interaction, A.PutInHand("Rift Bolt", "Alice"))
    assert any(t.startswith("Cast Nyxborn Wolf (bestowed)") for t in _texts(interaction, wolf))
    assert any(t.startswith("Suspend Rift Bolt") for t in _texts(interaction, bolt))
    i18n.install("de")
    try:
        assert any("(mit Göttergabe)" in t for t in _texts(interaction, wolf))
        assert any(t.startswith("Rift Bolt aussetzen") for t in _texts(interaction, bolt))
    finally:
        i18n.install("en")


def test_an_attacker_with_exert_is_asked_about_and_exerted(qapp: QApplication) -> None:
    interaction = _interaction(Step.DECLARE_ATTACKERS)
    scrapper = _new(interaction, A.EnterBattlefield("Khenra Scrapper", "Alice"))
    bear = _new(interaction, A.EnterBattlefield("Grizzly Bears", "Alice"))
    prompter = interaction.prompter
    assert isinstance(prompter, ScriptedPrompter)
    prompter.answers["confirm"] = [True]
    interaction.combat.attackers = [scrapper, bear]
    assert interaction.declare_combat()
    asked = [text for kind, text in prompter.asked if kind == "confirm"]
    assert len(asked) == 1 and "Exert Khenra Scrapper" in asked[0]  # not the bear
    session = interaction.controller.session
    while session.game.stack():
        session.perform(A.PassPriority(session.game.state.priority or "Alice"))
    assert session.game.chars(scrapper).power == 4
