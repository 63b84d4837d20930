""""Target opponent skips their next combat phase" (Stonehorn Dignitary), "Target player
skips their next draw step" (Fatigue): the player's next such step or phase doesn't happen
(614.10; 500.11: a skipped phase skips all its steps); the effect is then used up, from
Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

DIGNITARY = card("Stonehorn Dignitary", "Creature — Rhino Soldier",
                 "When Stonehorn Dignitary enters, target opponent skips their next combat "
                 "phase.", "{3}{W}", "1/4")
FATIGUE = card("Fatigue", "Sorcery", "Target player skips their next draw step.", "{1}{U}")


def _game(*cards: object) -> Game:
    game = table(*cards)  # type: ignore[arg-type]
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    return game


def _to_bobs_turn(game: Game) -> None:
    game.perform(A.AdvanceTo("next_turn"))
    assert game.state.active == "Bob"


def test_500_11_the_opponent_skips_their_next_combat_phase_only() -> None:
    game = _game(DIGNITARY)
    enter(game, "Stonehorn Dignitary")
    resolve_all(game)
    assert any(e.spec.text == "skip your next combat phase" and e.controller == "Bob"
               for e in game.state.effects)
    _to_bobs_turn(game)
    events = game.perform(A.AdvanceTo("beginning_of_combat"))
    # Bob's combat phase never began: the next one is Alice's
    assert (game.state.active, game.state.step) == ("Alice", Step.BEGINNING_OF_COMBAT)
    assert any(e.text == "Bob skips their combat phase (614.10)" for e in events)
    assert not any(e.text == "Declare attackers step begins" for e in events)
    game.perform(A.AdvanceTo("beginning_of_combat"))  # used up: Bob's next combat happens
    assert (game.state.active, game.state.step) == ("Bob", Step.BEGINNING_OF_COMBAT)


def test_614_10_the_player_skips_their_next_draw_step() -> None:
    game = _game(FATIGUE)
    fatigue = hand(game, "Fatigue")
    game.perform(A.CastSpell("Alice", fatigue, ("Bob",), (), "free"))
    resolve_all(game)
    cards = len(game.state.zone_ids(Zone.HAND, "Bob"))
    _to_bobs_turn(game)
    game.perform(A.AdvanceTo("precombat_main"))
    assert len(game.state.zone_ids(Zone.HAND, "Bob")) == cards  # no draw
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("precombat_main"))
    assert len(game.state.zone_ids(Zone.HAND, "Bob")) == cards + 1
