"""Cards in graveyards that can't be targeted (115.1, 601.2c: an illegal target can't be
chosen), from Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

GROUND_SEAL = card("Ground Seal", "Enchantment",
                   "When Ground Seal enters, draw a card.\nCards in graveyards can't be the "
                   "targets of spells or abilities.", "{1}{G}")
DISENTOMB = card("Disentomb", "Sorcery",
                 "Return target creature card from your graveyard to your hand.", "{B}")


def test_115_cards_in_graveyards_cant_be_the_targets_of_spells() -> None:
    game = table(GROUND_SEAL, DISENTOMB)
    library(game, "Alice")
    library(game, "Bob")
    bears = hand(game, "Grizzly Bears")
    game.perform(A.MoveObject(bears, "graveyard"))
    bears = game.state.newest(bears)
    enter(game, "Swamp")
    enter(game, "Swamp")
    seal = enter(game, "Ground Seal", "Bob")
    resolve_all(game)  # its draw
    with pytest.raises(A.IllegalAction, match="can't be the target"):
        game.perform(A.CastSpell("Alice", hand(game, "Disentomb"), targets=(bears,)))
    game.perform(A.MoveObject(seal, "graveyard"))  # without it the card can be targeted
    game.perform(A.CastSpell("Alice", hand(game, "Disentomb"), targets=(bears,)))
    resolve_all(game)
    assert zone(game, bears) == Zone.HAND
