"""Numbers read from this turn's damage events (120): "where X is the amount of damage
dealt to it this turn" (its last known id when it has left the battlefield, 603.10)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.history_conditions import event_history

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext


@dataclass(frozen=True, slots=True)
class DamageDealtToSourceThisTurn(Expr):
    """The total damage dealt this turn to the source of the ability."""

    def evaluate(self, ctx: EvalContext) -> int:
        history = event_history(ctx)
        if history is None or ctx.source is None:
            return 0
        return history.damage_to(ctx.source)

    def describe(self) -> str:
        return "the amount of damage dealt to it this turn"
