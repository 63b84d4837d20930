"""Targets an ability forbids, from Oracle text (115, 702.11-like): "~ can't be the target
of Aura spells", "... of black or red spells your opponents control", "... of black spells
or abilities from black sources", "... of abilities your opponents control", "Enchanted
creature ... can't be the target of spells"."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, table

BARTEL = card("Bartel Runeaxe", "Legendary Creature — Giant Warrior",
              "Vigilance\nBartel Runeaxe can't be the target of Aura spells.", "{3}{B}{R}{G}",
              "6/5")
PALADIN = card("Fiendslayer Paladin", "Creature — Human Knight",
               "First strike\nLifelink\nFiendslayer Paladin can't be the target of black or red "
               "spells your opponents control.", "{1}{W}{W}", "2/2")
INFORMER = card("Mercenary Informer", "Creature — Human Rebel Mercenary",
                "Mercenary Informer can't be the target of black spells or abilities from black "
                "sources.\n{2}{W}: Put target nontoken Mercenary on the bottom of its owner's "
                "library.", "{2}{W}", "2/1")
SHANNA = card("Shanna, Sisay's Legacy", "Legendary Creature — Human Warrior",
              "Shanna, Sisay's Legacy can't be the target of abilities your opponents control.\n"
              "Shanna gets +1/+1 for each creature you control.", "{G}{W}", "0/0")
SHIELD = card("Spectral Shield", "Enchantment — Aura",
              "Enchant creature\nEnchanted creature gets +0/+2 and can't be the target of "
              "spells.", "{1}{W}{U}")
AURA = card("Test Shackles", "Enchantment — Aura",
            "Enchant creature\nEnchanted creature can't attack.", "{1}{W}")
PINGER = card("Test Pinger", "Creature — Human Wizard",
              "{T}: Test Pinger deals 1 damage to any target.", "{R}", "1/1")


def test_115_cant_be_the_target_of_aura_spells() -> None:
    game = table(BARTEL, AURA)
    bartel = enter(game, "Bartel Runeaxe", "Bob")
    bears = enter(game, "Grizzly Bears", "Bob")
    enter(game, "Plains")
    enter(game, "Plains")
    with pytest.raises(A.IllegalAction, match="can't be the target of spells"):
        game.perform(A.CastSpell("Alice", hand(game, "Test Shackles"), targets=(bartel,)))
    game.perform(A.CastSpell("Alice", hand(game, "Test Shackles"), targets=(bears,)))


def test_115_only_opponents_black_or_red_spells_are_barred() -> None:
    game = table(PALADIN)
    paladin = enter(game, "Fiendslayer Paladin")
    enter(game, "Mountain")
    enter(game, "Mountain", "Bob")
    game.perform(A.PassPriority("Alice"))
    with pytest.raises(A.IllegalAction, match="can't be the target"):
        game.perform(A.CastSpell("Bob", hand(game, "Lightning Bolt", "Bob"),
                                 targets=(paladin,)))
    game.perform(A.PassPriority("Bob"))
    game.perform(A.AdvanceTo("postcombat_main"))
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), targets=(paladin,)))


def test_115_black_spells_or_abilities_from_black_sources() -> None:
    game = table(INFORMER)
    informer = enter(game, "Mercenary Informer", "Bob")
    bears = enter(game, "Grizzly Bears", "Bob")
    enter(game, "Swamp")
    with pytest.raises(A.IllegalAction, match="can't be the target"):
        game.perform(A.CastSpell("Alice", hand(game, "Disfigure"), targets=(informer,)))
    game.perform(A.CastSpell("Alice", hand(game, "Disfigure"), targets=(bears,)))


def test_115_abilities_your_opponents_control() -> None:
    game = table(SHANNA, PINGER)
    shanna = enter(game, "Shanna, Sisay's Legacy", "Bob")
    pinger = enter(game, "Test Pinger")
    game.obj(pinger).controlled_since_turn_start = True
    with pytest.raises(A.IllegalAction, match="can't be the target of abilities"):
        game.perform(A.ActivateAbility("Alice", pinger, 1, targets=(shanna,)))
    enter(game, "Mountain")
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), targets=(shanna,)))


def test_115_enchanted_creature_cant_be_the_target_of_spells() -> None:
    game = table(SHIELD, PINGER)
    bears = enter(game, "Grizzly Bears", "Bob")
    enter(game, "Spectral Shield", "Bob", attached_to=bears)
    enter(game, "Mountain")
    with pytest.raises(A.IllegalAction, match="can't be the target of spells"):
        game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), targets=(bears,)))
    pinger = enter(game, "Test Pinger")
    game.obj(pinger).controlled_since_turn_start = True
    game.perform(A.ActivateAbility("Alice", pinger, 1, targets=(bears,)))  # an ability may


TRUE_BELIEVER = card("True Believer", "Creature — Human Cleric", "You have shroud.", "{W}{W}",
                     "2/2")


def test_702_18d_you_have_shroud_even_against_your_own_spells() -> None:
    game = table(TRUE_BELIEVER)
    enter(game, "True Believer")
    enter(game, "Mountain")
    with pytest.raises(A.IllegalAction, match="shroud"):
        game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), targets=("Alice",)))
    enter(game, "Mountain", "Bob")
    game.perform(A.PassPriority("Alice"))
    with pytest.raises(A.IllegalAction, match="shroud"):
        game.perform(A.CastSpell("Bob", hand(game, "Lightning Bolt", "Bob"),
                                 targets=("Alice",)))
