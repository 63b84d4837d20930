""""the sacrificed creature's power" (118.3, 608.2h): a value of the permanent the cost
of the resolving ability sacrificed, as it last existed (603.10)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext

# the key under which an activated ability on the stack keeps what its cost sacrificed
SACRIFICED = "sacrificed"


@dataclass(frozen=True, slots=True)
class SacrificedStat(Expr):
    """Power, toughness or mana value of the permanent sacrificed to pay the cost of the
    ability resolving now (it is the top of the stack until it has resolved, 608.2)."""

    stat: str  # "power", "toughness", "mana_value"

    def evaluate(self, ctx: EvalContext) -> int:
        return cost_object_stat(ctx, SACRIFICED, self.stat)

    def describe(self) -> str:
        return f"the sacrificed permanent's {self.stat.replace('_', ' ')}"


def cost_object_stat(ctx: EvalContext, key: str, stat: str) -> int:
    """A stat of the permanent the cost of the ability resolving now (the top of the stack
    until it has resolved, 608.2) kept under `key`, as it is or last existed (603.10)."""
    state = getattr(ctx.board, "state", None)
    if state is None:
        return 0
    stack = state.zone_ids(Zone.STACK)
    info = state.objects[stack[-1]].stack_info if stack else None
    paid = info.choices.get(key) if info is not None else None
    known = getattr(ctx.board, "known_chars", None)
    if not isinstance(paid, int) or known is None:
        return 0
    chars = known(paid)
    if chars is None:
        return 0
    value = getattr(chars, stat, 0)
    return int(value() if callable(value) else value or 0)
