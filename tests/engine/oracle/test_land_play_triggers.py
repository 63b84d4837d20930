"""305.1: "Whenever you play a land", "Whenever an opponent plays a land" — playing a land
(not putting one onto the battlefield otherwise) triggers them."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

BURGEONING = card("Burgeoning", "Enchantment",
                  "Whenever an opponent plays a land, you may put a land card from your hand "
                  "onto the battlefield.", "{G}")
STAG = card("Hidden Stag", "Enchantment",
            "Whenever an opponent plays a land, if Hidden Stag is an enchantment, Hidden Stag "
            "becomes a 3/2 Elk Beast creature.\nWhenever you play a land, if Hidden Stag is a "
            "creature, Hidden Stag becomes an enchantment.", "{1}{G}")


def _game(*cards: object) -> Game:
    game = table(*cards)  # type: ignore[arg-type]
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    return game


def _bob_plays_a_land(game: Game) -> None:
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("precombat_main"))
    game.perform(A.PlayLand("Bob", hand(game, "Forest", "Bob")))
    resolve_all(game)


def test_305_1_burgeoning_puts_a_land_in_on_an_opponent_s_land_play() -> None:
    game = _game(BURGEONING)
    enter(game, "Burgeoning")
    island = hand(game, "Island")
    game.perform(A.PlayLand("Alice", hand(game, "Forest")))  # your own land: nothing
    resolve_all(game)
    assert zone(game, island) == Zone.HAND
    enter(game, "Forest", "Bob")  # put onto the battlefield, not played: nothing
    resolve_all(game)
    assert zone(game, island) == Zone.HAND
    _bob_plays_a_land(game)
    assert zone(game, island) == Zone.BATTLEFIELD


def test_305_1_the_stag_turns_creature_then_back() -> None:
    game = _game(STAG)
    stag = enter(game, "Hidden Stag")
    _bob_plays_a_land(game)
    assert game.is_creature(stag) and game.chars(stag).power == 3
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("precombat_main"))
    game.perform(A.PlayLand("Alice", hand(game, "Forest")))
    resolve_all(game)
    assert not game.is_creature(stag)
