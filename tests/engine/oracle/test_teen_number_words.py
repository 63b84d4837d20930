"""Numbers written as words from thirteen to nineteen (107.1): Startled Awake's front face
"Target opponent puts the top thirteen cards of their library into their graveyard."
(701.13 mill; its graveyard ability is left out here)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, library, resolve_all, table

STARTLED = card("Startled Awake", "Sorcery",
                "Target opponent puts the top thirteen cards of their library into their "
                "graveyard.", "{2}{U}{U}")


def test_107_1_thirteen_cards_are_milled() -> None:
    game = table(STARTLED)
    library(game, "Bob", 20)
    game.perform(A.CastSpell("Alice", hand(game, "Startled Awake"), ("Bob",), pay="free"))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.GRAVEYARD, "Bob")) == 13
    assert len(game.state.zone_ids(Zone.LIBRARY, "Bob")) == 7
