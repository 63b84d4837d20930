"""Targets relative to the player a trigger event is about, bound as the ability is put on
the stack (603.3d): "tap target creature defending player controls" (508.5), "destroy
target artifact that player controls" after combat damage to that player (510.2)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table, zone

BINDER = card("Fiend Binder", "Creature — Human Soldier",
              "Whenever Fiend Binder attacks, tap target creature defending player controls.",
              "{3}{W}", "3/2")
OGRE = card("Rustmouth Ogre", "Creature — Ogre",
            "Whenever Rustmouth Ogre deals combat damage to a player, you may destroy target "
            "artifact that player controls.", "{4}{R}{R}", "5/4")


def _attack(game: Game, attacker: int) -> None:
    library(game, "Alice")
    library(game, "Bob")
    game.obj(attacker).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (attacker,), "Bob"))
    resolve_all(game)


def test_defending_players_creature_is_tapped_not_yours() -> None:
    game = table(BINDER)
    binder = enter(game, "Fiend Binder")
    mine = enter(game, "Grizzly Bears")
    theirs = enter(game, "Grizzly Bears", "Bob")
    _attack(game, binder)
    assert game.obj(theirs).tapped
    assert not game.obj(mine).tapped


def test_no_creature_of_the_defending_player_no_target() -> None:
    game = table(BINDER)
    binder = enter(game, "Fiend Binder")
    mine = enter(game, "Grizzly Bears")
    _attack(game, binder)  # 603.3d: removed from the stack, your creature stays untapped
    assert not game.obj(mine).tapped


def test_only_an_artifact_of_the_damaged_player_can_be_destroyed() -> None:
    game = table(OGRE)
    ogre = enter(game, "Rustmouth Ogre")
    mine = enter(game, "Sol Ring")
    theirs = enter(game, "Sol Ring", "Bob")
    _attack(game, ogre)
    game.perform(A.AdvanceTo("end_of_combat"))
    resolve_all(game)
    assert game.player("Bob").life == 15
    assert zone(game, theirs) == Zone.GRAVEYARD
    assert zone(game, mine) == Zone.BATTLEFIELD
