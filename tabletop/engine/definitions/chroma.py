"""Chroma (207.2c ability word): "for each white mana symbol in its mana cost" — the mana
symbols of a colour in the affected object's mana cost (a hybrid symbol counts for each of
its colours). Those "in the mana costs of permanents you control" are devotion (700.5)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.model.enums import Color

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext


@dataclass(frozen=True, slots=True)
class ManaSymbolsOfAffected(Expr):
    """The `color` mana symbols in the mana cost of the object affected (its own)."""

    color: str

    def evaluate(self, ctx: EvalContext) -> int:
        if ctx.affected is None:
            return 0
        wanted = Color(self.color)
        cost = ctx.board.chars(ctx.affected).mana_cost
        return sum(1 for s in cost.symbols if wanted in s.colors)

    def describe(self) -> str:
        return f"the {self.color} mana symbols in its mana cost"
