"""Descend ("if you descended this turn": a permanent card was put into your graveyard from
anywhere, 603.4) and "each opponent may discard a card or sacrifice a permanent. ~ deals 3
damage to each opponent who didn't." compiled from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

ZOYOWA = card("Zoyowa Lava-Tongue", "Legendary Creature — Goblin Warlock",
              "Deathtouch\nAt the beginning of your end step, if you descended this turn, each "
              "opponent may discard a card or sacrifice a permanent. Zoyowa Lava-Tongue deals 3 "
              "damage to each opponent who didn't. (You descended if a permanent card was put "
              "into your graveyard from anywhere.)", "{B}{R}", "2/2")


def _to_end_step(game: Game) -> None:
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)


def _game() -> Game:
    game = table(ZOYOWA)
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Zoyowa Lava-Tongue")
    return game


def test_603_4_without_descending_nothing_happens() -> None:
    game = _game()
    _to_end_step(game)
    assert game.player("Bob").life == 20


def test_descended_an_opponent_with_nothing_to_give_is_dealt_3_damage() -> None:
    game = _game()
    bears = enter(game, "Grizzly Bears")
    game.perform(A.DestroyObject(bears))  # a permanent card into Alice's graveyard
    _to_end_step(game)
    assert game.player("Bob").life == 17


def test_descended_an_opponent_discards_to_avoid_the_damage() -> None:
    game = _game()
    card_in_hand = hand(game, "Island", "Bob")
    game.perform(A.DestroyObject(enter(game, "Grizzly Bears")))
    _to_end_step(game)
    assert zone(game, card_in_hand) == Zone.GRAVEYARD
    assert game.player("Bob").life == 20


def test_an_instant_put_into_the_graveyard_is_no_descent() -> None:
    game = _game()
    instant = hand(game, "Healing Salve")
    game.perform(A.CastSpell("Alice", instant, ("Alice",), pay="free"))
    resolve_all(game)
    assert zone(game, instant) == Zone.GRAVEYARD
    _to_end_step(game)
    assert game.player("Bob").life == 20
