"""Amplify (702.38): "As this object enters, you may reveal any number of cards from your
hand that share a creature type with it. This permanent enters with N additional +1/+1
counters on it for each card revealed this way." The engine's default answer reveals every
such card (revealing only shows them); the count is read as the permanent enters
(rules/entering.py's "enters with counters", 614.1c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.model.enums import Zone
from tabletop.engine.model.subtypes import CREATURE_TYPES

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext


@dataclass(frozen=True, slots=True)
class AmplifiedCards(Expr):
    """The cards in the entering permanent's controller's hand that share a creature type
    with it (702.38a: not itself, not other cards entering with it)."""

    def evaluate(self, ctx: EvalContext) -> int:
        me = ctx.affected if ctx.affected is not None else ctx.source
        if me is None:
            return 0
        kinds = set(ctx.board.chars(me).subtypes) & CREATURE_TYPES
        if not kinds:
            return 0
        return sum(1 for o in ctx.board.objects_in(Zone.HAND, ctx.controller)
                   if o != me and kinds & set(ctx.board.chars(o).subtypes))

    def describe(self) -> str:
        return "the cards revealed from your hand that share a creature type with it"
