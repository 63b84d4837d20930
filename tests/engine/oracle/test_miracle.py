"""Miracle (702.94a): the first card a player draws in a turn is revealed if it has
miracle; its trigger lets them cast it for the miracle cost."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

THUNDEROUS_WRATH = card("Thunderous Wrath", "Instant",
                        "Thunderous Wrath deals 5 damage to any target.\nMiracle {R}",
                        "{4}{R}{R}")


def _draw_step(top: str) -> tuple[Game, int]:
    game = table(THUNDEROUS_WRATH, step=Step.END)
    library(game, "Alice")
    library(game, "Bob")
    library(game, "Alice", 1, top)
    enter(game, "Mountain")
    wurm = enter(game, "Craw Wurm", controller="Bob")
    game.perform(A.AdvanceTo("next_turn"))  # Bob's turn
    game.perform(A.AdvanceTo("next_turn"))  # Alice's turn
    game.perform(A.AdvanceTo("draw"))  # the first card she draws this turn
    return game, wurm


def test_702_94a_the_first_card_drawn_is_cast_for_its_miracle_cost() -> None:
    game, wurm = _draw_step("Thunderous Wrath")
    assert game.stack(), "the miracle trigger waits on the stack"
    resolve_all(game)  # the trigger: cast it for {R}; then the spell: 5 damage
    assert game.player("Bob").life == 15  # cast for {R}: the one Mountain paid it
    assert game.state.newest(wurm) == wurm
    wrath = [o for o in game.state.zone_ids(Zone.GRAVEYARD, "Alice")
             if game.obj(o).card.name == "Thunderous Wrath"]
    assert wrath  # cast and resolved


def test_702_94a_a_later_draw_is_no_miracle() -> None:
    game, _ = _draw_step("Island")
    library(game, "Alice", 1, "Thunderous Wrath")
    game.perform(A.DrawCards("Alice", 1))
    drawn = game.state.zone_ids(Zone.HAND, "Alice")[-1]
    assert game.obj(drawn).card.name == "Thunderous Wrath"
    assert not game.stack()  # the second card drawn this turn: not revealed
