"""More "... unless [player] pays [cost]" riders (118.12) compiled from Oracle text: discarding
a hand, exiling a graveyard, "unless they pay" (the player named before), discarding a card
of a kind."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, library, newest, resolve_all, table, zone

PERPLEX = card("Perplex", "Instant",
               "Counter target spell unless its controller discards their hand.\n"
               "Transmute {1}{U}{B}", "{1}{U}{B}")
GRIP = card("Grip of Amnesia", "Instant",
            "Counter target spell unless its controller exiles all cards from their "
            "graveyard.\nDraw a card.", "{1}{U}")
TYRANNIZE = card("Tyrannize", "Sorcery",
                 "Target player discards their hand unless they pays 7 life.",
                 "{3}{B/R}{B/R}")
RESEARCH = card("Compulsive Research", "Sorcery",
                "Target player draws three cards. Then that player discards two cards unless "
                "they discards a land card.", "{2}{U}")


def _counter_bears(game: Game, counter: str, *, pay: bool) -> int:
    """Alice casts Grizzly Bears; Bob answers with `counter`; Alice pays or not."""
    library(game, "Alice")
    library(game, "Bob")
    bears = hand(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", bears, pay="free"))
    spell = hand(game, counter, "Bob")
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", spell, (game.stack()[-1],),
                             choices=() if pay else (("may", False),), pay="free"))
    resolve_all(game)
    return bears


def test_118_12_perplex_is_paid_by_discarding_the_hand() -> None:
    game = table(PERPLEX)
    kept = [hand(game, "Forest"), hand(game, "Island")]
    bears = _counter_bears(game, "Perplex", pay=True)
    assert zone(game, bears) == Zone.BATTLEFIELD
    assert [zone(game, c) for c in kept] == [Zone.GRAVEYARD, Zone.GRAVEYARD]


def test_118_12_perplex_counters_when_the_hand_is_kept() -> None:
    game = table(PERPLEX)
    kept = hand(game, "Forest")
    bears = _counter_bears(game, "Perplex", pay=False)
    assert zone(game, bears) == Zone.GRAVEYARD
    assert zone(game, kept) == Zone.HAND


def test_118_12_grip_of_amnesia_is_paid_by_exiling_the_graveyard() -> None:
    game = table(GRIP)
    dead = newest(game, game.perform(A.MoveObject(hand(game, "Forest"), "graveyard"))[0]
                  .objects[0])
    bears = _counter_bears(game, "Grip of Amnesia", pay=True)
    assert zone(game, bears) == Zone.BATTLEFIELD
    assert zone(game, dead) == Zone.EXILE
    assert len(game.state.zone_ids(Zone.HAND, "Bob")) == 1  # and Bob draws a card


def test_118_12_tyrannize_they_pay_7_life_to_keep_their_hand() -> None:
    game = table(TYRANNIZE)
    library(game, "Bob")
    kept = hand(game, "Forest", "Bob")
    spell = hand(game, "Tyrannize")
    game.perform(A.CastSpell("Alice", spell, ("Bob",), pay="free"))
    resolve_all(game)
    assert zone(game, kept) == Zone.HAND
    assert game.player("Bob").life == 13


def test_118_12_tyrannize_the_hand_is_discarded_if_they_cannot_pay() -> None:
    game = table(TYRANNIZE)
    library(game, "Bob")
    kept = hand(game, "Forest", "Bob")
    game.perform(A.SetLife("Bob", -15))
    spell = hand(game, "Tyrannize")
    game.perform(A.CastSpell("Alice", spell, ("Bob",), pay="free"))
    resolve_all(game)
    assert zone(game, kept) == Zone.GRAVEYARD


def test_118_12_compulsive_research_a_land_card_instead_of_two_cards() -> None:
    game = table(RESEARCH)
    library(game, "Alice", 3, "Forest")
    spell = hand(game, "Compulsive Research")
    game.perform(A.CastSpell("Alice", spell, ("Alice",), pay="free"))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 2  # 3 drawn, 1 land discarded


def test_118_12_compulsive_research_two_cards_without_a_land() -> None:
    game = table(RESEARCH)
    library(game, "Alice", 3, "Grizzly Bears")
    spell = hand(game, "Compulsive Research")
    game.perform(A.CastSpell("Alice", spell, ("Alice",), pay="free"))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 1
