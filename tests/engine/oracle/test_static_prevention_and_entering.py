"""Static prevention (615.10) of damage to or by the permanent itself, "enters tapped
unless" (614.1c) and "Cast this spell only during combat" (601.3), from Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, table

WALL = card("Fog Wall", "Creature — Wall",
            "Defender\nPrevent all combat damage that would be dealt to Fog Wall.", "{2}",
            "0/1")
LAND = card("Checking Grove", "Land",
            "Checking Grove enters tapped unless you control two or more basic lands.\n"
            "{T}: Add {G}.")
TRICK = card("Combat Trick", "Instant", "Cast this spell only during combat.\nDraw a card.",
             "{U}")


def test_615_10_combat_damage_to_it_is_prevented_other_damage_is_not() -> None:
    game = table(WALL)
    wall = enter(game, "Fog Wall", "Bob")
    bears = enter(game, "Grizzly Bears")
    game.obj(bears).controlled_since_turn_start = True
    library(game, "Alice")
    library(game, "Bob")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ((wall, bears),)))
    game.perform(A.AdvanceTo("end_of_combat"))
    assert game.obj(wall).damage == 0
    game.perform(A.DealDamageAction(wall, 1, bears))
    assert game.state.newest(wall) != wall  # not combat damage: dealt, and it died


def test_614_1c_enters_tapped_unless_you_control_two_basic_lands() -> None:
    game = table(LAND)
    first = enter(game, "Checking Grove")
    assert game.obj(first).tapped
    enter(game, "Forest")
    enter(game, "Forest")
    second = enter(game, "Checking Grove")
    assert not game.obj(second).tapped


def test_601_3_cast_only_during_combat() -> None:
    game = table(TRICK)
    library(game, "Alice")
    library(game, "Bob")
    trick = hand(game, "Combat Trick")
    with pytest.raises(A.IllegalAction, match="only during combat"):
        game.perform(A.CastSpell("Alice", trick, pay="free"))
    game.perform(A.AdvanceTo("beginning_of_combat"))
    game.perform(A.CastSpell("Alice", trick, pay="free"))
