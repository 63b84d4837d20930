"""Fireglass Mentor (modern sample): a trigger at the beginning of the second main phase
(505.1a: the postcombat main phase) with an intervening "if" (603.4), that exiles the top two
cards of a library and lets its controller play the one chosen until end of turn."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tabletop.engine.rules.legal_actions import legal_actions
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

MENTOR = card("Fireglass Mentor", "Creature — Lizard Warlock",
              "At the beginning of your second main phase, if an opponent lost life this turn, "
              "exile the top two cards of your library. Choose one of them. Until end of turn, "
              "you may play that card.", "{B}{R}", "2/1")


def _mentor_game() -> Game:
    game = table(MENTOR)
    library(game, "Alice", 3, "Grizzly Bears")
    library(game, "Alice", 1, "Shock")
    library(game, "Alice", 1, "Lightning Bolt")
    enter(game, "Fireglass Mentor")
    return game


def _exiled(game: Game) -> list[int]:
    return list(game.state.zone_ids(Zone.EXILE, "Alice"))


def test_505_1a_second_main_phase_trigger_exiles_two_and_one_may_be_played() -> None:
    game = _mentor_game()
    game.perform(A.DealDamageAction("Bob", 1))  # 120.3a: damage to a player is life lost
    game.perform(A.AdvanceTo("postcombat_main"))
    assert game.state.step == Step.POSTCOMBAT_MAIN
    assert game.stack()  # triggered at the beginning of the second main phase
    resolve_all(game)
    exiled = _exiled(game)
    assert sorted(game.name_of(o) for o in exiled) == ["Lightning Bolt", "Shock"]
    playable = {game.name_of(o.source) for o in legal_actions(game, "Alice")
                if o.source in exiled}
    assert len(playable) == 1  # only the card chosen may be played


def test_603_4_no_trigger_when_no_opponent_lost_life() -> None:
    game = _mentor_game()
    game.perform(A.AdvanceTo("postcombat_main"))
    assert game.state.step == Step.POSTCOMBAT_MAIN
    assert not game.stack()
    assert _exiled(game) == []


def test_505_1a_not_at_the_first_main_phase() -> None:
    game = table(MENTOR, step=Step.UPKEEP)
    library(game, "Alice", 5, "Shock")
    enter(game, "Fireglass Mentor")
    game.perform(A.DealDamageAction("Bob", 1))
    game.perform(A.AdvanceTo("precombat_main"))
    assert game.state.step == Step.PRECOMBAT_MAIN
    assert not game.stack()
    assert _exiled(game) == []
