"""Mana abilities that add a counted amount of mana (106.1, 605.3a), and the old wording
"Add {1} to your mana pool" (a colourless mana), from Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, table, zone

ARCHDRUID = card("Elvish Archdruid", "Creature — Elf Druid",
                 "Other Elf creatures you control get +1/+1.\n{T}: Add {G} for each Elf you "
                 "control.", "{1}{G}{G}", "2/2")
CRYPT = card("Crypt of Agadeem", "Land",
             "Crypt of Agadeem enters tapped.\n{T}: Add {B}.\n{2}, {T}: Add {B} for each black "
             "creature card in your graveyard.")
CORPSE = card("Walking Corpse", "Creature — Zombie", "", "{1}{B}", "2/2")
GATEWAY = card("Sanctum of the Sun", "Legendary Land",
               "{T}: Add X mana of any one color, where X is your life total.")
MARWYN = card("Marwyn, the Nurturer", "Legendary Creature — Elf Druid",
              "Whenever another Elf enters under your control, put a +1/+1 counter on Marwyn, "
              "the Nurturer.\n{T}: Add an amount of {G} equal to Marwyn's power.",
              "{2}{G}", "1/1")
WASTES = card("Adarkar Wastes", "Land",
              "{T}: Add {1} to your mana pool.\n{T}: Add {W} or {U} to your mana pool. "
              "Adarkar Wastes deals 1 damage to you.")


def test_106_1_a_green_mana_for_each_elf_you_control() -> None:
    game = table(ARCHDRUID)
    druid = enter(game, "Elvish Archdruid")
    game.obj(druid).controlled_since_turn_start = True
    enter(game, "Llanowar Elves")
    enter(game, "Llanowar Elves", "Bob")  # an opponent's Elf does not count
    enter(game, "Grizzly Bears")
    game.perform(A.ActivateAbility("Alice", druid, 1))
    assert game.player("Alice").mana_pool == {"G": 2}


def test_106_1_a_black_mana_for_each_black_creature_card_in_your_graveyard() -> None:
    game = table(CRYPT, CORPSE)
    crypt = enter(game, "Crypt of Agadeem")
    game.obj(crypt).tapped = False  # it entered tapped
    for name in ("Walking Corpse", "Walking Corpse", "Grizzly Bears"):
        game.perform(A.MoveObject(hand(game, name), "graveyard"))
    game.player("Alice").add_mana("C", 2)
    game.perform(A.ActivateAbility("Alice", crypt, 2, pay="pool"))
    assert game.player("Alice").mana_pool.get("B") == 2
    assert game.obj(crypt).tapped


def test_106_1_mana_of_one_chosen_colour_as_much_as_your_life() -> None:
    game = table(GATEWAY)
    land = enter(game, "Sanctum of the Sun")
    game.player("Alice").life = 7
    game.perform(A.ActivateAbility("Alice", land, 1, choices=(("color", "red"),)))
    assert game.player("Alice").mana_pool == {"R": 7}


def test_106_1_green_mana_equal_to_its_power() -> None:
    game = table(MARWYN)
    marwyn = enter(game, "Marwyn, the Nurturer")
    game.obj(marwyn).controlled_since_turn_start = True
    game.perform(A.AddCounters(marwyn, "+1/+1", 3))
    game.perform(A.ActivateAbility("Alice", marwyn, 1))
    assert game.player("Alice").mana_pool == {"G": 4}


def test_old_wording_add_1_to_your_mana_pool_is_colourless_mana() -> None:
    game = table(WASTES)
    wastes = enter(game, "Adarkar Wastes")
    game.perform(A.ActivateAbility("Alice", wastes, 1))
    assert game.player("Alice").mana_pool == {"C": 1}
    game.obj(wastes).tapped = False
    game.perform(A.ActivateAbility("Alice", wastes, 2, choices=(("color", "blue"),)))
    assert game.player("Alice").mana_pool == {"C": 1, "U": 1}
    assert game.player("Alice").life == 19


GUIDE = card("Elvish Spirit Guide", "Creature — Elf Spirit",
             "Exile Elvish Spirit Guide from your hand: Add {G}.", "{2}{G}", "2/2")


def test_113_6k_exile_it_from_your_hand_for_green_mana() -> None:
    game = table(GUIDE)
    guide = hand(game, "Elvish Spirit Guide")
    game.perform(A.ActivateAbility("Alice", guide, 1))
    assert game.player("Alice").mana_pool == {"G": 1}
    assert zone(game, guide) == Zone.EXILE
    on_table = enter(game, "Elvish Spirit Guide")
    with pytest.raises(A.IllegalAction):
        game.perform(A.ActivateAbility("Alice", on_table, 1))  # only from the hand
