"""702.104 tribute: "Tribute N" means "As this creature enters, choose an opponent. That
player may put an additional N +1/+1 counters on it as it enters" (the opponent's answer
`tribute`: True pays it; without one it isn't paid); "if tribute wasn't paid" (702.104b)
reads the mark the permanent keeps."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.replacement_specs import ReplacementSpec

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext

TRIBUTE = "tribute"  # the answer, and the permanent's mark ("paid" / "not paid")
PAID = "paid"


@dataclass(frozen=True, slots=True)
class Tribute(ReplacementSpec):
    """614.1c, 614.12: it enters with N more +1/+1 counters if the opponent pays."""

    kind: ClassVar[str] = "tribute"
    n: int

    def describe(self) -> str:
        return f"as it enters, an opponent of your choice may put {self.n} +1/+1 " \
               "counter(s) on it (tribute)"


@dataclass(frozen=True, slots=True)
class TributeNotPaid(Condition):
    """702.104b: "if tribute wasn't paid"."""

    def holds(self, ctx: EvalContext) -> bool:
        if ctx.source is None:
            return False
        return ctx.board.obj(ctx.source).chosen.get(TRIBUTE) != PAID

    def describe(self) -> str:
        return "tribute wasn't paid"
