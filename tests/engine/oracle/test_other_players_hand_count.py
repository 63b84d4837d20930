"""A number of another player's cards: "Storm Seeker deals damage to target player equal to
the number of cards in that player's hand", "Target player reveals their hand. You gain
life equal to the number of cards in that player's hand."."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, resolve_all, table

SEEKER = card("Storm Seeker", "Instant", "Storm Seeker deals damage to target player equal to "
              "the number of cards in that player's hand.", "{3}{G}")
WARRANT = card("Search Warrant", "Sorcery", "Target player reveals their hand. You gain life "
               "equal to the number of cards in that player's hand.", "{W}{U}")


def test_damage_equal_to_the_cards_in_the_target_player_s_hand() -> None:
    game = table(SEEKER)
    for _ in range(4):
        hand(game, "Grizzly Bears", "Bob")
    hand(game, "Grizzly Bears")  # Alice's own hand doesn't count
    game.perform(A.CastSpell("Alice", hand(game, "Storm Seeker"), ("Bob",), pay="free"))
    resolve_all(game)
    assert game.player("Bob").life == 16


def test_life_equal_to_the_cards_in_that_player_s_hand() -> None:
    game = table(WARRANT)
    for _ in range(3):
        hand(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Search Warrant"), ("Bob",), pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 23
