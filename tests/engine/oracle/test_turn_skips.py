"""614.10: "you skip your next turn": the next turn that player would take doesn't happen;
"your next two turns" skips two. 500.7: an extra turn comes after this one."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

EATER = card("Eater of Days", "Artifact Creature — Leviathan",
             "Flying, trample\nWhen Eater of Days enters, you skip your next two turns.", "{4}",
             "9/8")
MANTA = card("Wormfang Manta", "Creature — Nightmare Fish Beast",
             "Flying\nWhen Wormfang Manta enters, you skip your next turn.\nWhen Wormfang "
             "Manta leaves the battlefield, you take an extra turn after this one.",
             "{5}{U}{U}", "6/1")


def _game() -> Game:
    game = table(EATER, MANTA)
    library(game, "Alice", 20)
    library(game, "Bob", 20)
    return game


def _next_turn(game: Game) -> str:
    game.perform(A.AdvanceTo("next_turn"))
    return game.state.active


def test_614_10_the_eater_skips_your_next_two_turns() -> None:
    game = _game()
    enter(game, "Eater of Days")
    resolve_all(game)
    assert [_next_turn(game) for _ in range(4)] == ["Bob", "Bob", "Bob", "Alice"]


def test_614_10_the_manta_skips_one_turn_and_its_leaving_gives_one_back() -> None:
    game = _game()
    manta = enter(game, "Wormfang Manta")
    resolve_all(game)
    assert [_next_turn(game) for _ in range(2)] == ["Bob", "Bob"]
    assert _next_turn(game) == "Alice"
    game.perform(A.DestroyObject(manta))
    resolve_all(game)
    assert [_next_turn(game) for _ in range(2)] == ["Alice", "Bob"]  # 500.7


def test_614_10_the_skip_is_used_up() -> None:
    game = _game()
    enter(game, "Wormfang Manta")
    resolve_all(game)
    skips = [e for e in game.state.effects if e.spec.text == "skip your next turn"]
    _next_turn(game)  # Bob's turn: the effect waits for Alice's
    assert [e for e in game.state.effects if e.spec.text == "skip your next turn"] == skips
    _next_turn(game)  # Alice's turn is skipped: Bob again, and the effect is gone
    assert not [e for e in game.state.effects if e.spec.text == "skip your next turn"]
