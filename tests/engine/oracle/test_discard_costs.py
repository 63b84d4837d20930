"""Discarding as a cost (118.3, 601.2b): a number of cards, or cards of a kind, from
Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

BRAWLER = card("Simian Brawler", "Creature — Ape Warrior",
               "Discard a land card: Simian Brawler gets +1/+1 until end of turn.",
               "{3}{G}", "3/3")
REUNION = card("Cathartic Reunion", "Sorcery",
               "As an additional cost to cast Cathartic Reunion, discard two cards.\nDraw "
               "three cards.", "{1}{R}")
HAUNTED = card("Haunted Dead", "Creature — Zombie",
               "When Haunted Dead enters, create a 1/1 white Spirit creature token with "
               "flying.\n{1}{B}, Discard two cards: Return Haunted Dead from your graveyard to "
               "the battlefield tapped.", "{3}{B}", "2/2")


def test_118_3_discard_a_land_card_only_a_land_card_pays() -> None:
    game = table(BRAWLER)
    brawler = enter(game, "Simian Brawler")
    bears = hand(game, "Grizzly Bears")
    with pytest.raises(A.IllegalAction, match="no land card to discard"):
        game.perform(A.ActivateAbility("Alice", brawler, 1))
    forest = hand(game, "Forest")
    game.perform(A.ActivateAbility("Alice", brawler, 1))
    assert zone(game, forest) == Zone.GRAVEYARD
    assert zone(game, bears) == Zone.HAND
    resolve_all(game)
    assert game.chars(brawler).power == 4


def test_601_2b_an_additional_cost_of_two_cards() -> None:
    game = table(REUNION)
    library(game, "Alice", 5)
    enter(game, "Mountain")
    enter(game, "Mountain")
    reunion = hand(game, "Cathartic Reunion")
    first = hand(game, "Grizzly Bears")
    with pytest.raises(A.IllegalAction, match="discard"):
        game.perform(A.CastSpell("Alice", reunion))
    second = hand(game, "Forest")
    game.perform(A.CastSpell("Alice", reunion))
    assert zone(game, first) == zone(game, second) == Zone.GRAVEYARD
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 3


def test_602_2_discard_two_cards_from_the_graveyard_ability() -> None:
    game = table(HAUNTED)
    dead = hand(game, "Haunted Dead")
    game.perform(A.MoveObject(dead, "graveyard"))
    enter(game, "Swamp")
    enter(game, "Swamp")
    hand(game, "Forest")
    hand(game, "Island")
    grave = game.state.zone_ids(Zone.GRAVEYARD, "Alice")[0]
    game.perform(A.ActivateAbility("Alice", grave, 1))
    resolve_all(game)
    assert zone(game, grave) == Zone.BATTLEFIELD
    assert game.state.zone_ids(Zone.HAND, "Alice") == []


EXPEDITION = card("Sunspring Expedition", "Enchantment",
                  "Landfall — Whenever a land enters under your control, you may put a quest "
                  "counter on Sunspring Expedition.\nRemove three quest counters from Sunspring "
                  "Expedition and sacrifice it: You gain 8 life.", "{W}")
KUMENA = card("Kumena, Tyrant of Orazca", "Legendary Creature — Merfolk Shaman",
              "Tap another untapped Merfolk you control: Kumena, Tyrant of Orazca can't be "
              "blocked this turn.\nTap three untapped Merfolk you control: Draw a card.\nTap "
              "five untapped Merfolk you control: Put a +1/+1 counter on each Merfolk you "
              "control.", "{1}{G}{U}", "2/4")
MERFOLK = card("Test Merfolk", "Creature — Merfolk", "", "{U}", "1/1")


def test_118_3_remove_three_quest_counters_and_sacrifice_it() -> None:
    game = table(EXPEDITION)
    expedition = enter(game, "Sunspring Expedition")
    game.perform(A.AddCounters(expedition, "quest", 2))
    with pytest.raises(A.IllegalAction, match="quest"):
        game.perform(A.ActivateAbility("Alice", expedition, 1))
    game.perform(A.AddCounters(expedition, "quest", 1))
    game.perform(A.ActivateAbility("Alice", expedition, 1))
    assert zone(game, expedition) == Zone.GRAVEYARD
    resolve_all(game)
    assert game.player("Alice").life == 28


def test_118_3_tap_another_untapped_merfolk_not_itself() -> None:
    game = table(KUMENA, MERFOLK)
    kumena = enter(game, "Kumena, Tyrant of Orazca")
    with pytest.raises(A.IllegalAction):
        game.perform(A.ActivateAbility("Alice", kumena, 1))  # Kumena can't tap itself
    merfolk = enter(game, "Test Merfolk")  # came this turn: may still be tapped (302.6)
    game.perform(A.ActivateAbility("Alice", kumena, 1))
    assert game.obj(merfolk).tapped and not game.obj(kumena).tapped
