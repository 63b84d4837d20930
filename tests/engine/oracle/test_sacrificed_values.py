"""Values of the permanent an ability's cost sacrificed (118.3, 603.10: as it last
existed): "You gain life equal to the sacrificed creature's toughness", from Oracle text."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table, zone

VALLEY = card("Diamond Valley", "Land",
              "{T}, Sacrifice a creature: You gain life equal to the sacrificed creature's "
              "toughness.")
ATOGATOG = card("Atogatog", "Legendary Creature — Atog",
                "Sacrifice an Atog creature: Atogatog gets +X/+X until end of turn, where X is "
                "the sacrificed creature's power.", "{W}{U}{B}{R}{G}", "5/5")
ATOG = card("Test Atog", "Creature — Atog", "", "{1}{R}", "1/2")
SUPPLICANT = card("Freyalise Supplicant", "Creature — Human Cleric",
                  "{T}, Sacrifice a red or white creature: Freyalise Supplicant deals damage to "
                  "any target equal to half the sacrificed creature's power, rounded down.",
                  "{1}{G}", "1/1")
GIANT = card("Test Giant", "Creature — Giant", "", "{4}{R}", "5/5")


def test_603_10_life_equal_to_the_sacrificed_creatures_toughness() -> None:
    game = table(VALLEY)
    valley = enter(game, "Diamond Valley")
    bears = enter(game, "Grizzly Bears")
    game.perform(A.AddCounters(bears, "+1/+1", 2))  # a 4/4 as it last existed
    game.perform(A.ActivateAbility("Alice", valley, 1, choices=(("sacrifice", bears),)))
    resolve_all(game)
    assert game.player("Alice").life == 24


def test_603_10_plus_x_where_x_is_the_sacrificed_creatures_power() -> None:
    game = table(ATOGATOG, ATOG)
    atogatog = enter(game, "Atogatog")
    atog = enter(game, "Test Atog")
    game.perform(A.AddCounters(atog, "+1/+1", 2))
    game.perform(A.ActivateAbility("Alice", atogatog, 1, choices=(("sacrifice", atog),)))
    resolve_all(game)
    chars = game.chars(atogatog)
    assert (chars.power, chars.toughness) == (8, 8)


def test_603_10_half_the_sacrificed_creatures_power_rounded_down() -> None:
    game = table(SUPPLICANT, GIANT)
    supplicant = enter(game, "Freyalise Supplicant")
    game.obj(supplicant).controlled_since_turn_start = True
    giant = enter(game, "Test Giant")
    game.perform(A.ActivateAbility("Alice", supplicant, 1, targets=("Bob",),
                                   choices=(("sacrifice", giant),)))
    resolve_all(game)
    assert game.player("Bob").life == 18


INFUSION = card("Bloodfire Infusion", "Enchantment — Aura",
                "Enchant creature you control\n{R}, Sacrifice enchanted creature: Bloodfire "
                "Infusion deals damage equal to the sacrificed creature's power to each "
                "creature.", "{2}{R}")


def test_701_21a_sacrifice_the_enchanted_creature_and_use_its_power() -> None:
    game = table(INFUSION, GIANT)
    giant = enter(game, "Test Giant")
    infusion = enter(game, "Bloodfire Infusion", attached_to=giant)
    enter(game, "Mountain")
    theirs = enter(game, "Test Giant", "Bob")
    game.perform(A.ActivateAbility("Alice", infusion, 1))
    assert zone(game, giant) == Zone.GRAVEYARD
    resolve_all(game)
    assert zone(game, theirs) == Zone.GRAVEYARD  # 5 damage to a 5/5
