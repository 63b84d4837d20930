"""103.5 London mulligan with the player's choice: `Mulligan(choose_bottom=True)` draws
a fresh seven and leaves them in hand; `KeepHand(bottom=...)` puts exactly one card per
mulligan on the bottom, each under the one named before it. The plain `Mulligan` still
bottoms the first cards itself."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.rules_kit import library, table


def _dealt() -> Game:
    game = table(seed=3)
    library(game, "Alice", 20, "Island")
    library(game, "Alice", 10, "Plains")
    game.perform(A.DrawCards("Alice", 7))
    return game


def _hand(game: Game) -> list[int]:
    return list(game.state.zone_ids(Zone.HAND, "Alice"))


def test_103_5_a_chosen_mulligan_leaves_seven_to_look_at() -> None:
    game = _dealt()
    game.perform(A.Mulligan("Alice", choose_bottom=True))
    assert len(_hand(game)) == 7
    assert game.player("Alice").mulligans == 1


def test_103_5_keeping_bottoms_the_named_cards_in_order() -> None:
    game = _dealt()
    game.perform(A.Mulligan("Alice", choose_bottom=True))
    game.perform(A.Mulligan("Alice", choose_bottom=True))
    hand = _hand(game)
    chosen = (hand[5], hand[2])
    game.perform(A.KeepHand("Alice", chosen))
    assert len(_hand(game)) == 5
    assert not set(chosen) & set(_hand(game))
    library_ids = game.state.zone_ids(Zone.LIBRARY, "Alice")
    # each goes under the ones before it: the last named lies lowest (index 0)
    assert list(library_ids[:2]) == [game.state.newest(chosen[1]),
                                     game.state.newest(chosen[0])]


@pytest.mark.parametrize("count", [0, 2])
def test_103_5_one_card_per_mulligan_no_more_no_less(count: int) -> None:
    game = _dealt()
    game.perform(A.Mulligan("Alice", choose_bottom=True))
    before = game.state_hash()
    with pytest.raises(A.IllegalAction, match=r"103\.5"):
        game.perform(A.KeepHand("Alice", tuple(_hand(game)[:count])))
    assert game.state_hash() == before  # 730: a refused action changes nothing


def test_103_5_only_cards_in_the_players_hand() -> None:
    game = _dealt()
    game.perform(A.Mulligan("Alice", choose_bottom=True))
    in_library = game.state.zone_ids(Zone.LIBRARY, "Alice")[0]
    with pytest.raises(A.IllegalAction, match=r"103\.5"):
        game.perform(A.KeepHand("Alice", (in_library,)))


def test_103_5_keeping_without_a_mulligan_bottoms_nothing() -> None:
    game = _dealt()
    game.perform(A.KeepHand("Alice", ()))
    assert len(_hand(game)) == 7


def test_103_5_the_plain_mulligan_still_bottoms_by_itself() -> None:
    game = _dealt()
    game.perform(A.Mulligan("Alice"))
    assert len(_hand(game)) == 6
    game.perform(A.KeepHand("Alice", ()))  # nothing is left to put on the bottom
    assert len(_hand(game)) == 6
