"""121, 101.2: "Each player can't draw more than one card each turn", from Oracle text."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, table

SPIRIT = card("Spirit of the Labyrinth", "Enchantment Creature — Spirit",
              "Each player can't draw more than one card each turn.", "{1}{W}", "3/1")


def test_121_each_player_draws_only_one_card_each_turn() -> None:
    game = table(SPIRIT)
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    enter(game, "Spirit of the Labyrinth", "Bob")
    game.perform(A.DrawCards("Alice", 3))
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 1
    game.perform(A.DrawCards("Bob", 2))  # its controller too: each player
    assert len(game.state.zone_ids(Zone.HAND, "Bob")) == 1
    assert not game.player("Alice").drew_from_empty


def test_121_the_limit_starts_again_next_turn() -> None:
    game = table(SPIRIT)
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    enter(game, "Spirit of the Labyrinth")
    game.perform(A.DrawCards("Bob", 2))
    assert len(game.state.zone_ids(Zone.HAND, "Bob")) == 1
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("precombat_main"))  # Bob's turn: his draw step's card
    assert len(game.state.zone_ids(Zone.HAND, "Bob")) == 2
    game.perform(A.DrawCards("Bob", 1))
    assert len(game.state.zone_ids(Zone.HAND, "Bob")) == 2


def test_121_without_it_the_cards_are_drawn() -> None:
    game = table(SPIRIT)
    library(game, "Alice", 10)
    game.perform(A.DrawCards("Alice", 3))
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 3
