"""Counts past the first few (107.1): "for each creature blocking it beyond the first"."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.expressions import EvalContext, Expr


@dataclass(frozen=True, slots=True)
class Beyond(Expr):
    """`count` less the first `first` of them, never below zero."""

    count: Expr
    first: int = 1

    def evaluate(self, ctx: EvalContext) -> int:
        return max(0, self.count.evaluate(ctx) - self.first)

    def describe(self) -> str:
        return f"{self.count.describe()} beyond the first {self.first}"
