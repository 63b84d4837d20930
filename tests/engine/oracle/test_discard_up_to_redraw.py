""""Discard up to N cards, then draw that many cards." (701.8, 701.9: the player chooses up
to N cards of their hand, discards them and draws as many), from Oracle text: the loyalty
abilities of Daretti, Scrap Savant and Jaya Ballard (their other abilities left out here)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

DARETTI = card("Daretti, Scrap Savant", "Legendary Planeswalker — Daretti",
               "+2: Discard up to two cards, then draw that many cards.", "{3}{R}")
JAYA = card("Jaya Ballard", "Legendary Planeswalker — Jaya",
            "+1: Discard up to three cards, then draw that many cards.", "{2}{R}{R}{R}")


def _hand(game: Game) -> list[int]:
    return list(game.state.zone_ids(Zone.HAND, "Alice"))


def test_701_8_daretti_discards_the_chosen_card_and_draws_one() -> None:
    game = table(DARETTI)
    library(game, "Alice", 5)
    daretti = enter(game, "Daretti, Scrap Savant", counters=(("loyalty", 3),))
    bears, bolt = hand(game, "Grizzly Bears"), hand(game, "Lightning Bolt")
    before = len(_hand(game))
    game.perform(A.ActivateAbility("Alice", daretti, 1, choices=(("choose", [bears]),),
                                   pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD
    assert zone(game, bolt) == Zone.HAND
    assert len(_hand(game)) == before  # one discarded, one drawn
    assert game.obj(daretti).counters.get("loyalty") == 5


def test_701_8_up_to_two_never_discards_a_third_card() -> None:
    game = table(DARETTI)
    library(game, "Alice", 5)
    daretti = enter(game, "Daretti, Scrap Savant", counters=(("loyalty", 3),))
    cards = [hand(game, "Grizzly Bears"), hand(game, "Lightning Bolt"), hand(game, "Shock")]
    game.perform(A.ActivateAbility("Alice", daretti, 1, choices=(("choose", cards),),
                                   pay="free"))
    resolve_all(game)
    assert [zone(game, c) for c in cards].count(Zone.GRAVEYARD) == 2
    assert len(game.state.zone_ids(Zone.LIBRARY, "Alice")) == 3  # drew two


def test_701_8_jaya_may_discard_nothing_and_then_draws_nothing() -> None:
    game = table(JAYA)
    library(game, "Alice", 5)
    jaya = enter(game, "Jaya Ballard", counters=(("loyalty", 5),))
    bears = hand(game, "Grizzly Bears")
    game.perform(A.ActivateAbility("Alice", jaya, 1, choices=(("choose", []),), pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.HAND
    assert len(game.state.zone_ids(Zone.LIBRARY, "Alice")) == 5
