"""The card menu words the keyword ways to cast a card: conspire (702.78a) and prowl
(702.76a), in English and German."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tabletop.engine.model import actions as A
from tabletop.session.session import GameSession, Setup
from tabletop.ui import i18n
from tabletop.ui.controller import GameController
from tabletop.ui.gestures import Interaction
from tabletop.ui.menus import card_menu
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import creature, table
from tests.ui.window_helpers import ScriptedPrompter

MEMORY_SLUICE = card("Memory Sluice", "Sorcery",
                     "Target player puts the top four cards of their library into their "
                     "graveyard.\nConspire", "{U/B}")
NOGGIN_WHACK = card("Noggin Whack", "Tribal Sorcery — Rogue",
                    "Prowl {1}{B}\nTarget player reveals three cards from their hand. You "
                    "choose two of them. That player discards those cards.", "{2}{B}{B}")
MERFOLK = creature("Blue Merfolk", 1, 1, cost="{U}")


def _interaction() -> Interaction:
    cards = table(MEMORY_SLUICE, NOGGIN_WHACK, MERFOLK)._cards
    session = GameSession(Setup(), cards)  # type: ignore[arg-type]
    return Interaction(GameController(session), ScriptedPrompter())


def _texts(interaction: Interaction, oid: int) -> list[str]:
    menu = card_menu(interaction, oid)  # kept until its entries are read
    return [a.text() for a in menu.actions()]


def test_conspire_and_prowl_are_worded_in_the_card_menu(qapp: QApplication) -> None:
    interaction = _interaction()
    session = interaction.controller.session
    for name in ("Blue Merfolk", "Blue Merfolk", "Island"):
        session.perform(A.EnterBattlefield(name, "Alice"))
    sluice = session.perform(A.PutInHand("Memory Sluice", "Alice"))[0].objects[0]
    whack = session.perform(A.PutInHand("Noggin Whack", "Alice"))[0].objects[0]
    assert any(t.startswith("Cast Memory Sluice (conspired)") for t in
               _texts(interaction, sluice))
    assert any(t.startswith("Cast Noggin Whack (prowled)") for t in
               _texts(interaction, whack))
    i18n.install("de")
    try:
        assert any("(konspiriert)" in t for t in _texts(interaction, sluice))
        assert any("(herumgestreift)" in t for t in _texts(interaction, whack))
    finally:
        i18n.install("en")
