"""Keep some, lose the rest: "Each player chooses three permanents they control, then
sacrifices the rest." (Razia's Purification), "Destroy the rest." (Divine Reckoning)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import Instruction, PlayerRef


@dataclass(frozen=True, slots=True)
class ActOnRest(Instruction):
    """Every permanent matching `filter` that a player `who` names controls and that the
    ChooseObjects before did not choose is sacrificed (`sacrifice`) or destroyed, all at
    the same time (701.21a, 701.8a)."""

    filter: ObjectFilter
    who: PlayerRef
    sacrifice: bool = True

    def describe(self) -> str:
        verb = "sacrifice" if self.sacrifice else "destroy"
        return f"{verb} the other {self.filter.describe()}"
