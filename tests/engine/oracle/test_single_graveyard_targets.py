"""115.1, 601.2c: "Exile up to three target cards from a single graveyard": the targets
are cards in one player's graveyard."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, library, resolve_all, table

FEAST = card("Scarab Feast", "Instant",
             "Exile up to three target cards from a single graveyard.\nCycling {B}", "{B}")


def _graveyard(game: Game, player: str) -> list[int]:
    """Three Bears from the player's library into their graveyard."""
    library(game, player, 3, "Grizzly Bears")
    for oid in game.state.zone_ids(Zone.LIBRARY, player)[-3:]:
        game.perform(A.MoveObject(oid, "graveyard"))
    return game.state.zone_ids(Zone.GRAVEYARD, player)


def test_three_cards_of_one_graveyard_are_exiled() -> None:
    game = table(FEAST)
    bobs = _graveyard(game, "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Scarab Feast"), tuple(bobs), pay="free"))
    resolve_all(game)
    assert game.state.zone_ids(Zone.GRAVEYARD, "Bob") == []
    assert len(game.state.zone_ids(Zone.EXILE)) == 3


def test_cards_from_two_graveyards_are_not_legal_targets_together() -> None:
    game = table(FEAST)
    alices, bobs = _graveyard(game, "Alice"), _graveyard(game, "Bob")
    feast = hand(game, "Scarab Feast")
    with pytest.raises(IllegalAction, match="single graveyard"):
        game.perform(A.CastSpell("Alice", feast, (alices[0], bobs[0]), pay="free"))
