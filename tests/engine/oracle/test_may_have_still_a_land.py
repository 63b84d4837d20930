""""You may have target land become a 3/3 Elemental creature ... It's still a land." (205.1b):
the "still" sentence keeps the land's types also inside an optional instruction, and declining
the "you may" of the trigger (603.5) leaves the land alone, from Oracle text (Embodiment of
Fury)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model.enums import CardType
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

FURY = card("Embodiment of Fury", "Creature — Elemental",
            "Trample\nLandfall — Whenever a land enters under your control, you may have target "
            "land you control become a 3/3 Elemental creature with haste until end of turn. "
            "It's still a land.\n{1}{R}: Embodiment of Fury gets +1/+0 until end of turn.",
            "{3}{R}", "4/3")


def _landfall(game: Game, target: int, may: bool) -> None:
    info = game.obj(game.stack()[-1]).stack_info
    assert info is not None
    info.targets = (target,)
    info.choices["may"] = may
    resolve_all(game)


def test_205_1b_the_land_becomes_a_creature_and_stays_a_land() -> None:
    game = table(FURY)
    enter(game, "Embodiment of Fury")
    mountain = enter(game, "Mountain")
    _landfall(game, mountain, False)
    forest = enter(game, "Forest")
    _landfall(game, forest, True)
    chars = game.chars(forest)
    assert chars.types == frozenset({CardType.LAND, CardType.CREATURE})
    assert {"Forest", "Elemental"} <= chars.subtypes
    assert (chars.power, chars.toughness) == (3, 3)
    assert any(getattr(a, "keyword", None) == "Haste" for a in chars.abilities)
    assert CardType.CREATURE not in game.chars(mountain).types


def test_603_5_declining_leaves_the_land_alone() -> None:
    game = table(FURY)
    enter(game, "Embodiment of Fury")
    forest = enter(game, "Forest")
    _landfall(game, forest, False)
    assert game.chars(forest).types == frozenset({CardType.LAND})
