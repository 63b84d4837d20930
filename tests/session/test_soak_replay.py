"""Replay verification of soak-test games: random legal play recorded by a GameSession
re-executes to the same state hash after every action (`tabletop replay --verify`)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.engine.model import actions as A
from tabletop.session.cardpool import builtin_pool
from tabletop.session.session import GameSession, Setup
from tests.engine.test_soak import RandomPlayer, _grouped, deck_cards


def play_recorded_game(seed: int, actions: int, path: Path) -> GameSession:
    session = GameSession(Setup(seed=seed), builtin_pool(), record=path)
    decks = {"Alice": "white-blue-levelers.txt", "Bob": "red-green-levelers.txt"}
    for player, deck in decks.items():
        for name, count in _grouped(deck_cards(deck)):
            session.perform(A.PutInLibrary(name, player, count))
        session.perform(A.ShuffleLibrary(player))
        session.perform(A.DrawCards(player, 7))
    chooser = RandomPlayer(session.game, random.Random(seed))
    done = 0
    for _ in range(actions * 3):
        if done >= actions:
            break
        chooser.game = session.game
        action = chooser.next_action()
        if action is None:
            break
        try:
            session.perform(action)
        except A.IllegalAction:
            continue  # refused: not recorded, nothing changed (730)
        done += 1
    session.close()
    return session


@pytest.mark.parametrize("seed", [11, 12])
def test_soak_games_replay_to_the_same_hashes(seed: int, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / f"soak-{seed}.jsonl"
    session = play_recorded_game(seed, 250, path)
    assert len(session.history) > 50
    again = GameSession.from_recording(path, builtin_pool(), verify=True)
    assert again.game.state_hash() == session.game.state_hash()
    assert main(["replay", str(path), "--verify"]) == 0
    assert "every state hash matches" in capsys.readouterr().out
