"""611.3a: "as long as" static abilities whose condition is about the game, from Oracle
text: blockers of the source, library sizes, cards in exile and in your graveyard,
renowned (702.112b), counters on any creature, the host's types, opponents' life against
their starting life total (103.4)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

CYCLOPS = card("Rampaging Cyclops", "Creature — Cyclops",
               "Rampaging Cyclops gets -2/-0 as long as two or more creatures are blocking "
               "it.", "{3}{R}", "4/4")
ISLEBACK = card("Isleback Spawn", "Creature — Kraken",
                "Shroud\nIsleback Spawn gets +4/+8 as long as a library has twenty or fewer "
                "cards in it.", "{5}{U}{U}", "4/8")
WARDEN = card("Warden of the Beyond", "Creature — Human Wizard",
              "Vigilance\nWarden of the Beyond gets +2/+2 as long as an opponent owns a card "
              "in exile.", "{2}{W}", "2/2")
ENFORCERS = card("Bloodfire Enforcers", "Creature — Human Monk",
                 "Bloodfire Enforcers has first strike and trample as long as an instant card "
                 "and a sorcery card are in your graveyard.", "{3}{R}", "5/2")
CHASER = card("Goblin Glory Chaser", "Creature — Goblin Warrior",
              "Renown 1\nAs long as Goblin Glory Chaser is renowned, it has menace.", "{R}",
              "1/1")
HUNTER = card("Tenacious Hunter", "Creature — Crocodile",
              "As long as a creature has a -1/-1 counter on it, Tenacious Hunter has vigilance "
              "and deathtouch.", "{2}{G}{G}", "4/4")
BRACERS = card("Bladed Bracers", "Artifact — Equipment",
               "Equipped creature gets +1/+1.\nAs long as equipped creature is a Human or an "
               "Angel, it has vigilance.\nEquip {2}", "{1}")
ANYA = card("Anya, Merciless Angel", "Legendary Creature — Angel",
            "Flying\nAnya, Merciless Angel gets +3/+3 for each opponent whose life total is "
            "less than half their starting life total.\nAs long as an opponent's life total "
            "is less than half their starting life total, Anya has indestructible.",
            "{3}{R}{W}", "4/4")


def _pt(game: Game, oid: int) -> tuple[int | None, int | None]:
    chars = game.chars(oid)
    return chars.power, chars.toughness


def _attack(game: Game, attacker: int) -> None:
    library(game, "Alice")
    library(game, "Bob")
    game.obj(attacker).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (attacker,), "Bob"))
    resolve_all(game)
    game.perform(A.AdvanceTo("declare_blockers"))


def test_611_3a_gets_minus_two_while_two_or_more_creatures_block_it() -> None:
    game = table(CYCLOPS)
    cyclops = enter(game, "Rampaging Cyclops")
    first = enter(game, "Grizzly Bears", "Bob")
    second = enter(game, "Grizzly Bears", "Bob")
    _attack(game, cyclops)
    game.perform(A.DeclareBlockers("Bob", ((first, cyclops), (second, cyclops))))
    assert _pt(game, cyclops) == (2, 4)


def test_611_3a_one_blocker_is_not_enough() -> None:
    game = table(CYCLOPS)
    cyclops = enter(game, "Rampaging Cyclops")
    bears = enter(game, "Grizzly Bears", "Bob")
    enter(game, "Grizzly Bears", "Bob")  # not blocking
    _attack(game, cyclops)
    game.perform(A.DeclareBlockers("Bob", ((bears, cyclops),)))
    assert _pt(game, cyclops) == (4, 4)


def test_611_3a_while_any_library_has_twenty_or_fewer_cards() -> None:
    game = table(ISLEBACK)
    library(game, "Alice", 25)
    library(game, "Bob", 21)
    spawn = enter(game, "Isleback Spawn")
    assert _pt(game, spawn) == (4, 8)
    game.perform(A.DrawCards("Bob", 1))  # Bob's library: twenty cards
    assert _pt(game, spawn) == (8, 16)


def test_611_3a_while_an_opponent_owns_a_card_in_exile() -> None:
    game = table(WARDEN)
    warden = enter(game, "Warden of the Beyond")
    game.perform(A.MoveObject(hand(game, "Island", "Alice"), "exile"))  # your own: no
    assert _pt(game, warden) == (2, 2)
    game.perform(A.MoveObject(hand(game, "Island", "Bob"), "exile"))
    assert _pt(game, warden) == (4, 4)


def test_611_3a_while_an_instant_and_a_sorcery_card_are_in_your_graveyard() -> None:
    game = table(ENFORCERS)
    enforcers = enter(game, "Bloodfire Enforcers")
    game.perform(A.MoveObject(hand(game, "Lightning Bolt"), "graveyard"))
    game.perform(A.MoveObject(hand(game, "Vindicate", "Bob"), "graveyard"))  # Bob's
    assert not game.chars(enforcers).has_keyword("First strike")
    game.perform(A.MoveObject(hand(game, "Vindicate"), "graveyard"))
    assert game.chars(enforcers).has_keyword("First strike")
    assert game.chars(enforcers).has_keyword("Trample")


def test_702_112b_has_menace_once_renowned() -> None:
    game = table(CHASER)
    chaser = enter(game, "Goblin Glory Chaser")
    assert not game.chars(chaser).has_keyword("Menace")
    _attack(game, chaser)
    game.perform(A.DeclareBlockers("Bob", ()))
    game.perform(A.AdvanceTo("end_of_combat"))
    resolve_all(game)  # renown 1: a +1/+1 counter, and it becomes renowned
    assert game.obj(chaser).counters.get("+1/+1") == 1
    assert game.chars(chaser).has_keyword("Menace")


def test_611_3a_while_any_creature_has_a_minus_one_counter() -> None:
    game = table(HUNTER)
    hunter = enter(game, "Tenacious Hunter")
    bears = enter(game, "Grizzly Bears", "Bob")
    assert not game.chars(hunter).has_keyword("Vigilance")
    game.perform(A.AddCounters(bears, "-1/-1", 1))
    assert game.chars(hunter).has_keyword("Vigilance")
    assert game.chars(hunter).has_keyword("Deathtouch")


def test_611_3a_while_equipped_creature_is_a_human_or_an_angel() -> None:
    game = table(BRACERS, WARDEN)
    bears = enter(game, "Grizzly Bears")
    enter(game, "Bladed Bracers", attached_to=bears)
    assert _pt(game, bears) == (3, 3)
    assert not game.chars(bears).has_keyword("Vigilance")
    game = table(BRACERS, WARDEN)
    human = enter(game, "Warden of the Beyond")  # a Human Wizard
    enter(game, "Bladed Bracers", attached_to=human)
    assert game.chars(human).has_keyword("Vigilance")


def test_103_4_anya_grows_for_each_opponent_below_half_their_starting_life() -> None:
    game = table(ANYA)
    anya = enter(game, "Anya, Merciless Angel")
    game.perform(A.SetLife("Bob", -10))  # 10 is not less than half of 20
    assert _pt(game, anya) == (4, 4)
    assert not game.chars(anya).has_keyword("Indestructible")
    game.perform(A.SetLife("Bob", -1))
    assert _pt(game, anya) == (7, 7)
    assert game.chars(anya).has_keyword("Indestructible")


ADVOCATE = card("Sylvan Advocate", "Creature — Elf Druid Ally",
                "Vigilance\nAs long as you control six or more lands, Sylvan Advocate and "
                "land creatures you control get +2/+2.", "{1}{G}", "2/3")
NOCTURNUS = card("Vampire Nocturnus", "Creature — Vampire",
                 "Play with the top card of your library revealed.\nAs long as the top card of "
                 "your library is black, Vampire Nocturnus and other Vampire creatures you "
                 "control get +2/+1 and have flying.", "{1}{B}{B}{B}", "3/3")
VAMPIRE = card("Vampire Lacerator", "Creature — Vampire Warrior",
               "At the beginning of your upkeep, you lose 1 life unless an opponent has 10 or "
               "less life.", "{B}", "2/2")


def test_611_3a_the_source_and_a_group_each_get_the_bonus_once() -> None:
    game = table(ADVOCATE)
    advocate = enter(game, "Sylvan Advocate")
    for _ in range(5):
        enter(game, "Forest")
    assert _pt(game, advocate) == (2, 3)
    enter(game, "Forest")  # six lands
    assert _pt(game, advocate) == (4, 5)


def test_611_3a_while_the_top_card_of_your_library_is_black() -> None:
    game = table(NOCTURNUS, VAMPIRE)
    nocturnus = enter(game, "Vampire Nocturnus")
    vampire = enter(game, "Vampire Lacerator")
    bears = enter(game, "Grizzly Bears")
    library(game, "Alice", 1, "Island")
    assert _pt(game, nocturnus) == (3, 3)
    library(game, "Alice", 1, "Vampire Lacerator")  # now on top: a black card
    assert _pt(game, nocturnus) == (5, 4) and _pt(game, vampire) == (4, 3)
    assert game.chars(vampire).has_keyword("Flying")
    assert _pt(game, bears) == (2, 2)  # not a Vampire
    game.perform(A.DrawCards("Alice", 1))  # the Island is on top again
    assert _pt(game, nocturnus) == (3, 3)
