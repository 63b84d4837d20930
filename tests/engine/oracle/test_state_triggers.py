"""603.8: state triggers — "When you control a Dwarf", "When you have 10 or less life, if
~ is an enchantment, ..." trigger as soon as the state is true (checked when a player would
receive priority), with the intervening "if" checked as well (603.4)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table, zone

FLARG = card("Goblins of the Flarg", "Creature — Goblin Warrior",
             "Mountainwalk\nWhen you control a Dwarf, sacrifice Goblins of the Flarg.", "{R}",
             "1/1")
DWARF = card("Test Dwarf", "Creature — Dwarf", "", "{R}", "1/1")
OPAL = card("Opal Avenger", "Enchantment",
            "When you have 10 or less life, if Opal Avenger is an enchantment, Opal Avenger "
            "becomes a 3/5 Soldier creature.", "{2}{W}")


def test_603_8_the_goblins_leave_when_you_control_a_dwarf() -> None:
    game = table(FLARG, DWARF)
    library(game, "Alice")
    goblins = enter(game, "Goblins of the Flarg")
    enter(game, "Test Dwarf", "Bob")  # not yours: nothing
    resolve_all(game)
    assert zone(game, goblins) == Zone.BATTLEFIELD
    enter(game, "Test Dwarf")
    resolve_all(game)
    assert zone(game, goblins) == Zone.GRAVEYARD


def test_603_8_the_avenger_becomes_a_creature_at_10_life() -> None:
    game = table(OPAL)
    library(game, "Alice")
    opal = enter(game, "Opal Avenger")
    game.perform(A.SetLife("Alice", -9))
    resolve_all(game)
    assert not game.is_creature(opal)  # 11 life
    game.perform(A.SetLife("Alice", -1))
    resolve_all(game)
    assert game.is_creature(opal) and game.chars(opal).toughness == 5
    game.perform(A.SetLife("Alice", -1))
    resolve_all(game)
    assert len(game.stack()) == 0  # 603.4: no longer an enchantment-only: no new trigger
