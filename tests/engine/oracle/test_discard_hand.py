"""701.9: discarding a hand ("Each player discards their hand, then draws seven cards",
"... then draw that many cards plus one", Windfall's greatest number), and a verb in the
third person going on with the player named before it ("Target player draws two cards
and loses 2 life")."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, library, resolve_all, table

WHEEL = card("Wheel of Fortune", "Sorcery",
             "Each player discards their hand, then draws seven cards.", "{2}{R}")
WINDS = card("Tolarian Winds", "Instant",
                    "Discard all the cards in your hand, then draw that many cards.", "{1}{U}")
DARK_DEAL = card("Dark Deal", "Sorcery", "Each player discards all the cards in their hand, "
                 "then draws that many cards minus one.", "{2}{B}")
WINDFALL = card("Windfall", "Sorcery", "Each player discards their hand, then draws cards "
                "equal to the greatest number of cards a player discarded this way.", "{2}{U}")
SIGN = card("Sign in Blood", "Sorcery", "Target player draws two cards and loses 2 life.",
            "{B}{B}")


def _game(spell: CardDefinition, alice: int, bob: int) -> Game:
    game = table(spell)
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    for _ in range(alice):
        hand(game, "Grizzly Bears")
    for _ in range(bob):
        hand(game, "Grizzly Bears", "Bob")
    return game


def _hands(game: Game) -> tuple[int, int]:
    return (len(game.state.zone_ids(Zone.HAND, "Alice")),
            len(game.state.zone_ids(Zone.HAND, "Bob")))


def _graveyard(game: Game, player: str) -> int:
    return sum(game.name_of(o) == "Grizzly Bears"
               for o in game.state.zone_ids(Zone.GRAVEYARD, player))


def _cast(game: Game, name: str, targets: tuple[object, ...] = ()) -> None:
    game.perform(A.CastSpell("Alice", hand(game, name), targets, pay="free"))
    resolve_all(game)


def test_701_9_each_player_discards_their_hand_then_draws_seven() -> None:
    game = _game(WHEEL, 2, 4)
    _cast(game, "Wheel of Fortune")
    assert _hands(game) == (7, 7)
    assert (_graveyard(game, "Alice"), _graveyard(game, "Bob")) == (2, 4)


def test_701_9_draw_that_many_cards_the_number_discarded() -> None:
    game = _game(WINDS, 3, 2)
    _cast(game, "Tolarian Winds")
    assert _hands(game) == (3, 2) and _graveyard(game, "Alice") == 3


def test_701_9_each_draws_that_many_minus_one() -> None:
    game = _game(DARK_DEAL, 3, 1)
    _cast(game, "Dark Deal")
    assert _hands(game) == (2, 0)


def test_701_9_windfall_draws_the_greatest_number_discarded() -> None:
    game = _game(WINDFALL, 1, 5)
    _cast(game, "Windfall")
    assert _hands(game) == (5, 5)


def test_the_target_player_both_draws_and_loses_life() -> None:
    game = _game(SIGN, 0, 0)
    _cast(game, "Sign in Blood", ("Bob",))
    assert _hands(game) == (0, 2)
    assert (game.player("Alice").life, game.player("Bob").life) == (20, 18)
