"""Phasing (702.26): "~ phases out", "Target creature phases out", "All lands you control
phase out" (handler: rules/phasing.py)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction, Ref

# marks on a phased-out permanent (`GameObject.chosen`): who controlled it as it phased
# out (502.1: it phases in during that player's untap step), and the permanent it phased
# out with when it phased out indirectly (702.26g: it phases in with that one)
PHASED_OUT_BY = "phased_out_by"
PHASED_OUT_WITH = "phased_out_with"


@dataclass(frozen=True, slots=True)
class PhaseOut(Instruction):
    """702.26: the permanents `what` names phase out (those attached to them with them)."""

    what: Ref

    def describe(self) -> str:
        return f"{self.what.describe()} phases out"
