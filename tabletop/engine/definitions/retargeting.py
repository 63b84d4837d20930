"""Changing the targets of a spell or ability on the stack (115.7): "Change the target of
target spell with a single target" (Swerve), "You may change the targets of target instant
or sorcery spell" (Goblin Flectomancer)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction, Ref


@dataclass(frozen=True, slots=True)
class ChangeTheTarget(Instruction):
    """115.7a: the spell's single target becomes another legal one (the answer
    `new_targets`; nothing changes when there is none); `any_targets` (115.7d): each of
    its targets may become another legal target (the answer `new_targets`, all of them in
    order; an answer that isn't legal keeps that target)."""

    what: Ref
    any_targets: bool = False

    def describe(self) -> str:
        which = "the targets" if self.any_targets else "the target"
        return f"change {which} of {self.what.describe()}"
