"""702.69a gravestorm: "When you cast this spell, copy it for each permanent that was put
into a graveyard from the battlefield this turn" (counted as the trigger resolves; the
history keeps each such permanent, model/event_history.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.history_conditions import event_history

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext


@dataclass(frozen=True, slots=True)
class PermanentsToGraveyardThisTurn(Expr):
    def evaluate(self, ctx: EvalContext) -> int:
        history = event_history(ctx)
        return len(history.died_permanents) if history is not None else 0

    def describe(self) -> str:
        return "the number of permanents put into a graveyard from the battlefield this turn"
