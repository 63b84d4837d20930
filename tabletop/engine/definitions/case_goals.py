"""Conditions Cases are solved by (719.3a, "To solve — [condition]") that the rest of the
grammar does not read: creatures' total power, the colours among permanents (this
turn's attacks: history_conditions.CreaturesAttackedThisTurn). Each is also a plain
condition of any intervening "if" (603.4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.filters import COLORS, PT, TYPES
from tabletop.engine.model.enums import CardType, Color, Zone

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext


def _yours(ctx: EvalContext) -> list[int]:
    board = ctx.board
    return [o for o in board.objects_in(Zone.BATTLEFIELD)
            if board.controller_of(o) == ctx.controller]


@dataclass(frozen=True, slots=True)
class TotalPowerAtLeast(Condition):
    """"Creatures you control have total power 8 or greater" (208.1)."""

    at_least: int

    def holds(self, ctx: EvalContext) -> bool:
        total = 0
        for oid in _yours(ctx):
            chars = ctx.board.chars(oid)
            if CardType.CREATURE in chars.types:
                total += max(chars.power or 0, 0)
        return total >= self.at_least

    @property
    def reads(self) -> frozenset[str]:
        return frozenset({PT, TYPES})

    def describe(self) -> str:
        return f"creatures you control have total power {self.at_least} or greater"


@dataclass(frozen=True, slots=True)
class ColorsAmongYourPermanents(Condition):
    """"There are five colors among permanents you control" (105.2)."""

    at_least: int

    def holds(self, ctx: EvalContext) -> bool:
        colors: set[Color] = set()
        for oid in _yours(ctx):
            colors |= ctx.board.chars(oid).colors
        return len(colors) >= self.at_least

    @property
    def reads(self) -> frozenset[str]:
        return frozenset({COLORS})

    def describe(self) -> str:
        return f"there are {self.at_least} or more colors among permanents you control"
