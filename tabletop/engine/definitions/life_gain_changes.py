"""614.1a: replacements of gaining life: "If you would gain life, you gain twice that much
life instead" (Boon Reflection), "If an opponent would gain life, that player loses that
much life instead" (Tainted Remedy)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine.definitions.replacement_specs import ReplacementSpec


@dataclass(frozen=True, slots=True)
class LifeGainChange(ReplacementSpec):
    """Life `whose` ("you" or "opponent", from its controller's side) would gain: `times`
    as much, or (`lose`) that much life lost instead."""

    kind: ClassVar[str] = "life_gain_change"
    whose: str = "you"
    times: int = 1
    lose: bool = False

    def describe(self) -> str:
        who = "you" if self.whose == "you" else "an opponent"
        then = "that player loses that much life" if self.lose else \
            f"{self.times}× that much life is gained"
        return f"if {who} would gain life, {then} instead"
