"""Intervening "if" clauses (603.4) about what happened this turn or last turn, read from
the game's event history: werewolves ("if no spells were cast last turn"), morbid,
revolt, life gained and lost this turn, damage dealt by or to a permanent this turn."""

from __future__ import annotations

from typing import Any

from tabletop.cards.build import build_definition
from tabletop.cards.importers import mtgjson_faces_table, record_from_checked_table
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone


def _werewolf() -> CardDefinition:
    """Breakneck Rider // Neck Breaker as the corpus prints its two faces (MTGJSON)."""
    faces: list[dict[str, Any]] = [
        {"name": "Breakneck Rider // Neck Breaker", "faceName": "Breakneck Rider", "side": "a",
         "manaCost": "{1}{R}{R}", "type": "Creature — Human Scout Werewolf",
         "layout": "transform", "power": "3", "toughness": "3",
         "text": "At the beginning of each upkeep, if no spells were cast last turn, "
                 "transform Breakneck Rider."},
        {"name": "Breakneck Rider // Neck Breaker", "faceName": "Neck Breaker", "side": "b",
         "manaCost": "", "type": "Creature — Werewolf", "layout": "transform",
         "power": "4", "toughness": "3", "colorIndicator": ["R"],
         "text": "Attacking creatures you control get +1/+0 and have trample.\nAt the "
                 "beginning of each upkeep, if a player cast two or more spells last turn, "
                 "transform Neck Breaker."},
    ]
    definition = build_definition(record_from_checked_table(mtgjson_faces_table(faces)))
    assert definition.unknown_clauses == (), definition.unknown_clauses
    return definition


REAPER = card("Reaper from the Abyss", "Creature — Demon",
              "Flying\nMorbid — At the beginning of each end step, if a creature died this "
              "turn, destroy target non-Demon creature.", "{3}{B}{B}{B}", "6/6")
RECRUIT = card("Solemn Recruit", "Creature — Dwarf Warrior",
               "Double strike\nRevolt — At the beginning of your end step, if a permanent you "
               "controlled left the battlefield this turn, put a +1/+1 counter on Solemn "
               "Recruit.", "{1}{W}{W}", "2/2")
BLOODLORD = card("Regal Bloodlord", "Creature — Vampire Soldier",
                 "Flying\nAt the beginning of each end step, if you gained life this turn, "
                 "create a 1/1 black Bat creature token with flying.", "{3}{W}{B}", "2/4")
SYGG = card("Sygg, River Cutthroat", "Legendary Creature — Merfolk Rogue",
            "At the beginning of each end step, if an opponent lost 3 or more life this turn, "
            "you may draw a card. (Damage causes loss of life.)", "{U/B}{U/B}", "1/3")
BLESSING = card("Chaplain's Blessing", "Sorcery", "You gain 5 life.", "{W}")
OUTLAW = card("Dunerider Outlaw", "Creature — Human Rebel Rogue",
              "Protection from green\nAt the beginning of each end step, if Dunerider Outlaw "
              "dealt damage to an opponent this turn, put a +1/+1 counter on it.",
              "{B}{B}", "1/1")
WALL = card("Wall of Resistance", "Creature — Wall",
            "Defender\nFlying\nAt the beginning of each end step, if Wall of Resistance was "
            "dealt damage this turn, put a +0/+1 counter on it.", "{1}{W}", "0/3")


def _libraries(game: Game) -> None:
    library(game, "Alice", 10)
    library(game, "Bob", 10)


def _name(game: Game, oid: int) -> str:
    return game.chars(oid).name


def _cast_free(game: Game, player: str, name: str) -> None:
    spell = hand(game, name, player)
    game.perform(A.CastSpell(player, spell, (), (), "free"))
    resolve_all(game)


def test_werewolf_transforms_after_a_turn_without_spells_and_back_after_two() -> None:
    werewolf = _werewolf()
    game = table(werewolf)
    _libraries(game)
    rider = enter(game, werewolf.name)
    _cast_free(game, "Alice", "Grizzly Bears")  # a spell this turn: no transform next upkeep
    game.perform(A.AdvanceTo("next_turn"))
    resolve_all(game)
    assert _name(game, rider) == "Breakneck Rider"
    game.perform(A.AdvanceTo("next_turn"))  # Bob's turn passed without spells
    resolve_all(game)
    assert _name(game, rider) == "Neck Breaker"  # 603.4 checked at Alice's upkeep
    game.perform(A.AdvanceTo("precombat_main"))
    _cast_free(game, "Alice", "Grizzly Bears")
    game.perform(A.AdvanceTo("next_turn"))  # one spell last turn: it stays a werewolf
    resolve_all(game)
    assert _name(game, rider) == "Neck Breaker"
    game.perform(A.AdvanceTo("precombat_main"))
    _cast_free(game, "Bob", "Grizzly Bears")
    _cast_free(game, "Bob", "Grizzly Bears")
    game.perform(A.AdvanceTo("next_turn"))  # Bob cast two: it transforms back
    resolve_all(game)
    assert _name(game, rider) == "Breakneck Rider"


def test_morbid_triggers_only_after_a_creature_died_this_turn() -> None:
    game = table(REAPER)
    _libraries(game)
    enter(game, "Reaper from the Abyss")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert zone(game, bears) == Zone.BATTLEFIELD  # nothing died: no trigger
    game.perform(A.AdvanceTo("precombat_main"))
    victim = enter(game, "Llanowar Elves", "Bob")
    game.perform(A.DestroyObject(victim))
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD  # 603.4: a creature died this turn


def test_revolt_counts_a_permanent_of_yours_that_left() -> None:
    game = table(RECRUIT)
    _libraries(game)
    recruit = enter(game, "Solemn Recruit")
    theirs = enter(game, "Llanowar Elves", "Bob")
    game.perform(A.MoveObject(theirs, "hand"))  # an opponent's permanent doesn't count
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert game.obj(recruit).counters.get("+1/+1", 0) == 0
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("precombat_main"))
    mine = enter(game, "Llanowar Elves")
    game.perform(A.MoveObject(mine, "hand"))
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert game.obj(recruit).counters.get("+1/+1", 0) == 1


def _bats(game: Game) -> int:
    return sum(1 for o in game.battlefield() if _name(game, o) == "Bat")


def test_life_gained_this_turn_makes_a_bat_at_each_end_step() -> None:
    game = table(BLOODLORD, BLESSING)
    _libraries(game)
    enter(game, "Regal Bloodlord")
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert _bats(game) == 0
    game.perform(A.AdvanceTo("next_turn"))  # Bob's turn: the ability checks each end step
    game.perform(A.AdvanceTo("precombat_main"))
    _cast_free(game, "Bob", "Chaplain's Blessing")  # Bob's gain is not "you gained"
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert _bats(game) == 0
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("precombat_main"))
    _cast_free(game, "Alice", "Chaplain's Blessing")
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert _bats(game) == 1


def test_an_opponent_lost_three_or_more_life_this_turn() -> None:
    game = table(SYGG)
    _libraries(game)
    enter(game, "Sygg, River Cutthroat")
    game.perform(A.DealDamageAction("Bob", 2))
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 0  # 2 life is not enough
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("precombat_main"))
    game.perform(A.DealDamageAction("Bob", 2))
    game.perform(A.DealDamageAction("Bob", 1))  # 119.3: damage is loss of life; it adds up
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 1


def test_damage_this_turn_by_and_to_the_permanent_itself() -> None:
    game = table(OUTLAW, WALL)
    _libraries(game)
    outlaw = enter(game, "Dunerider Outlaw")
    wall = enter(game, "Wall of Resistance")
    game.perform(A.DealDamageAction("Alice", 1, source=outlaw))  # not an opponent
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert game.obj(outlaw).counters.get("+1/+1", 0) == 0
    assert game.obj(wall).counters.get("+0/+1", 0) == 0
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("precombat_main"))
    game.perform(A.DealDamageAction("Bob", 1, source=outlaw))
    game.perform(A.DealDamageAction(wall, 1))
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert game.obj(outlaw).counters.get("+1/+1", 0) == 1
    assert game.obj(wall).counters.get("+0/+1", 0) == 1


PESTILENCE = card("Pestilence", "Enchantment",
                  "At the beginning of the end step, if no creatures are on the battlefield, "
                  "sacrifice Pestilence.\n{B}: Pestilence deals 1 damage to each creature and "
                  "each player.", "{2}{B}{B}")
IMPATIENCE = card("Impatience", "Enchantment",
                  "At the beginning of each player's end step, if that player didn't cast a "
                  "spell this turn, Impatience deals 2 damage to them.", "{2}{R}")
ZUBERA = card("Burning-Eye Zubera", "Creature — Zubera Spirit",
              "When Burning-Eye Zubera dies, if 4 or more damage was dealt to it this turn, "
              "Burning-Eye Zubera deals 3 damage to any target.", "{2}{R}{R}", "3/3")
GRUB = card("Deadly Grub", "Creature — Insect",
            "Vanishing 3\nWhen Deadly Grub dies, if it had no time counters on it, create a 6/1 "
            "green Insect creature token with shroud.", "{2}{B}", "3/1")
HELLION = card("Inferno Hellion", "Creature — Hellion",
               "Trample\nAt the beginning of each end step, if Inferno Hellion attacked or "
               "blocked this turn, its owner shuffles it into their library.", "{3}{R}", "7/3")


def test_pestilence_stays_while_a_creature_is_on_the_battlefield() -> None:
    game = table(PESTILENCE)
    _libraries(game)
    pestilence = enter(game, "Pestilence")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert zone(game, pestilence) == Zone.BATTLEFIELD
    game.perform(A.DestroyObject(bears))
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert zone(game, pestilence) == Zone.GRAVEYARD


def test_impatience_punishes_the_player_who_cast_nothing() -> None:
    game = table(IMPATIENCE)
    _libraries(game)
    enter(game, "Impatience")
    _cast_free(game, "Alice", "Grizzly Bears")
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert game.player("Alice").life == 20
    game.perform(A.AdvanceTo("next_turn"))  # Bob casts nothing
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert game.player("Bob").life == 18


def test_zubera_counts_the_damage_dealt_to_it_this_turn() -> None:
    game = table(ZUBERA)
    _libraries(game)
    zubera = enter(game, "Burning-Eye Zubera")
    game.perform(A.DealDamageAction(zubera, 3))  # lethal, but only 3
    resolve_all(game)
    assert game.player("Bob").life == 20
    zubera = enter(game, "Burning-Eye Zubera")
    game.perform(A.DealDamageAction(zubera, 2))
    game.perform(A.DealDamageAction(zubera, 2))  # 4 in all this turn
    resolve_all(game)
    assert game.player("Bob").life == 17


def test_a_grub_that_vanished_makes_an_insect_but_not_one_killed_early() -> None:
    game = table(GRUB)
    _libraries(game)
    early = enter(game, "Deadly Grub")  # 702.63a: it enters with three time counters
    game.perform(A.DestroyObject(early))
    resolve_all(game)
    assert _tokens(game) == 0  # 603.10a: it had time counters as it died
    late = enter(game, "Deadly Grub")
    game.perform(A.AddCounters(late, "time", -3))  # as if the last one was removed
    game.perform(A.DestroyObject(late))
    resolve_all(game)
    assert _tokens(game) == 1


def test_a_hellion_that_attacked_goes_back_into_the_library() -> None:
    game = table(HELLION)
    _libraries(game)
    hellion = enter(game, "Inferno Hellion")
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert zone(game, hellion) == Zone.BATTLEFIELD
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    game.obj(hellion).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (hellion,), "Bob"))
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert zone(game, hellion) == Zone.LIBRARY


AVATAR = card("Wakening Sun's Avatar", "Creature — Dinosaur Avatar",
              "When Wakening Sun's Avatar enters, if you cast it from your hand, destroy all "
              "non-Dinosaur creatures.", "{5}{W}{W}{W}", "7/7")


def test_only_an_avatar_cast_from_hand_destroys_the_rest() -> None:
    game = table(AVATAR)
    _libraries(game)
    bears = enter(game, "Grizzly Bears", "Bob")
    enter(game, "Wakening Sun's Avatar")  # put onto the battlefield: not cast
    resolve_all(game)
    assert zone(game, bears) == Zone.BATTLEFIELD
    _cast_free(game, "Alice", "Wakening Sun's Avatar")
    assert zone(game, bears) == Zone.GRAVEYARD


RAVEN_MAN = card("The Raven Man", "Legendary Creature — Human Wizard",
                 "At the beginning of each end step, if a player discarded a card this turn, "
                 "create a 1/1 black Bird creature token with flying and \"This creature can't "
                 "block.\"\n{3}{B}, {T}: Each opponent discards a card. Activate only as a "
                 "sorcery.", "{1}{B}", "2/1")


def test_a_bird_after_a_turn_with_a_discard() -> None:
    game = table(RAVEN_MAN)
    _libraries(game)
    raven = enter(game, "The Raven Man")
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert _tokens(game) == 0
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("precombat_main"))
    hand(game, "Grizzly Bears", "Bob")
    game.perform(A.ActivateAbility("Alice", raven, 1, pay="free"))
    resolve_all(game)
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert _tokens(game) == 1


def _tokens(game: Game) -> int:
    return sum(1 for o in game.battlefield() if game.obj(o).is_token)


def _stranger() -> CardDefinition:
    """Kindly Stranger // Demon-Possessed Witch as the corpus prints its faces (MTGJSON)."""
    faces: list[dict[str, Any]] = [
        {"name": "Kindly Stranger // Demon-Possessed Witch", "faceName": "Kindly Stranger",
         "side": "a", "manaCost": "{2}{B}", "type": "Creature — Human", "layout": "transform",
         "power": "2", "toughness": "3",
         "text": "Delirium — {2}{B}: Transform Kindly Stranger. Activate this ability only if "
                 "there are four or more card types among cards in your graveyard."},
        {"name": "Kindly Stranger // Demon-Possessed Witch",
         "faceName": "Demon-Possessed Witch", "side": "b", "manaCost": "",
         "type": "Creature — Human Shaman", "layout": "transform", "power": "4",
         "toughness": "3", "colorIndicator": ["B"],
         "text": "When this creature transforms into Demon-Possessed Witch, you may destroy "
                 "target creature."},
    ]
    definition = build_definition(record_from_checked_table(mtgjson_faces_table(faces)))
    assert definition.unknown_clauses == (), definition.unknown_clauses
    return definition


def test_701_27_transforming_into_the_witch_destroys_a_creature() -> None:
    stranger = _stranger()
    game = table(stranger)
    _libraries(game)
    oid = enter(game, stranger.name)
    bears = enter(game, "Grizzly Bears", "Bob")
    for name in ("Lightning Bolt", "Grizzly Bears", "Sol Ring", "Island"):  # 4 card types
        game.perform(A.MoveObject(hand(game, name), "graveyard"))
    game.perform(A.ActivateAbility("Alice", oid, 1, pay="free"))
    resolve_all(game)
    assert _name(game, oid) == "Demon-Possessed Witch"
    assert zone(game, bears) == Zone.GRAVEYARD
