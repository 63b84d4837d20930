"""608.2c: "Sacrifice ~. If you do, ...": an instruction that may not be done (the
permanent is gone) and what follows only if it was."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction


@dataclass(frozen=True, slots=True)
class IfDone(Instruction):
    """`inner` is followed; `then` only if it was done (nothing in it failed)."""

    inner: tuple[Instruction, ...]
    then: tuple[Instruction, ...]

    def describe(self) -> str:
        return "; ".join(i.describe() for i in self.inner) + "; if done: " + \
            "; ".join(i.describe() for i in self.then)
