"""120: "where X is the amount of damage dealt to it this turn" compiled from Oracle text,
read after the creature died (its last known id, 603.10)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

COLONY = card("Tangled Colony", "Creature — Rat",
              "Tangled Colony can't block.\nWhen Tangled Colony dies, create X 1/1 black Rat "
              "creature tokens with \"This creature can't block,\" where X is the amount of "
              "damage dealt to it this turn.", "{1}{B}", "3/2")


def _rats(game: Game) -> list[int]:
    return [o for o in game.permanents("Alice") if game.obj(o).is_token]


def test_120_x_is_the_damage_the_colony_was_dealt_this_turn() -> None:
    game = table(COLONY)
    colony = enter(game, "Tangled Colony")
    game.perform(A.DealDamageAction(colony, 3))
    resolve_all(game)
    rats = _rats(game)
    assert len(rats) == 3
    assert all(game.chars(r).name == "Rat" and game.chars(r).power == 1 for r in rats)


def test_120_a_colony_destroyed_after_one_damage_makes_one_rat() -> None:
    game = table(COLONY)
    colony = enter(game, "Tangled Colony")
    game.perform(A.DealDamageAction(colony, 1))
    game.perform(A.DestroyObject(colony))
    resolve_all(game)
    assert len(_rats(game)) == 1
