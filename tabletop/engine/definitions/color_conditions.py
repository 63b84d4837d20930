"""Conditions about the most common color among all permanents (105.1; the Djinn of
Mirage: "as long as blue is the most common color among all permanents or is tied for most
common", Heroic Defiance: "unless it shares a color with the most common color ...").
A permanent of two colors counts for each of them."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.filters import COLORS, TYPES
from tabletop.engine.model.enums import Color, Zone

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext


def most_common_colors(ctx: EvalContext) -> frozenset[Color]:
    """The color(s) most permanents have, tied ones all; none when no permanent has one."""
    counts: Counter[Color] = Counter()
    for oid in ctx.board.objects_in(Zone.BATTLEFIELD):
        counts.update(ctx.board.chars(oid).colors)
    if not counts:
        return frozenset()
    top = max(counts.values())
    return frozenset(c for c, n in counts.items() if n == top)


@dataclass(frozen=True, slots=True)
class MostCommonColor(Condition):
    """"as long as blue is the most common color among all permanents or is tied for most
    common"."""

    color: Color

    def holds(self, ctx: EvalContext) -> bool:
        return self.color in most_common_colors(ctx)

    @property
    def reads(self) -> frozenset[str]:
        return frozenset({COLORS, TYPES})

    def describe(self) -> str:
        return f"{self.color.name.lower()} is the most common color among all permanents " \
               "or tied for it"


@dataclass(frozen=True, slots=True)
class HostSharesMostCommonColor(Condition):
    """"unless it shares a color with the most common color among all permanents or a color
    tied for most common" (it: the enchanted creature)."""

    def holds(self, ctx: EvalContext) -> bool:
        if ctx.source is None:
            return False
        host = ctx.board.obj(ctx.source).attached_to
        if host is None:
            return False
        return bool(ctx.board.chars(host).colors & most_common_colors(ctx))

    @property
    def reads(self) -> frozenset[str]:
        return frozenset({COLORS, TYPES})

    def describe(self) -> str:
        return "it shares a color with the most common color among all permanents"
