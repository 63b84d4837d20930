"""Cards in graveyards that lose all abilities (613.1f: an ability-removing effect applies
to cards in that zone too; 702.34a: flashback is an ability of the card in the graveyard),
from Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, table

YIXLID_JAILER = card("Yixlid Jailer", "Creature — Zombie Wizard",
                     "Cards in graveyards lose all abilities.", "{1}{B}", "2/1")
THINK_TWICE = card("Think Twice", "Instant", "Draw a card.\nFlashback {2}{U}", "{1}{U}")


def test_613_1f_cards_in_graveyards_lose_flashback() -> None:
    game = table(YIXLID_JAILER, THINK_TWICE)
    twice = hand(game, "Think Twice")
    game.perform(A.MoveObject(twice, "graveyard"))
    twice = game.state.newest(twice)
    for _ in range(3):
        enter(game, "Island")
    jailer = enter(game, "Yixlid Jailer", "Bob")
    assert not game.chars(twice).has_keyword("Flashback")
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", twice))
    game.perform(A.MoveObject(jailer, "graveyard"))
    assert game.chars(twice).has_keyword("Flashback")
    game.perform(A.CastSpell("Alice", twice))
