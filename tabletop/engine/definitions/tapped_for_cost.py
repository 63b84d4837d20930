""""the power of the creature tapped this way", "the tapped creature's power" (118.3,
608.2h): a value of the permanent the cost of the resolving ability tapped ("Tap an
untapped creature you control"), as it is now or last existed (603.10)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.sacrificed import cost_object_stat

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext

# the key under which an activated ability on the stack keeps the permanent its cost tapped
TAPPED_FOR_COST = "tapped_for_cost"


@dataclass(frozen=True, slots=True)
class TappedStat(Expr):
    """Power or toughness of the permanent tapped to pay the cost of the ability resolving
    now (the top of the stack until it has resolved, 608.2)."""

    stat: str  # "power", "toughness"

    def evaluate(self, ctx: EvalContext) -> int:
        return cost_object_stat(ctx, TAPPED_FOR_COST, self.stat)

    def describe(self) -> str:
        return f"the tapped permanent's {self.stat}"
