"""113.6k: an ability that moves the object it's on out of the graveyard works in the
graveyard: triggered ("At the beginning of your upkeep, you may return ~ from your
graveyard to your hand") and activated ("{1}{B}: Return ~ from your graveyard ...")."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

HOMING = card("Homing Spirit", "Creature — Spirit",
              "At the beginning of your upkeep, you may return Homing Spirit from your "
              "graveyard to your hand.", "{1}{B}", "1/1")
SKELETON = card("Rattling Skeleton", "Creature — Skeleton",
                "{1}{B}: Return Rattling Skeleton from your graveyard to the battlefield "
                "tapped.", "{1}{B}", "1/1")


def test_113_6k_a_trigger_from_the_graveyard() -> None:
    game = table(HOMING)
    library(game, "Alice")
    library(game, "Bob")
    spirit = hand(game, "Homing Spirit")
    game.perform(A.MoveObject(spirit, "graveyard"))
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    resolve_all(game)
    assert zone(game, spirit) == Zone.HAND


def test_113_6k_an_activated_ability_from_the_graveyard() -> None:
    game = table(SKELETON)
    skeleton = enter(game, "Rattling Skeleton")
    game.perform(A.DestroyObject(skeleton))
    enter(game, "Swamp")
    enter(game, "Swamp")
    dead = game.state.newest(skeleton)
    game.perform(A.ActivateAbility("Alice", dead, 1))
    resolve_all(game)
    back = game.state.newest(skeleton)
    assert zone(game, skeleton) == Zone.BATTLEFIELD and game.obj(back).tapped
