"""Conditions about one opponent (multiplayer: any one of them): "if an opponent controls
seven or more lands", "if an opponent has no cards in hand" (the Avatars' cost)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.expressions import EvalContext
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.model.enums import Zone


@dataclass(frozen=True, slots=True)
class OpponentControlsAtLeast(Condition):
    """Some single opponent controls `count` or more permanents matching the filter."""

    filter: ObjectFilter
    count: int

    def holds(self, ctx: EvalContext) -> bool:
        board = ctx.board
        return any(
            sum(1 for oid in board.objects_in(Zone.BATTLEFIELD)
                if board.controller_of(oid) == name
                and self.filter.matches(board, oid, ctx.source, ctx.controller)) >= self.count
            for name in board.opponents(ctx.controller))

    @property
    def reads(self) -> frozenset[str]:
        return self.filter.reads

    def describe(self) -> str:
        return f"an opponent controls {self.count} or more {self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class OpponentHandEmpty(Condition):
    """Some opponent has no cards in hand."""

    def holds(self, ctx: EvalContext) -> bool:
        return any(not any(True for _ in ctx.board.objects_in(Zone.HAND, name))
                   for name in ctx.board.opponents(ctx.controller))

    def describe(self) -> str:
        return "an opponent has no cards in hand"
