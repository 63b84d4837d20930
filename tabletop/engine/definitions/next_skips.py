""""Target player skips their next untap step / draw step / combat phase" (614.10, 500.11):
an effect on that player, used up by the next such step or phase of their turn
(rules/next_skips.py)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction, PlayerRef
from tabletop.engine.definitions.replacement_specs import RULE_KINDS

SKIP_NEXT_STEP = "skip_next_step"  # param SKIPPED: "untap", "draw" or "combat" (a phase)
SKIPPED = "step"
RULE_KINDS[SKIP_NEXT_STEP] = "its controller skips their next such step or phase (614.10)"
SKIPPABLE = {"untap": "untap step", "draw": "draw step", "combat": "combat phase"}


@dataclass(frozen=True, slots=True)
class SkipNext(Instruction):
    """`who` skips their next `step` (a key of SKIPPABLE)."""

    who: PlayerRef
    step: str

    def describe(self) -> str:
        return f"{self.who.describe()} skips their next {SKIPPABLE[self.step]}"
