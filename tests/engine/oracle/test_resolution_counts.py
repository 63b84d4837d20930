"""608.2: "If this is the second time this ability has resolved this turn, ..." compiled
from Oracle text: each resolution of the ability this turn is counted, this one included."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

TANNUK = card("Tannuk, Memorial Ensign", "Legendary Creature — Kavu Pilot",
              "Landfall — Whenever a land you control enters, Tannuk deals 1 damage to each "
              "opponent. If this is the second time this ability has resolved this turn, draw "
              "a card.", "{1}{R}{G}", "2/4")


def _hand(game: Game) -> int:
    return len(game.state.zone_ids(Zone.HAND, "Alice"))


def test_608_2_the_second_resolution_this_turn_draws_a_card() -> None:
    game = table(TANNUK)
    library(game, "Alice")
    enter(game, "Tannuk, Memorial Ensign")
    enter(game, "Mountain")
    resolve_all(game)
    assert (game.player("Bob").life, _hand(game)) == (19, 0)
    enter(game, "Forest")
    resolve_all(game)
    assert (game.player("Bob").life, _hand(game)) == (18, 1)
    enter(game, "Forest")
    resolve_all(game)
    assert (game.player("Bob").life, _hand(game)) == (17, 1)  # the third draws nothing


def test_608_2_an_opponents_land_does_not_trigger_nor_count() -> None:
    game = table(TANNUK)
    library(game, "Alice")
    enter(game, "Tannuk, Memorial Ensign")
    enter(game, "Mountain", "Bob")
    resolve_all(game)
    enter(game, "Mountain")
    resolve_all(game)
    assert (game.player("Bob").life, _hand(game)) == (19, 0)
