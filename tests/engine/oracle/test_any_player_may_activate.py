"""602.2: "Any player may activate this ability" — the player who activates it pays its
costs and controls it; "but only during their draw step" / "any time they could cast a
sorcery" is about that player (602.5b, 602.5d)."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table, zone

EXCAVATION = card("Excavation", "Enchantment",
                  "{1}, Sacrifice a land: Draw a card. Any player may activate this ability.",
                  "{1}{U}")
WELL = card("Well of Knowledge", "Artifact",
            "{2}: Draw a card. Any player may activate this ability but only during their "
            "draw step.", "{3}")
REVEL = card("Endbringer's Revel", "Enchantment",
             "{4}: Return target creature card from a graveyard to its owner's hand. Any "
             "player may activate this ability but only any time they could cast a sorcery.",
             "{2}{B}")
SNAKE = card("Ribbon Snake", "Creature — Snake",
             "Flying\n{2}: Ribbon Snake loses flying until end of turn. Any player may "
             "activate this ability.", "{1}{U}{U}", "2/3")


def test_602_2_an_opponent_pays_the_cost_and_draws() -> None:
    game = table(EXCAVATION)
    excavation = enter(game, "Excavation")
    library(game, "Alice")
    library(game, "Bob")
    bob_lands = [enter(game, "Island", "Bob") for _ in range(3)]
    alice_land = enter(game, "Island")
    game.state.priority = "Bob"
    game.perform(A.ActivateAbility("Bob", excavation, 1))
    resolve_all(game)
    assert zone(game, alice_land) == Zone.BATTLEFIELD
    assert sum(zone(game, land) == Zone.GRAVEYARD for land in bob_lands) == 1
    assert len(game.state.zone_ids(Zone.HAND, "Bob")) == 1
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 0


def test_602_2_an_opponent_turns_off_flying() -> None:
    game = table(SNAKE)
    snake = enter(game, "Ribbon Snake")
    for _ in range(2):
        enter(game, "Island", "Bob")
    game.state.priority = "Bob"
    game.perform(A.ActivateAbility("Bob", snake, 1))
    resolve_all(game)
    assert not game.chars(snake).has_keyword("Flying")


def test_602_5b_only_during_the_activating_players_draw_step() -> None:
    game = table(WELL, step=Step.DRAW)
    library(game, "Alice")
    library(game, "Bob")
    well = enter(game, "Well of Knowledge", "Bob")
    for _ in range(2):
        enter(game, "Island", "Bob")
        enter(game, "Island")
    game.state.priority = "Bob"
    with pytest.raises(A.IllegalAction, match="draw"):
        game.perform(A.ActivateAbility("Bob", well, 1))  # Alice's draw step, not Bob's
    game.state.priority = "Alice"
    game.perform(A.ActivateAbility("Alice", well, 1))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 1


def test_602_5d_any_time_they_could_cast_a_sorcery() -> None:
    game = table(REVEL)
    revel = enter(game, "Endbringer's Revel")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.MoveObject(bears, "graveyard"))
    dead = game.state.zone_ids(Zone.GRAVEYARD, "Bob")[-1]
    for _ in range(4):
        enter(game, "Swamp", "Bob")
    game.state.priority = "Bob"
    with pytest.raises(A.IllegalAction, match="sorcery"):
        game.perform(A.ActivateAbility("Bob", revel, 1, (dead,)))  # Alice's turn
    game.state.priority = "Alice"
    for _ in range(4):
        enter(game, "Swamp")
    game.perform(A.ActivateAbility("Alice", revel, 1, (dead,)))
    resolve_all(game)
    assert zone(game, dead) == Zone.HAND
