""""At the beginning of combat on your turn, choose an opponent at random. ~ attacks that
player this combat if able." (Raving Dead): a requirement bound to the chosen player
(508.1d), only for this combat (511.3), from Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.session.cardpool import builtin_pool
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all

RAVING_DEAD = card("Raving Dead", "Creature — Zombie",
                   "Deathtouch\nAt the beginning of combat on your turn, choose an opponent at "
                   "random. Raving Dead attacks that player this combat if able.\nWhenever "
                   "Raving Dead deals combat damage to a player, that player loses half their "
                   "life, rounded down.", "{4}{B}", "2/6")


def _game(players: tuple[str, ...], seed: int) -> tuple[Game, int, str]:
    """Raving Dead's trigger resolved at the beginning of combat; the player chosen."""
    pool = builtin_pool()

    def lookup(name: str) -> CardDefinition:
        return RAVING_DEAD if name == RAVING_DEAD.name else pool(name)

    game = Game(players, cards=lookup, seed=seed)
    for p in players:
        library(game, p)
    dead = enter(game, "Raving Dead")
    game.obj(dead).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("beginning_of_combat"))
    events = resolve_all(game)
    chosen = next(e for e in events if e.kind == "choose_random").text.split()[2]
    game.perform(A.AdvanceTo("declare_attackers"))
    return game, dead, chosen


def test_508_1d_it_must_attack_the_chosen_player() -> None:
    game, dead, chosen = _game(("Alice", "Bob"), 0)
    assert chosen == "Bob"  # the only opponent
    with pytest.raises(IllegalAction, match="attacks Bob this combat if able"):
        game.perform(A.DeclareAttackers("Alice", (), "Bob"))
    game.perform(A.DeclareAttackers("Alice", (dead,), "Bob"))
    assert game.obj(dead).attacking == "Bob"


@pytest.mark.parametrize("seed", range(6))
def test_508_1d_not_another_opponent(seed: int) -> None:
    game, dead, chosen = _game(("Alice", "Bob", "Carol"), seed)
    other = "Carol" if chosen == "Bob" else "Bob"
    with pytest.raises(IllegalAction, match=f"attacks {chosen} this combat if able"):
        game.perform(A.DeclareAttackers("Alice", (dead,), other))
    game.perform(A.DeclareAttackers("Alice", (dead,), chosen))
    assert game.obj(dead).attacking == chosen


def test_random_choice_reaches_each_opponent() -> None:
    picked = {_game(("Alice", "Bob", "Carol"), seed)[2] for seed in range(12)}
    assert picked == {"Bob", "Carol"}


def test_511_3_the_requirement_ends_with_the_combat() -> None:
    game, dead, _ = _game(("Alice", "Bob"), 0)
    game.perform(A.DeclareAttackers("Alice", (dead,), "Bob"))
    resolve_all(game)

    def requirements() -> list[str]:
        return [e.spec.text for e in game.state.effects if e.spec.text.startswith("attacks")]

    assert requirements() == ["attacks Bob this combat if able"]
    game.perform(A.AdvanceTo("postcombat_main"))
    assert requirements() == []
