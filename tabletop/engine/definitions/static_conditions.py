"""Conditions and numbers of "as long as" static abilities (611.3a) about the whole game:
"as long as a library has twenty or fewer cards in it", "for each opponent whose life
total is less than half their starting life total" (103.4)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.expressions import EvalContext, Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.model.enums import Zone


@dataclass(frozen=True, slots=True)
class SomeLibraryAtMost(Condition):
    """"as long as a library has twenty or fewer cards in it": any player's library."""

    most: int

    def holds(self, ctx: EvalContext) -> bool:
        return any(sum(1 for _ in ctx.board.objects_in(Zone.LIBRARY, p)) <= self.most
                   for p in ctx.board.players())

    def describe(self) -> str:
        return f"a library has {self.most} or fewer cards in it"


@dataclass(frozen=True, slots=True)
class OpponentsBelowHalfLife(Expr):
    """The opponents whose life total is less than half their starting life total (no
    rounding, 103.4): 2 x life < starting life."""

    def evaluate(self, ctx: EvalContext) -> int:
        return sum(1 for p in ctx.board.opponents(ctx.controller)
                   if 2 * ctx.board.player(p).life < ctx.board.player(p).starting_life)

    def describe(self) -> str:
        return "the number of opponents whose life total is less than half their starting one"


@dataclass(frozen=True, slots=True)
class TopOfLibraryIs(Condition):
    """"as long as the top card of your library is black" (the controller's library)."""

    filter: ObjectFilter

    def holds(self, ctx: EvalContext) -> bool:
        library = list(ctx.board.objects_in(Zone.LIBRARY, ctx.controller))
        return bool(library) and self.filter.matches(ctx.board, library[-1], ctx.source,
                                                     ctx.controller)

    def describe(self) -> str:
        return f"the top card of your library is a {self.filter.describe()}"
