"""A value of a card the resolving ability moved ("Exile target creature card from a
graveyard. You gain life equal to that card's toughness"), read by rules/resolution.py
through `Of` with the card as the affected object."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.expressions import Expr

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext


@dataclass(frozen=True, slots=True)
class MovedCardStat(Expr):
    """608.2h: `stat` ("power", "toughness") of the affected card; once the effect moved it,
    the object it became (400.7) is read, as the card is the same in both public zones."""

    stat: str

    def evaluate(self, ctx: EvalContext) -> int:
        if ctx.affected is None:
            return 0
        state = getattr(ctx.board, "state", None)
        oid = state.newest(ctx.affected) if state is not None else ctx.affected
        return int(getattr(ctx.board.chars(oid), self.stat, 0) or 0)

    def describe(self) -> str:
        return f"that card's {self.stat}"
