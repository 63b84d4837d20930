"""701.37 monstrosity: "Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1
counters on it and it becomes monstrous." (engine: rules/monstrosity.py)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.instructions import Instruction

MONSTROUS = "monstrous"  # 701.37b: the designation, a mark on the permanent (SourceMarked)


@dataclass(frozen=True, slots=True)
class Monstrosity(Instruction):
    """701.37a: N +1/+1 counters on this permanent, once: it becomes monstrous."""

    n: Expr

    def describe(self) -> str:
        return f"monstrosity {self.n.describe()} (701.37a)"
