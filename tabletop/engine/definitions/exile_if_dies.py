""""If that creature would die this turn, exile it instead." / "If a creature dealt damage
this way would die this turn, exile it instead." (614.1a, 700.4): a replacement effect
until end of turn on the objects named as the instruction is followed (611.2c)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import Instruction, Ref

# the param that makes a DIE_EXILE_INSTEAD effect apply to exactly the objects it affects,
# whoever controls them (rules/replacing.py)
ONLY_THESE = "only_these"


@dataclass(frozen=True, slots=True)
class ExileIfDiesThisTurn(Instruction):
    """`on`: the objects a reference names ("that creature"); else those this spell or
    ability's source dealt damage to this turn that `damaged` matches ("a creature
    dealt damage this way", "a permanent dealt damage by ~")."""

    on: Ref | None = None
    damaged: ObjectFilter | None = None

    def describe(self) -> str:
        who = "that object" if self.on is not None else "each object dealt damage this way"
        return f"if {who} would die this turn, exile it instead"
