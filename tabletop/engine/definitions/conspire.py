"""702.78 conspire: "As you cast this spell, you may tap two untapped creatures you control
that share a color with it. When you do, copy it and you may choose a new target for the
copy." The answer `conspire` says the optional cost is paid; the creatures tapped are the
answer `tap` (else the engine's preselection)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.cost_steps import CostStep

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext

CONSPIRE = "conspire"  # the answer: its conspire cost is paid (702.78a)
CONSPIRE_TAPS = 2  # "tap two untapped creatures you control"


@dataclass(frozen=True, slots=True)
class ConspireTapCost(CostStep):
    """702.78a: tap two untapped creatures you control that share a color with the spell
    (105.4: a colorless spell shares a color with nothing)."""

    def describe(self) -> str:
        return "Tap two untapped creatures you control that share a color with it"


@dataclass(frozen=True, slots=True)
class ConspirePaid(Condition):
    """702.78a: "When you do" — the spell's conspire cost was paid."""

    def holds(self, ctx: EvalContext) -> bool:
        if ctx.source is None:
            return False
        info = ctx.board.obj(ctx.source).stack_info
        return info is not None and bool(info.choices.get(CONSPIRE))

    def describe(self) -> str:
        return "if its conspire cost was paid"
