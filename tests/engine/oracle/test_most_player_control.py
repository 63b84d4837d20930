"""603.4: "if a player has more life than each other player, the player with the most life
gains control of ~" — an intervening condition, then a player named by what they have
most of (Ghazbán Ogre, Wild Mammoth, Sokenzan Renegade)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

OGRE = card("Ghazbán Ogre", "Creature — Ogre",
            "At the beginning of your upkeep, if a player has more life than each other "
            "player, the player with the most life gains control of Ghazbán Ogre.", "{G}",
            "2/2")
MAMMOTH = card("Wild Mammoth", "Creature — Elephant",
               "At the beginning of your upkeep, if a player controls more creatures than "
               "each other player, the player who controls the most creatures gains control "
               "of Wild Mammoth.", "{2}{G}", "3/4")
RENEGADE = card("Sokenzan Renegade", "Creature — Ogre Samurai Mercenary",
                "Bushido 1\nAt the beginning of your upkeep, if a player has more cards in "
                "hand than each other player, the player who has the most cards in hand gains "
                "control of Sokenzan Renegade.", "{2}{R}", "3/3")


def _game() -> Game:
    game = table(OGRE, MAMMOTH, RENEGADE, step=Step.UNTAP)
    library(game, "Alice")
    library(game, "Bob")
    return game


def _upkeep(game: Game) -> None:
    game.perform(A.AdvanceTo("upkeep"))
    resolve_all(game)


def test_603_4_the_player_with_the_most_life_gains_control() -> None:
    game = _game()
    ogre = enter(game, "Ghazbán Ogre")
    game.perform(A.SetLife("Alice", -3))
    _upkeep(game)
    assert game.controller_of(ogre) == "Bob"


def test_603_4_tied_life_totals_nothing_happens() -> None:
    game = _game()
    ogre = enter(game, "Ghazbán Ogre")
    _upkeep(game)
    assert game.controller_of(ogre) == "Alice"


def test_the_player_who_controls_the_most_creatures_gains_control() -> None:
    game = _game()
    mammoth = enter(game, "Wild Mammoth")
    enter(game, "Grizzly Bears", "Bob")
    enter(game, "Grizzly Bears", "Bob")
    _upkeep(game)
    assert game.controller_of(mammoth) == "Bob"  # two creatures against the mammoth alone


def test_the_player_who_has_the_most_cards_in_hand_gains_control() -> None:
    game = _game()
    renegade = enter(game, "Sokenzan Renegade")
    hand(game, "Island")
    hand(game, "Island", "Bob")
    _upkeep(game)
    assert game.controller_of(renegade) == "Alice"  # one card each: tied
    hand(game, "Island", "Bob")
    game.perform(A.AdvanceTo("next_turn"))  # Bob's turn: the renegade is still Alice's
    game.perform(A.AdvanceTo("next_turn"))
    _upkeep(game)
    assert game.controller_of(renegade) == "Bob"
