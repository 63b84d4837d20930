"""402.2: a player's maximum hand size in the cleanup step (514.1): seven, or what effects
make it. Effects that set it apply first, then those that raise or lower it, each in
timestamp order (613.7-like: a number set, then changed)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.expressions import EvalContext, Expr
from tabletop.engine.definitions.hand_size import HAND_SIZE

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def maximum_hand_size(game: Game, player: str) -> int:
    size = game.state.players[player].max_hand_size
    effects = [e for e in game.rule_effects(HAND_SIZE)
               if (player == e.controller) == (e.change.param("who", "you") == "you")]
    effects.sort(key=lambda e: (not e.change.param("set", False), e.timestamp))
    for effect in effects:
        amount = effect.change.param("amount")
        n = amount.evaluate(EvalContext(game, effect.source, effect.controller)) \
            if isinstance(amount, Expr) else 0
        size = n if effect.change.param("set", False) else size + n
    return max(0, size)
