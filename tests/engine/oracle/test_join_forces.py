"""Join forces (207.2c ability word): starting with the controller, each player may pay any
amount of mana (101.4); "X is the total amount of mana paid this way"."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

MINDS_AGLOW = card("Minds Aglow", "Sorcery",
                   "Join forces — Starting with you, each player may pay any amount of mana. "
                   "Each player draws X cards, where X is the total amount of mana paid this "
                   "way.", "{U}")


def _hands(game: Game) -> tuple[int, int]:
    state = game.state
    return len(state.zone_ids(Zone.HAND, "Alice")), len(state.zone_ids(Zone.HAND, "Bob"))


def test_join_forces_each_player_draws_the_total_paid() -> None:
    game = table(MINDS_AGLOW)
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    lands = [enter(game, "Island") for _ in range(3)] + [enter(game, "Island", "Bob")]
    spell = hand(game, "Minds Aglow")
    alice, bob = _hands(game)
    game.perform(A.CastSpell("Alice", spell, choices=(("join_forces", {"Alice": 2, "Bob": 1}),)))
    resolve_all(game)
    assert all(game.obj(land).tapped for land in lands)  # {U}, then 2 and 1 paid
    assert _hands(game) == (alice - 1 + 3, bob + 3)


def test_join_forces_a_player_who_cant_pay_pays_nothing() -> None:
    game = table(MINDS_AGLOW)
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    enter(game, "Island")
    enter(game, "Island")
    spell = hand(game, "Minds Aglow")
    alice, bob = _hands(game)
    game.perform(A.CastSpell("Alice", spell, choices=(("join_forces", {"Alice": 1, "Bob": 4}),)))
    resolve_all(game)
    assert _hands(game) == (alice - 1 + 1, bob + 1)
