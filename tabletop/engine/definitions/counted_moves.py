"""Counting what an instruction did (608.2c): "Destroy all creatures. You gain 1 life for
each creature destroyed this way." (Fumigate)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.expressions import EvalContext, Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import Instruction


@dataclass(frozen=True, slots=True)
class DestroyedThisWay(Expr):
    """"for each creature destroyed this way": written in by CountDestroyed as it runs."""

    def evaluate(self, ctx: EvalContext) -> int:
        raise KeyError("'destroyed this way' outside the instruction that counts it")

    def describe(self) -> str:
        return "the number destroyed this way"


@dataclass(frozen=True, slots=True)
class CountDestroyed(Instruction):
    """`inner` destroys (its `what`), then `then` follows with DestroyedThisWay the number
    of those matching `filter` that it put into a graveyard (or elsewhere, by a
    replacement) from the battlefield."""

    inner: Instruction
    filter: ObjectFilter
    then: tuple[Instruction, ...]

    def describe(self) -> str:
        return "; ".join(i.describe() for i in (self.inner, *self.then))
