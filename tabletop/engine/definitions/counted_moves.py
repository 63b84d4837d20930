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


@dataclass(frozen=True, slots=True)
class RepeatFor(Instruction):
    """"For each creature card exiled this way, create a 2/2 black Zombie creature token":
    `steps` followed once for each one `times` counts (608.2c)."""

    times: Expr
    steps: tuple[Instruction, ...]

    def describe(self) -> str:
        return f"for each of {self.times.describe()}: " + \
            "; ".join(i.describe() for i in self.steps)


@dataclass(frozen=True, slots=True)
class EachMovedControllerDoes(Instruction):
    """"For each creature destroyed this way, its controller creates a 4/4 red Dragon
    creature token": inside a CountDestroyed, `steps` once for each object it moved, the
    player who controlled that object being ACTING (each_player_own); CountDestroyed
    writes those players into `controllers` as it runs."""

    steps: tuple[Instruction, ...]
    controllers: tuple[str, ...] = ()

    def describe(self) -> str:
        return "for each one moved this way, its controller: " + \
            "; ".join(i.describe() for i in self.steps)
