""""Distribute two +1/+1 counters among one or two target creatures" (601.2d: the division
is announced as the spell is cast, each target getting at least one). Handler:
rules/distributed_counters.py."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.instructions import Instruction


@dataclass(frozen=True, slots=True)
class DistributeCounters(Instruction):
    """Put `amount` counters of `kind` on the targets, divided as announced (choices
    "distribute", as a divided amount of damage is)."""

    kind: str
    amount: Expr

    def describe(self) -> str:
        return f"distribute {self.amount.describe()} {self.kind} counters among the targets"
