"""Counts about one object (Gatherer of Graces: "+1/+1 for each Aura attached to it",
Armament Master: "for each Equipment attached to ~", "+1/+1 for each of its colors")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.filters import COLORS, TYPES
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext
    from tabletop.engine.definitions.filters import ObjectFilter


def _object(ctx: EvalContext, on: str) -> int | None:
    return ctx.affected if on == "affected" and ctx.affected is not None else ctx.source


@dataclass(frozen=True, slots=True)
class AttachedCount(Expr):
    """The number of permanents the filter matches attached to the object (301.5, 303.4):
    `on` "affected" (it: the object the effect is about) or "source" (~)."""

    filter: ObjectFilter
    on: str = "affected"

    def evaluate(self, ctx: EvalContext) -> int:
        oid = _object(ctx, self.on)
        if oid is None:
            return 0
        return sum(1 for o in ctx.board.objects_in(Zone.BATTLEFIELD)
                   if ctx.board.obj(o).attached_to == oid
                   and self.filter.matches(ctx.board, o, ctx.source, ctx.controller))

    @property
    def reads(self) -> frozenset[str]:
        return self.filter.reads | {TYPES}

    def describe(self) -> str:
        return f"the number of {self.filter.describe()} attached to it"


@dataclass(frozen=True, slots=True)
class ColorCount(Expr):
    """"for each of its colors" (105.2)."""

    on: str = "affected"

    def evaluate(self, ctx: EvalContext) -> int:
        oid = _object(ctx, self.on)
        return 0 if oid is None else len(ctx.board.chars(oid).colors)

    @property
    def reads(self) -> frozenset[str]:
        return frozenset({COLORS})

    def describe(self) -> str:
        return "the number of its colors"
