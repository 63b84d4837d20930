""""if {U} was spent to cast ~" / "unless {U} was spent to cast it" (106.1, 601.2h): the
colours of the mana that paid for the spell, read by its spell text or by the permanent it
became (Ogre Savant, Patagia Viper, Seed Spark)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, newest, resolve_all, table, zone

SAVANT = card("Ogre Savant", "Creature — Ogre Wizard",
              "When Ogre Savant enters, if {U} was spent to cast Ogre Savant, return target "
              "creature to its owner's hand.", "{4}{R}", "3/2")
VIPER = card("Patagia Viper", "Creature — Snake",
             "Flying\nWhen Patagia Viper enters, create two 1/1 green and blue Insect creature "
             "tokens with flying.\nWhen Patagia Viper enters, sacrifice it unless {U} was spent "
             "to cast it.", "{3}{G}", "2/1")
SEED_SPARK = card("Seed Spark", "Instant",
                  "Destroy target artifact or enchantment. If {G} was spent to cast Seed Spark, "
                  "create two 1/1 green Saproling creature tokens.", "{1}{W}")
ORB = card("Test Orb", "Artifact", "", "{1}")


def _lands(game: Game, *names: str) -> None:
    for name in names:
        enter(game, name)


def _creatures(game: Game, player: str) -> list[int]:
    return [o for o in game.state.zone_ids(Zone.BATTLEFIELD, player) if game.is_creature(o)]


def test_106_1_ogre_savant_bounces_only_when_blue_paid_for_it() -> None:
    game = table(SAVANT)
    bears = enter(game, "Grizzly Bears", "Bob")
    _lands(game, "Mountain", "Mountain", "Mountain", "Mountain", "Island")
    game.perform(A.CastSpell("Alice", hand(game, "Ogre Savant")))
    resolve_all(game)
    assert zone(game, bears) == Zone.HAND


def test_106_1_ogre_savant_without_blue_does_nothing() -> None:
    game = table(SAVANT)
    bears = enter(game, "Grizzly Bears", "Bob")
    _lands(game, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    game.perform(A.CastSpell("Alice", hand(game, "Ogre Savant")))
    resolve_all(game)
    assert zone(game, bears) == Zone.BATTLEFIELD


def test_106_1_patagia_viper_is_sacrificed_unless_blue_was_spent() -> None:
    game = table(VIPER)
    _lands(game, "Forest", "Forest", "Forest", "Forest")
    viper = hand(game, "Patagia Viper")
    game.perform(A.CastSpell("Alice", viper))
    resolve_all(game)
    assert zone(game, viper) == Zone.GRAVEYARD
    assert len(_creatures(game, "Alice")) == 2  # the Insects stay
    _lands(game, "Forest", "Island", "Forest", "Forest")
    kept = hand(game, "Patagia Viper")
    game.perform(A.CastSpell("Alice", kept))
    resolve_all(game)
    assert zone(game, kept) == Zone.BATTLEFIELD
    assert game.obj(newest(game, kept)).chosen["colors_paid"] == "UG"  # WUBRG order


def test_106_1_seed_spark_makes_saprolings_only_with_green() -> None:
    game = table(SEED_SPARK, ORB)
    orb = enter(game, "Test Orb", "Bob")
    _lands(game, "Plains", "Forest")
    game.perform(A.CastSpell("Alice", hand(game, "Seed Spark"), targets=(orb,)))
    resolve_all(game)
    assert zone(game, orb) == Zone.GRAVEYARD
    assert len(_creatures(game, "Alice")) == 2
    other = enter(game, "Test Orb", "Bob")
    _lands(game, "Plains", "Plains")
    game.perform(A.CastSpell("Alice", hand(game, "Seed Spark"), targets=(other,)))
    resolve_all(game)
    assert zone(game, other) == Zone.GRAVEYARD
    assert len(_creatures(game, "Alice")) == 2  # no new tokens
