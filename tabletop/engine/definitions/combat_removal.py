"""Removing a creature from combat by an instruction (506.4): "you may untap it and remove
it from combat", "remove target attacking or blocking creature from combat"."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction, Ref


@dataclass(frozen=True, slots=True)
class RemoveFromCombat(Instruction):
    """506.4: each object `what` names stops being an attacking, blocking, blocked or
    unblocked creature."""

    what: Ref

    def describe(self) -> str:
        return f"remove {self.what.describe()} from combat"
