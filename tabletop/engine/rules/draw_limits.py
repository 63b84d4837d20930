"""121, 101.2: a player an effect limits to one card drawn each turn draws no more once
they have drawn one this turn (the turn's draws: state.history.drawn); a draw that can't
happen isn't replaced either (614.7-like: nothing is there to replace)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.draw_limits import ONE_DRAW_EACH_TURN

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def draw_forbidden(game: Game, player: str) -> bool:
    """True when `player` already drew a card this turn and an effect allows only one."""
    if game.state.history.drawn.get(player, 0) < 1:
        return False
    return bool(game.rule_effects_for(ONE_DRAW_EACH_TURN, player))
