"""Triggers on damage and life (603.2, 120.3, 119.9) compiled from Oracle text: "that
player" is the player the event was about, "that much" its amount."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

RAIDER = card("Mind Raider", "Creature — Human Rogue",
              "Whenever Mind Raider deals combat damage to a player, that player discards a "
              "card.", "{2}{B}", "2/2")
LEECH = card("Life Leech", "Creature — Vampire",
             "Whenever Life Leech deals damage, you gain that much life.", "{2}{B}", "3/3")
SENTRY = card("Thorn Sentry", "Enchantment",
              "Whenever a creature deals damage to you, destroy it.", "{2}{G}")
DRAINER = card("Sanguine Drainer", "Enchantment",
               "Whenever you gain life, each opponent loses 1 life.", "{1}{B}")


def _attack_unblocked(game: Game, attacker: int) -> None:
    library(game, "Alice")
    library(game, "Bob")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (attacker,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ()))
    game.perform(A.AdvanceTo("end_of_combat"))
    resolve_all(game)


def test_603_2_that_player_is_the_player_dealt_combat_damage() -> None:
    game = table(RAIDER)
    raider = enter(game, "Mind Raider")
    card_in_hand = hand(game, "Island", "Bob")
    game.obj(raider).controlled_since_turn_start = True
    _attack_unblocked(game, raider)
    assert game.player("Bob").life == 18
    assert zone(game, card_in_hand) == Zone.GRAVEYARD


def test_120_3_that_much_is_the_damage_dealt() -> None:
    game = table(LEECH)
    leech = enter(game, "Life Leech")
    game.obj(leech).controlled_since_turn_start = True
    _attack_unblocked(game, leech)
    assert game.player("Bob").life == 17
    assert game.player("Alice").life == 23


def test_603_2_whenever_a_creature_deals_damage_to_you_destroy_it() -> None:
    game = table(SENTRY)
    enter(game, "Thorn Sentry")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.DealDamageAction("Alice", 2, bears))
    resolve_all(game)
    assert game.player("Alice").life == 18
    assert zone(game, bears) == Zone.GRAVEYARD


def test_119_9_whenever_you_gain_life() -> None:
    game = table(DRAINER)
    enter(game, "Sanguine Drainer")
    game.perform(A.CastSpell("Alice", hand(game, "Healing Salve"), ("Alice",), pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 23
    assert game.player("Bob").life == 19
