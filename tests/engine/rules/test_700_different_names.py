"""Liliana's Contract: "four or more Demons with different names" counts each name once
(603.4 intervening "if" at the beginning of the upkeep)."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import PT, CardDefinition
from tabletop.engine.model.enums import CardType
from tabletop.session.cardpool import builtin_pool

DEMONS = {f"Demon {c}": CardDefinition(f"Demon {c}", types=frozenset({CardType.CREATURE}),
                                       subtypes=("Demon",), power=PT(1), toughness=PT(1))
          for c in "ABCD"}


def wins_with(demons: list[str]) -> bool:
    pool = builtin_pool()
    game = Game(cards=lambda n: DEMONS.get(n) or pool(n))
    for player in ("Alice", "Bob"):
        game.perform(A.PutInLibrary("Plains", player, 5))
    game.perform(A.EnterBattlefield("Liliana's Contract", "Alice"))
    while game.stack():
        game.perform(A.PassPriority(str(game.state.priority)))
    for name in demons:
        game.perform(A.EnterBattlefield(name, "Alice"))
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))  # Alice's upkeep: the trigger goes on the stack
    while game.stack() and not game.state.game_over:
        game.perform(A.PassPriority(str(game.state.priority)))
    return game.player("Alice").won


@pytest.mark.parametrize(("demons", "won"), [
    (["Demon A", "Demon B", "Demon C", "Demon D"], True),
    (["Demon A", "Demon A", "Demon A", "Demon A"], False),
    (["Demon A", "Demon B", "Demon C", "Demon C"], False),
])
def test_four_demons_with_different_names(demons: list[str], won: bool) -> None:
    assert wins_with(demons) is won
