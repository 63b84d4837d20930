"""The card menu words each way the engine offers to cast a card (its legal actions):
flashback from the graveyard (702.34a), evoke (702.74a), in English and German."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tabletop.engine.model import actions as A
from tabletop.session.session import GameSession, Setup
from tabletop.ui import i18n
from tabletop.ui.controller import GameController
from tabletop.ui.gestures import Interaction
from tabletop.ui.menus import card_menu
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import table
from tests.ui.window_helpers import ScriptedPrompter

FLAME = card("Flashback Flame", "Instant",
             "Flashback Flame deals 2 damage to any target.\nFlashback {1}{R}", "{R}")
ELEMENTAL = card("Evoked Elemental", "Creature — Elemental",
                 "When Evoked Elemental enters, draw a card.\nEvoke {U}", "{3}{U}", "3/3")


def _interaction() -> Interaction:
    cards = table(FLAME, ELEMENTAL)._cards  # the hand-built cards, then the built-in pool
    session = GameSession(Setup(), cards)  # type: ignore[arg-type]
    return Interaction(GameController(session), ScriptedPrompter())


def _texts(interaction: Interaction, oid: int) -> list[str]:
    menu = card_menu(interaction, oid)  # kept until its entries are read
    return [a.text() for a in menu.actions()]


def test_flashback_and_evoke_are_offered_in_the_card_menu(qapp: QApplication) -> None:
    interaction = _interaction()
    session = interaction.controller.session
    events = session.perform(A.PutInHand("Flashback Flame", "Alice"))
    flame = events[0].objects[0]
    session.perform(A.MoveObject(flame, "graveyard"))
    in_graveyard = session.game.state.newest(flame)
    events = session.perform(A.PutInHand("Evoked Elemental", "Alice"))
    elemental = events[0].objects[0]
    assert any(t.startswith("Cast Flashback Flame (flashback)") for t in
               _texts(interaction, in_graveyard))
    assert any(t.startswith("Cast Evoked Elemental (evoked)") for t in
               _texts(interaction, elemental))
    i18n.install("de")
    try:
        assert any("(Rückblende)" in t for t in _texts(interaction, in_graveyard))
        assert any("(herbeigerufen)" in t for t in _texts(interaction, elemental))
    finally:
        i18n.install("en")
