"""Bonuses counted on one object, from Oracle text: "+2/+2 for each Equipment attached to
it" (301.5), "for each Equipment attached to ~", "as long as two or more Equipment are
attached to it", "+1/+1 for each of its colors" (105.2)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

PUNISHER = card("Loxodon Punisher", "Creature — Elephant Soldier",
                "Loxodon Punisher gets +2/+2 for each Equipment attached to it.", "{3}{W}",
                "2/2")
MASTER = card("Armament Master", "Creature — Kor Soldier",
              "Other Kor creatures you control get +2/+2 for each Equipment attached to "
              "Armament Master.", "{W}{W}", "2/2")
GAUNTLETS = card("Golem-Skin Gauntlets", "Artifact — Equipment",
                 "Equipped creature gets +1/+0 for each Equipment attached to it.\nEquip {2}",
                 "{1}")
BALAN = card("Balan, Wandering Knight", "Legendary Creature — Cat Knight",
             "First strike\nBalan, Wandering Knight has double strike as long as two or more "
             "Equipment are attached to it.", "{2}{W}{W}", "3/3")
BLESSING = card("Blessing of the Nephilim", "Enchantment — Aura",
                "Enchant creature\nEnchanted creature gets +1/+1 for each of its colors.", "{W}")
MIGHT = card("Might of the Nephilim", "Instant",
             "Target creature gets +2/+2 until end of turn for each of its colors.", "{1}{G}")
KOR = card("Test Kor", "Creature — Kor Warrior", "", "{W}", "1/1")
PLATE = card("Test Plate", "Artifact — Equipment", "Equip {1}", "{1}")
HYBRID = card("Test Hybrid", "Creature — Elf", "", "{G}{W}", "2/2")


def test_301_5_for_each_equipment_attached_to_it() -> None:
    game = table(PUNISHER, PLATE)
    punisher = enter(game, "Loxodon Punisher")
    enter(game, "Test Plate", attached_to=punisher)
    enter(game, "Test Plate", attached_to=punisher)
    assert (game.chars(punisher).power, game.chars(punisher).toughness) == (6, 6)


def test_301_5_equipped_creature_for_each_equipment_attached_to_it() -> None:
    game = table(GAUNTLETS, PLATE)
    bears = enter(game, "Grizzly Bears")
    enter(game, "Golem-Skin Gauntlets", attached_to=bears)
    enter(game, "Test Plate", attached_to=bears)
    assert game.chars(bears).power == 4


def test_301_5_others_get_it_for_each_equipment_attached_to_the_source() -> None:
    game = table(MASTER, KOR, PLATE)
    master = enter(game, "Armament Master")
    kor = enter(game, "Test Kor")
    assert game.chars(kor).power == 1
    enter(game, "Test Plate", attached_to=master)
    assert (game.chars(kor).power, game.chars(kor).toughness) == (3, 3)
    assert game.chars(master).power == 2  # "other"


def test_301_5_double_strike_as_long_as_two_equipment_are_attached() -> None:
    game = table(BALAN, PLATE)
    balan = enter(game, "Balan, Wandering Knight")
    enter(game, "Test Plate", attached_to=balan)
    assert not game.chars(balan).has_keyword("Double strike")
    enter(game, "Test Plate", attached_to=balan)
    assert game.chars(balan).has_keyword("Double strike")


def test_105_2_for_each_of_its_colors() -> None:
    game = table(BLESSING, MIGHT, HYBRID)
    hybrid = enter(game, "Test Hybrid")
    enter(game, "Blessing of the Nephilim", attached_to=hybrid)
    assert game.chars(hybrid).power == 4
    enter(game, "Forest")
    enter(game, "Forest")
    game.perform(A.CastSpell("Alice", hand(game, "Might of the Nephilim"), targets=(hybrid,)))
    resolve_all(game)
    assert (game.chars(hybrid).power, game.chars(hybrid).toughness) == (8, 8)
