"""305.2: "if you played a land this turn" (the controller's land plays this turn)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.expressions import EvalContext


@dataclass(frozen=True, slots=True)
class YouPlayedALand(Condition):
    """The controller played a land this turn (305.2: counted per turn)."""

    def holds(self, ctx: EvalContext) -> bool:
        return ctx.board.player(ctx.controller).lands_played > 0

    def describe(self) -> str:
        return "you played a land this turn"
