"""Control changes: layer 2 (613.1b) reads "you" as the source's controller when it
applies, so stealing Control Magic-style Auras moves their creature too (613.8a makes the
steal apply first); 302.6 holds for every change of control, continuous or one-shot."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.rules_kit import enter, library, table


def _mind_control(game_controller: str = "Alice") -> tuple[Game, int, int]:
    game = table()
    library(game, "Alice")
    library(game, "Bob")
    bears = enter(game, "Grizzly Bears", "Bob")
    aura = enter(game, "Mind Control", game_controller, attached_to=bears)
    return game, bears, aura


def test_613_1b_control_magic_gives_its_controller_the_creature() -> None:
    game, bears, _ = _mind_control()
    assert game.controller_of(bears) == "Alice"


def test_613_8a_stealing_the_aura_moves_the_creature_too() -> None:
    """Bob gains control of Mind Control: "you" is now Bob, whatever the timestamps (the
    control change of the Aura is a dependency of the Aura's own effect)."""
    game, bears, aura = _mind_control()
    game.perform(A.GainControl(aura, "Bob"))
    assert game.controller_of(aura) == "Bob"
    assert game.controller_of(bears) == "Bob"


def test_302_6_a_creature_taken_this_turn_cant_attack_or_tap() -> None:
    """Alice takes Bob's creature with an Aura (a continuous effect, not a tabletop move):
    it has not been under her control since her turn began, so it can't attack."""
    game, bears, _ = _mind_control()
    assert not game.obj(bears).controlled_since_turn_start
    game.perform(A.AdvanceTo("declare_attackers"))
    with pytest.raises(A.IllegalAction, match=r"302\.6"):
        game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    # next turn of Alice's it has been hers since the turn began: it may attack
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    assert game.state.active == "Alice"
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    assert game.obj(bears).attacking == "Bob"
