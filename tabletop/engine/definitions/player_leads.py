"""Conditions on the controller leading every opponent (602.5b, 603.4, 611.3a): "if you
have more cards in hand than each opponent", "if you have more life than each opponent"."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.expressions import EvalContext
from tabletop.engine.model.enums import Zone


def _measure(ctx: EvalContext, player: str, measure: str) -> int:
    if measure == "life":
        return ctx.board.player(player).life
    return sum(1 for _ in ctx.board.objects_in(Zone.HAND, player))


@dataclass(frozen=True, slots=True)
class YouHaveMoreThanEach(Condition):
    """The controller has more cards in hand (`measure` "hand") or more life ("life")
    than each opponent (with no opponent, it holds)."""

    measure: str

    def holds(self, ctx: EvalContext) -> bool:
        mine = _measure(ctx, ctx.controller, self.measure)
        return all(_measure(ctx, p, self.measure) < mine
                   for p in ctx.board.opponents(ctx.controller))

    def describe(self) -> str:
        what = "cards in hand" if self.measure == "hand" else "life"
        return f"you have more {what} than each opponent"
