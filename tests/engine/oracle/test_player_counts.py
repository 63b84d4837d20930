"""107.3, 208.2: static abilities counting another player's things, from Oracle text: the
player chosen as the source entered (614.12), your opponents' graveyards, all players'
hands."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, table

NYXATHID = card("Nyxathid", "Creature — Elemental",
                "As Nyxathid enters, choose an opponent.\nNyxathid gets -1/-1 for each card "
                "in the chosen player's hand.", "{1}{B}{B}", "7/7")
LOST_ORDER = card("Lost Order of Jarkeld", "Creature — Human Knight",
                  "As Lost Order of Jarkeld enters, choose an opponent.\nLost Order of "
                  "Jarkeld's power and toughness are each equal to 1 plus the number of "
                  "creatures the chosen player controls.", "{2}{W}{W}", "1+*/1+*")
HAUNTING = card("Haunting Apparition", "Creature — Spirit",
                "Flying\nAs Haunting Apparition enters, choose an opponent.\nHaunting "
                "Apparition's power is equal to 1 plus the number of green creature cards in "
                "the chosen player's graveyard.", "{1}{U}{B}", "1+*/2")
WIGHT = card("Wight of Precinct Six", "Creature — Zombie",
             "Wight of Precinct Six gets +1/+1 for each creature card in your opponents' "
             "graveyards.", "{1}{B}", "1/1")
MULTANI = card("Multani, Maro-Sorcerer", "Legendary Creature — Avatar",
               "Shroud\nMultani, Maro-Sorcerer's power and toughness are each equal to the "
               "total number of cards in all players' hands.", "{4}{G}{G}", "*/*")


def _pt(game: Game, oid: int) -> tuple[int | None, int | None]:
    chars = game.chars(oid)
    return chars.power, chars.toughness


def test_208_2_gets_minus_one_for_each_card_in_the_chosen_players_hand() -> None:
    game = table(NYXATHID)
    nyxathid = enter(game, "Nyxathid", choices=(("player", "Bob"),))
    for _ in range(3):
        hand(game, "Island", "Bob")
    hand(game, "Island", "Alice")  # not the chosen player's
    assert _pt(game, nyxathid) == (4, 4)


def test_208_2_the_count_follows_the_chosen_players_hand() -> None:
    game = table(NYXATHID)
    nyxathid = enter(game, "Nyxathid", choices=(("player", "Bob"),))
    island = hand(game, "Island", "Bob")
    assert _pt(game, nyxathid) == (6, 6)
    game.perform(A.MoveObject(island, "graveyard"))  # discarded
    assert _pt(game, nyxathid) == (7, 7)


def test_208_2_one_plus_the_creatures_the_chosen_player_controls() -> None:
    game = table(LOST_ORDER)
    order = enter(game, "Lost Order of Jarkeld", choices=(("player", "Bob"),))
    enter(game, "Grizzly Bears", "Bob")
    enter(game, "Grizzly Bears", "Bob")
    enter(game, "Grizzly Bears", "Alice")
    assert _pt(game, order) == (3, 3)


def test_208_2_green_creature_cards_in_the_chosen_players_graveyard() -> None:
    game = table(HAUNTING)
    spirit = enter(game, "Haunting Apparition", choices=(("player", "Bob"),))
    for owner in ("Bob", "Bob", "Alice"):
        game.perform(A.MoveObject(hand(game, "Grizzly Bears", owner), "graveyard"))
    game.perform(A.MoveObject(hand(game, "Lightning Bolt", "Bob"), "graveyard"))
    assert _pt(game, spirit) == (3, 2)


def test_208_2_creature_cards_in_your_opponents_graveyards() -> None:
    game = table(WIGHT)
    wight = enter(game, "Wight of Precinct Six")
    game.perform(A.MoveObject(hand(game, "Grizzly Bears", "Bob"), "graveyard"))
    game.perform(A.MoveObject(hand(game, "Grizzly Bears", "Alice"), "graveyard"))
    game.perform(A.MoveObject(hand(game, "Lightning Bolt", "Bob"), "graveyard"))
    assert _pt(game, wight) == (2, 2)


def test_208_2_the_total_number_of_cards_in_all_players_hands() -> None:
    game = table(MULTANI)
    hand(game, "Island", "Alice")
    island = hand(game, "Island", "Bob")
    hand(game, "Island", "Bob")
    multani = enter(game, "Multani, Maro-Sorcerer")  # with no cards in hand it would die
    assert _pt(game, multani) == (3, 3)
    game.perform(A.MoveObject(island, "graveyard"))
    assert _pt(game, multani) == (2, 2)
