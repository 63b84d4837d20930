"""From Oracle text: "Creatures with power less than ~'s power can't block it" (509.1b) and
"Activated abilities of creatures can't be activated" (602.5: mana abilities too)."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import attack_to_blockers, enter, table

HOWLGEIST = card("Howlgeist", "Creature — Spirit Wolf",
                 "Creatures with power less than Howlgeist's power can't block it.\nUndying",
                 "{5}{G}", "4/2")
CHAMPION = card("Champion of Lambholt", "Creature — Human Warrior",
                "Creatures with power less than Champion of Lambholt's power can't block "
                "creatures you control.\nWhenever another creature enters under your control, "
                "put a +1/+1 counter on Champion of Lambholt.", "{1}{G}{G}", "1/1")
KRAKEN = card("Kraken of the Straits", "Creature — Kraken",
              "Creatures with power less than the number of Islands you control can't block "
              "Kraken of the Straits.", "{5}{U}{U}", "6/6")
CURSED_TOTEM = card("Cursed Totem", "Artifact",
                    "Activated abilities of creatures can't be activated.", "{2}")
STONY_SILENCE = card("Stony Silence", "Enchantment",
                     "Activated abilities of artifacts can't be activated.", "{1}{W}")
GIANT = card("Test Giant", "Creature — Giant", "", "{3}{R}", "4/4")


def test_509_1b_creatures_with_less_power_cant_block_it() -> None:
    game = table(HOWLGEIST, GIANT)
    geist = enter(game, "Howlgeist")
    bears = enter(game, "Grizzly Bears", "Bob")
    giant = enter(game, "Test Giant", "Bob")
    attack_to_blockers(game, geist)
    with pytest.raises(A.IllegalAction, match="power less than 4"):
        game.perform(A.DeclareBlockers("Bob", ((bears, geist),)))
    game.perform(A.DeclareBlockers("Bob", ((giant, geist),)))


def test_509_1b_less_power_than_the_champion_cant_block_your_creatures() -> None:
    game = table(CHAMPION)
    champion = enter(game, "Champion of Lambholt")
    bears = enter(game, "Grizzly Bears")  # a +1/+1 counter: the Champion is 2/2
    blocker = enter(game, "Llanowar Elves", "Bob")
    attack_to_blockers(game, bears)
    assert game.chars(champion).power == 2
    with pytest.raises(A.IllegalAction, match="power less than 2"):
        game.perform(A.DeclareBlockers("Bob", ((blocker, bears),)))


def test_509_1b_less_power_than_the_number_of_islands() -> None:
    game = table(KRAKEN)
    kraken = enter(game, "Kraken of the Straits")
    for _ in range(3):
        enter(game, "Island")
    bears = enter(game, "Grizzly Bears", "Bob")
    attack_to_blockers(game, kraken)
    with pytest.raises(A.IllegalAction, match="power less than 3"):
        game.perform(A.DeclareBlockers("Bob", ((bears, kraken),)))


def test_602_5_activated_abilities_of_creatures_cant_be_activated() -> None:
    game = table(CURSED_TOTEM)
    elves = enter(game, "Llanowar Elves")
    game.obj(elves).controlled_since_turn_start = True
    ring = enter(game, "Sol Ring")
    enter(game, "Cursed Totem", "Bob")
    with pytest.raises(A.IllegalAction, match="can't have its abilities activated"):
        game.perform(A.ActivateAbility("Alice", elves, 1))
    game.perform(A.ActivateAbility("Alice", ring, 1))  # an artifact's: not bound
    assert game.obj(ring).tapped


def test_602_5_activated_abilities_of_artifacts_cant_be_activated() -> None:
    game = table(STONY_SILENCE)
    ring = enter(game, "Sol Ring")
    enter(game, "Stony Silence", "Bob")
    with pytest.raises(A.IllegalAction, match="can't have its abilities activated"):
        game.perform(A.ActivateAbility("Alice", ring, 1))


QUAGMIRE = card("Quagmire", "Enchantment",
                "Creatures with swampwalk can be blocked as though they didn't have "
                "swampwalk.", "{2}{B}")
STAFF = card("Staff of the Ages", "Artifact",
             "Creatures with landwalk abilities can be blocked as though they didn't have those "
             "abilities.", "{3}")
SWAMP_WALKER = card("Bog Walker", "Creature — Zombie", "Swampwalk", "{1}{B}", "2/2")
ISLAND_WALKER = card("Sea Walker", "Creature — Merfolk", "Islandwalk", "{1}{U}", "2/2")


def test_702_14_blocked_as_though_it_didnt_have_swampwalk() -> None:
    game = table(QUAGMIRE, SWAMP_WALKER, ISLAND_WALKER)
    bog, sea = enter(game, "Bog Walker"), enter(game, "Sea Walker")
    enter(game, "Swamp", "Bob")
    enter(game, "Island", "Bob")
    a, b = enter(game, "Grizzly Bears", "Bob"), enter(game, "Grizzly Bears", "Bob")
    enter(game, "Quagmire", "Bob")
    attack_to_blockers(game, bog, sea)
    with pytest.raises(A.IllegalAction, match="islandwalk"):  # Quagmire names swampwalk only
        game.perform(A.DeclareBlockers("Bob", ((a, bog), (b, sea))))
    game.perform(A.DeclareBlockers("Bob", ((a, bog),)))
    assert game.state.combat.blocks == {bog: [a]}


def test_702_14_blocked_as_though_it_didnt_have_any_landwalk() -> None:
    game = table(STAFF, ISLAND_WALKER)
    sea = enter(game, "Sea Walker")
    enter(game, "Island", "Bob")
    bears = enter(game, "Grizzly Bears", "Bob")
    enter(game, "Staff of the Ages")
    attack_to_blockers(game, sea)
    game.perform(A.DeclareBlockers("Bob", ((bears, sea),)))
    assert game.state.combat.blocks == {sea: [bears]}
