"""Tribute (702.104a): as the creature enters an opponent may put N more +1/+1 counters on
it (their answer `tribute`); "When ~ enters, if tribute wasn't paid, ..." (702.104b)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import resolve_all, table

SNAKE = card("Snake of the Golden Grove", "Creature — Snake",
             "Tribute 3\nWhen Snake of the Golden Grove enters, if tribute wasn't paid, you "
             "gain 4 life.", "{4}{G}", "4/4")
PHARAGAX = card("Pharagax Giant", "Creature — Giant",
                "Tribute 2\nWhen Pharagax Giant enters, if tribute wasn't paid, Pharagax "
                "Giant deals 5 damage to each opponent.", "{4}{R}", "3/3")


def _enters(name: str, paid: bool) -> tuple[Game, int]:
    game = table(SNAKE, PHARAGAX)
    events = game.perform(A.EnterBattlefield(name, "Alice", choices=(("tribute", paid),)))
    oid = next(e.objects[0] for e in events if e.kind == "enters")
    resolve_all(game)
    return game, oid


def test_702_104a_tribute_paid_the_counters_and_no_trigger() -> None:
    game, snake = _enters("Snake of the Golden Grove", True)
    assert game.obj(snake).counters.get("+1/+1") == 3
    assert game.chars(snake).power == 7
    assert game.player("Alice").life == 20


def test_702_104b_tribute_not_paid_the_ability_triggers() -> None:
    game, snake = _enters("Snake of the Golden Grove", False)
    assert not game.obj(snake).counters.get("+1/+1")
    assert game.player("Alice").life == 24


def test_702_104b_the_giant_deals_five_to_each_opponent_unless_paid() -> None:
    game, _ = _enters("Pharagax Giant", False)
    assert game.player("Bob").life == 15
    game, giant = _enters("Pharagax Giant", True)
    assert game.player("Bob").life == 20
    assert game.chars(giant).power == 5
