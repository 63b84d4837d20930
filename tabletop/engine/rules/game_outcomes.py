"""104.3, 104.2: whether a player may lose or win the game now: effects say "can't lose
the game", "can't win the game" or "don't lose the game for having 0 or less life"
(definitions/game_outcomes.py). Asked only when a player would lose or win."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.game_outcomes import CANT_LOSE, CANT_WIN

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def may_lose(game: Game, player: str, reason: str | None = None) -> bool:
    """False while an effect says the player can't lose (the game goes on, 104.3); one
    limited to `only` a reason (704.5a's 0 or less life) stops that reason alone."""
    for effect in game.rule_effects_for(CANT_LOSE, player, default="you"):
        only = effect.change.param("only")
        if only is None or only == reason:
            return False
    return True


def may_win(game: Game, player: str) -> bool:
    return not game.rule_effects_for(CANT_WIN, player, default="you")
