"""A permanent and what is attached to it, moved at once: "Return target creature and all
Auras attached to it to their owners' hands." (Hubris), "Destroy all Equipment attached to
that creature." (Blastfire Bolt)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import Instruction, Ref

MOVES = ("destroy", "exile", "return")


@dataclass(frozen=True, slots=True)
class WithAttached(Instruction):
    """The permanents `host` names (unless `include_host` is False) and every permanent
    matching `filter` attached to one of them (301.5, 303.4) are destroyed, exiled or
    returned to their owners' hands (`move`) together (701.8a)."""

    host: Ref
    filter: ObjectFilter
    move: str = "destroy"
    include_host: bool = True

    def describe(self) -> str:
        what = f"{self.host.describe()} and " if self.include_host else ""
        return f"{self.move} {what}all {self.filter.describe()} attached to it"
