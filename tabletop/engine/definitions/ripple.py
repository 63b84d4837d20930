"""702.60 ripple: "When you cast this spell, you may reveal the top N cards of your
library. If you do, you may cast spells that have the same name as this spell from among
cards revealed this way without paying their mana cost. Put all revealed cards not cast
this way on the bottom of your library in any order." The answer `may` (yes unless told)
says whether to reveal; each card of that name is cast (targets: the engine's
preselection, opponents first); the rest go to the bottom in the order revealed."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction


@dataclass(frozen=True, slots=True)
class Ripple(Instruction):
    n: int = 4

    def describe(self) -> str:
        return f"ripple {self.n}"
