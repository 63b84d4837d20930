"""120.4a: "Whenever one or more creatures your opponents control are dealt excess
noncombat damage, create a Treasure token." compiled from Oracle text: damage beyond
lethal damage (the damage already marked counts), once for damage dealt at once."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

GALLEON = card("Magmatic Galleon", "Artifact — Vehicle",
               "When Magmatic Galleon enters, it deals 5 damage to target creature an "
               "opponent controls.\nWhenever one or more creatures your opponents control are "
               "dealt excess noncombat damage, create a Treasure token.\nCrew 2",
               "{3}{R}{R}", "5/5")
DREADMAW = card("Colossal Dreadmaw", "Creature — Dinosaur", "Trample", "{4}{G}{G}", "6/6")


def _treasures(game: Game) -> int:
    return sum(1 for o in game.permanents("Alice") if game.chars(o).name == "Treasure")


def test_120_4a_five_damage_to_a_two_toughness_creature_is_excess() -> None:
    game = table(GALLEON)
    enter(game, "Grizzly Bears", "Bob")
    enter(game, "Magmatic Galleon")
    resolve_all(game)
    assert _treasures(game) == 1


def test_120_4a_damage_up_to_lethal_is_not_excess() -> None:
    game = table(GALLEON, DREADMAW)
    enter(game, "Colossal Dreadmaw", "Bob")
    enter(game, "Magmatic Galleon")
    resolve_all(game)
    assert _treasures(game) == 0


def test_120_4a_the_damage_already_marked_counts() -> None:
    game = table(GALLEON, DREADMAW)
    maw = enter(game, "Colossal Dreadmaw", "Bob")
    enter(game, "Magmatic Galleon")
    resolve_all(game)  # 5 damage marked on the 6/6
    game.perform(A.DealDamageAction(maw, 1))
    resolve_all(game)
    assert _treasures(game) == 0  # exactly lethal
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.DealDamageAction(bears, 3))
    resolve_all(game)
    assert _treasures(game) == 1
