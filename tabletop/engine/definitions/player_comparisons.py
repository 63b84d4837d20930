"""Comparing a player with their opponents (603.4, 611.2b): "if an opponent controls more
lands than you", "if an opponent has more life than you"; and the starting life total
(103.4): "if your life total is less than or equal to half your starting life total"."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.expressions import EvalContext, Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.model.enums import Zone

MEASURES = ("permanents", "hand", "life")


def _measure(ctx: EvalContext, player: str, measure: str, flt: ObjectFilter | None) -> int:
    board = ctx.board
    if measure == "life":
        return board.player(player).life
    if measure == "hand":
        return sum(1 for _ in board.objects_in(Zone.HAND, player))
    return sum(1 for oid in board.objects_in(Zone.BATTLEFIELD)
               if board.controller_of(oid) == player
               and (flt is None or flt.matches(board, oid, ctx.source, ctx.controller)))


@dataclass(frozen=True, slots=True)
class OpponentHasMore(Condition):
    """Some opponent has more than the controller: permanents matching `filter`, cards in
    hand, or life."""

    measure: str  # one of MEASURES
    filter: ObjectFilter | None = None

    def holds(self, ctx: EvalContext) -> bool:
        mine = _measure(ctx, ctx.controller, self.measure, self.filter)
        return any(_measure(ctx, p, self.measure, self.filter) > mine
                   for p in ctx.board.opponents(ctx.controller))

    @property
    def reads(self) -> frozenset[str]:
        return self.filter.reads if self.filter is not None else frozenset()

    def describe(self) -> str:
        what = {"hand": "cards in hand", "life": "life"}.get(self.measure) or \
            (self.filter.describe() if self.filter is not None else "permanents")
        verb = "controls" if self.measure == "permanents" else "has"
        return f"an opponent {verb} more {what} than you"


@dataclass(frozen=True, slots=True)
class StartingLife(Expr):
    """103.4: the controller's starting life total."""

    def evaluate(self, ctx: EvalContext) -> int:
        return ctx.board.player(ctx.controller).starting_life

    def describe(self) -> str:
        return "your starting life total"


@dataclass(frozen=True, slots=True)
class AttackingAnOpponent(Condition):
    """"Each creature that's attacking one of your opponents": the affected creature
    attacks a player who is an opponent of the effect's controller (506.2: not a
    planeswalker or battle)."""

    def holds(self, ctx: EvalContext) -> bool:
        if ctx.affected is None:
            return False
        defender = ctx.board.obj(ctx.affected).attacking
        return isinstance(defender, str) and defender in ctx.board.opponents(ctx.controller)

    def describe(self) -> str:
        return "it's attacking one of your opponents"
