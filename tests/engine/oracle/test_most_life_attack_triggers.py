"""Attack triggers about life totals (603.2; 702.105a dethrone's wording) compiled from
Oracle text: the defending player's, or the controller's, as the creature attacks."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

PREACHER = card("Preacher of the Schism", "Creature — Vampire Cleric",
                "Deathtouch\nWhenever Preacher of the Schism attacks the player with the most "
                "life or tied for most life, create a 1/1 white Vampire creature token with "
                "lifelink.\nWhenever Preacher of the Schism attacks while you have the most "
                "life or are tied for most life, you draw a card and you lose 1 life.",
                "{2}{B}", "2/4")


def _attack(alice: int, bob: int) -> Game:
    game = table(PREACHER)
    library(game, "Alice")
    preacher = enter(game, "Preacher of the Schism")
    game.obj(preacher).controlled_since_turn_start = True
    game.player("Alice").life = alice
    game.player("Bob").life = bob
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (preacher,), "Bob"))
    resolve_all(game)
    return game


def _vampires(game: Game) -> int:
    return sum(1 for o in game.permanents("Alice") if game.obj(o).is_token)


def _hand(game: Game) -> int:
    return len(game.state.zone_ids(Zone.HAND, "Alice"))


def test_603_2_attacking_the_player_with_the_most_life_makes_a_vampire() -> None:
    game = _attack(alice=10, bob=15)
    assert (_vampires(game), _hand(game), game.player("Alice").life) == (1, 0, 10)


def test_603_2_attacking_while_you_have_the_most_life_draws_and_loses_life() -> None:
    game = _attack(alice=15, bob=10)
    assert (_vampires(game), _hand(game), game.player("Alice").life) == (0, 1, 14)


def test_603_2_tied_for_most_life_both_trigger() -> None:
    game = _attack(alice=12, bob=12)
    assert (_vampires(game), _hand(game), game.player("Alice").life) == (1, 1, 11)
