"""Triggers on entering and on leaving in one ability (603.6a, 603.6c), from Oracle text:
"When Ichor Wellspring enters or is put into a graveyard from the battlefield"; "When Raving
Oni-Slave enters or leaves the battlefield, you lose 3 life if you don't control a Demon"."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import creature, enter, library, resolve_all, table

WELLSPRING = card("Ichor Wellspring", "Artifact",
                  "When Ichor Wellspring enters or is put into a graveyard from the "
                  "battlefield, draw a card.", "{2}")
ONI_SLAVE = card("Raving Oni-Slave", "Creature — Ogre Warrior",
                 "When Raving Oni-Slave enters or leaves the battlefield, you lose 3 life if "
                 "you don't control a Demon.", "{1}{B}", "3/3")
DEMON = creature("Test Demon", 5, 5, subtypes=("Demon",))


def _hand_size(game: Game) -> int:
    return len(game.state.zones[(Zone.HAND, "Alice")])


def test_603_6a_a_card_as_it_enters_and_one_as_it_goes_to_the_graveyard() -> None:
    game = table(WELLSPRING)
    library(game, "Alice")
    wellspring = enter(game, "Ichor Wellspring")
    resolve_all(game)
    assert _hand_size(game) == 1
    game.perform(A.DestroyObject(wellspring))
    resolve_all(game)
    assert _hand_size(game) == 2


def test_603_6c_exiled_from_the_battlefield_it_draws_nothing() -> None:
    game = table(WELLSPRING)
    library(game, "Alice")
    wellspring = enter(game, "Ichor Wellspring")
    resolve_all(game)
    game.perform(A.MoveObject(wellspring, "exile"))
    resolve_all(game)
    assert _hand_size(game) == 1


def test_603_6c_three_life_as_it_enters_and_as_it_leaves_without_a_demon() -> None:
    game = table(ONI_SLAVE)
    slave = enter(game, "Raving Oni-Slave")
    resolve_all(game)
    assert game.player("Alice").life == 17
    game.perform(A.MoveObject(slave, "hand"))
    resolve_all(game)
    assert game.player("Alice").life == 14


def test_no_life_lost_while_you_control_a_demon() -> None:
    game = table(ONI_SLAVE, DEMON)
    enter(game, "Test Demon")
    slave = enter(game, "Raving Oni-Slave")
    game.perform(A.DestroyObject(slave))
    resolve_all(game)
    assert game.player("Alice").life == 20
