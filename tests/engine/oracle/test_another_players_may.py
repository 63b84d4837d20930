"""Another player's optional action (603.5, 608.2d), from Oracle text: "its controller may
draw a card" — "its" is the object the trigger event is about, never the player dealt
damage; "defending player may draw a card"."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

SYNAPSE = card("Synapse Sliver", "Creature — Sliver",
               "Whenever a Sliver deals combat damage to a player, its controller may draw a "
               "card.", "{4}{U}", "3/3")
BROOD = card("Brood Sliver", "Creature — Sliver",
             "Whenever a Sliver deals combat damage to a player, its controller may create a "
             "1/1 colorless Sliver creature token.", "{4}{G}", "3/3")
SIBILANT = card("Sibilant Spirit", "Creature — Spirit",
                "Flying\nWhenever Sibilant Spirit attacks, defending player may draw a card.",
                "{5}{U}", "5/6")
SLIVER = card("Test Sliver", "Creature — Sliver", "", "{1}{G}", "2/2")


def _attack(game: Game, attacker: int) -> None:
    library(game, "Alice")
    library(game, "Bob")
    game.obj(attacker).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (attacker,), "Bob"))
    resolve_all(game)
    game.perform(A.AdvanceTo("end_of_combat"))
    resolve_all(game)


def test_608_2d_the_attacking_slivers_controller_draws_not_the_player_dealt_damage() -> None:
    game = table(SYNAPSE, SLIVER)
    enter(game, "Synapse Sliver", "Bob")  # Bob's Synapse Sliver sees Alice's Sliver
    sliver = enter(game, "Test Sliver")
    _attack(game, sliver)
    assert game.player("Bob").life == 18
    assert len(game.objects_in(Zone.HAND, "Alice")) == 1  # its controller drew
    assert game.objects_in(Zone.HAND, "Bob") == []


def test_608_2d_brood_sliver_makes_the_token_for_the_slivers_controller() -> None:
    game = table(BROOD, SLIVER)
    enter(game, "Brood Sliver", "Bob")
    sliver = enter(game, "Test Sliver")
    _attack(game, sliver)
    tokens = [o for o in game.battlefield() if game.obj(o).is_token]
    assert len(tokens) == 1 and game.controller_of(tokens[0]) == "Alice"
    assert game.chars(tokens[0]).subtypes == frozenset({"Sliver"})


def test_608_2d_defending_player_may_draw() -> None:
    game = table(SIBILANT)
    spirit = enter(game, "Sibilant Spirit")
    _attack(game, spirit)
    assert len(game.objects_in(Zone.HAND, "Bob")) == 1
    assert game.player("Bob").life == 15

