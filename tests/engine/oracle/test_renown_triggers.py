""""Whenever a creature you control becomes renowned, draw a card." (Valeron Wardens): the
renown ability makes the creature renowned as it resolves (702.112a-b), which triggers
once; a creature already renowned never becomes renowned again. "Whenever a creature you
control explores" (Wildgrowth Walker, 701.44c), from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hit_unblocked, library, resolve_all, table

WARDENS = card("Valeron Wardens", "Creature — Human Monk",
               "Renown 2\nWhenever a creature you control becomes renowned, draw a card.",
               "{2}{G}", "1/3")


def _hand(game: Game) -> int:
    return len(game.state.zone_ids(Zone.HAND, "Alice"))


def test_702_112b_becoming_renowned_draws_a_card_once() -> None:
    game = table(WARDENS)
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    wardens = enter(game, "Valeron Wardens")
    before = _hand(game)
    hit_unblocked(game, wardens)
    assert game.obj(wardens).counters.get("+1/+1") == 2
    assert _hand(game) == before + 1
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    game.obj(wardens).tapped = False
    game.perform(A.AdvanceTo("precombat_main"))  # after Alice's draw step
    before = _hand(game)
    hit_unblocked(game, wardens)  # already renowned: no renown, no trigger
    assert game.obj(wardens).counters.get("+1/+1") == 2
    assert _hand(game) == before


WALKER = card("Wildgrowth Walker", "Creature — Elemental",
              "Whenever a creature you control explores, put a +1/+1 counter on Wildgrowth "
              "Walker and you gain 3 life.", "{1}{G}", "1/3")
DIVINER = card("Ixalli's Diviner", "Creature — Human Druid",
               "When Ixalli's Diviner enters, it explores.", "{1}{G}", "0/3")


def test_701_44c_exploring_triggers_whatever_was_revealed() -> None:
    game = table(WALKER, DIVINER)
    library(game, "Alice", 2, "Forest")  # a land: no counter on the explorer
    walker = enter(game, "Wildgrowth Walker")
    diviner = enter(game, "Ixalli's Diviner")
    resolve_all(game)
    assert game.obj(diviner).counters.get("+1/+1") is None
    assert game.obj(walker).counters.get("+1/+1") == 1
    assert game.player("Alice").life == 23
    enter(game, "Grizzly Bears")  # no explore, no trigger
    resolve_all(game)
    assert game.player("Alice").life == 23
