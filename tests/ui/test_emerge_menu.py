"""The card menu words emerge (702.119a), in English and German."""

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

WRETCHED_GRYFF = card("Wretched Gryff", "Creature — Eldrazi Hippogriff",
                      "Emerge {5}{U}\nWhen you cast this spell, draw a card.\nFlying",
                      "{7}{U}", "3/4")
BEAR = creature("Three Drop", 3, 3, cost="{1}{G}{G}")


def _texts(interaction: Interaction, oid: int) -> list[str]:
    menu = card_menu(interaction, oid)  # kept until its entries are read
    return [a.text() for a in menu.actions()]


def test_emerge_is_worded_in_the_card_menu(qapp: QApplication) -> None:
    cards = table(WRETCHED_GRYFF, BEAR)._cards
    session = GameSession(Setup(), cards)  # type: ignore[arg-type]
    interaction = Interaction(GameController(session), ScriptedPrompter())
    for name in ("Three Drop", "Island", "Island", "Island"):
        session.perform(A.EnterBattlefield(name, "Alice"))
    gryff = session.perform(A.PutInHand("Wretched Gryff", "Alice"))[0].objects[0]
    assert any(t.startswith("Cast Wretched Gryff (emerge)") for t in
               _texts(interaction, gryff))
    i18n.install("de")
    try:
        assert any("(Auftauchen)" in t for t in _texts(interaction, gryff))
    finally:
        i18n.install("en")
