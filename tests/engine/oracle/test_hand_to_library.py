"""A player puts cards of their choice from their hand on top of their library (401.4 the
owner orders them; the choice is each player's own): "Target opponent loses 3 life and puts a
card from their hand on top of their library." and its family."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

PRYING_QUESTIONS = card("Prying Questions", "Sorcery",
                        "Target opponent loses 3 life and puts a card from their hand on top of "
                        "their library.", "{2}{B}")
AUGERMAGE = card("Sadistic Augermage", "Creature — Human Wizard",
                 "When Sadistic Augermage dies, each player puts a card from their hand on top "
                 "of their library.", "{2}{B}", "3/1")
STUNTED_GROWTH = card("Stunted Growth", "Sorcery",
                      "Target player chooses three cards from their hand and puts them on top "
                      "of their library in any order.", "{3}{G}{G}")


def _top(game: Game, player: str, n: int = 1) -> list[str]:
    return sorted(game.name_of(o) for o in game.state.zone_ids(Zone.LIBRARY, player)[-n:])


def _hand(game: Game, player: str) -> list[str]:
    return sorted(game.name_of(o) for o in game.state.zone_ids(Zone.HAND, player))


def test_401_4_the_opponent_loses_life_and_puts_the_chosen_card_on_top() -> None:
    game = table(PRYING_QUESTIONS)
    library(game, "Bob", 2, "Island")
    hand(game, "Lightning Bolt", "Bob")
    dreadmaw = hand(game, "Colossal Dreadmaw", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Prying Questions"), ("Bob",),
                             choices=(("choose", [dreadmaw]),), pay="free"))
    resolve_all(game)
    assert game.player("Bob").life == 17
    assert _top(game, "Bob") == ["Colossal Dreadmaw"]
    assert _hand(game, "Bob") == ["Lightning Bolt"]


def test_each_player_puts_a_card_of_their_own_hand_on_their_library() -> None:
    game = table(AUGERMAGE)
    mage = enter(game, "Sadistic Augermage")
    hand(game, "Forest", "Alice")
    hand(game, "Island", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), (mage,), pay="free"))
    resolve_all(game)
    assert _top(game, "Alice") == ["Forest"]
    assert _top(game, "Bob") == ["Island"]
    assert _hand(game, "Alice") == _hand(game, "Bob") == []


def test_three_chosen_cards_go_on_top_the_rest_stay_in_hand() -> None:
    game = table(STUNTED_GROWTH)
    library(game, "Bob", 1, "Island")
    for name in ("Forest", "Forest", "Grizzly Bears", "Lightning Bolt"):
        hand(game, name, "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Stunted Growth"), ("Bob",), pay="free"))
    resolve_all(game)
    assert len(_hand(game, "Bob")) == 1
    assert len(game.state.zone_ids(Zone.LIBRARY, "Bob")) == 4
    assert game.name_of(game.state.zone_ids(Zone.LIBRARY, "Bob")[0]) == "Island"
