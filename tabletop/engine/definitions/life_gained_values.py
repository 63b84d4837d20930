"""119.9: "the amount of life you've gained this turn" (Voracious Wurm), read from this
turn's record of events (state.history)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.history_conditions import event_history

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext


@dataclass(frozen=True, slots=True)
class LifeGainedThisTurn(Expr):
    """The life the ability's controller gained this turn (in total, 119.9)."""

    def evaluate(self, ctx: EvalContext) -> int:
        history = event_history(ctx)
        if history is None:
            return 0
        return int(history.life_gained.get(ctx.controller, 0))

    def describe(self) -> str:
        return "the amount of life you've gained this turn"
