"""Chroma (207.2c ability word): counts of a colour's mana symbols in mana costs — an
object's own ("in its mana cost"; a hybrid symbol counts for each of its colours) and
those of the permanents you control (as devotion counts them, 700.5)."""

from __future__ import annotations

from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table, zone

LIGHT = card("Light from Within", "Enchantment",
             "Chroma — Each creature you control gets +1/+1 for each white mana symbol in its "
             "mana cost.", "{2}{W}{W}")
SHAMAN = card("Outrage Shaman", "Creature — Goblin Shaman",
              "Chroma — When Outrage Shaman enters, it deals damage to target creature equal to "
              "the number of red mana symbols in the mana costs of permanents you control.",
              "{3}{R}{R}", "2/2")
KNIGHT = card("Test Knight", "Creature — Human Knight", "", "{W}{W}", "2/2")
HYBRID = card("Test Hybrid", "Creature — Kithkin", "", "{R/W}{R/W}{1}", "1/1")
OGRE = card("Test Ogre", "Creature — Ogre", "", "{4}", "3/3")


def test_chroma_each_creature_counts_its_own_white_symbols() -> None:
    game = table(LIGHT, KNIGHT, HYBRID)
    enter(game, "Light from Within")
    knight, hybrid = enter(game, "Test Knight"), enter(game, "Test Hybrid")
    bears = enter(game, "Grizzly Bears")
    theirs = enter(game, "Test Knight", "Bob")
    assert (game.chars(knight).power, game.chars(knight).toughness) == (4, 4)
    assert (game.chars(hybrid).power, game.chars(hybrid).toughness) == (3, 3)  # hybrid
    assert game.chars(bears).power == 2 and game.chars(theirs).power == 2


def test_chroma_red_symbols_among_the_permanents_you_control() -> None:
    game = table(SHAMAN, HYBRID, OGRE)
    enter(game, "Test Hybrid")  # two {R/W}: two red symbols
    ogre = enter(game, "Test Ogre", "Bob")
    enter(game, "Outrage Shaman")  # and its own {R}{R}: four damage
    resolve_all(game)
    assert zone(game, ogre) == Zone.GRAVEYARD
