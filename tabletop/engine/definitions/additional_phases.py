"""Additional phases (500.8): "After this phase, there is an additional combat phase",
"After this main phase, there is an additional combat phase followed by an additional main
phase" (Relentless Assault)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction


@dataclass(frozen=True, slots=True)
class AdditionalCombat(Instruction):
    """500.8: a combat phase added directly after this phase, and with `then_main` an
    additional main phase after it (a postcombat main phase, 505.1a)."""

    then_main: bool = False

    def describe(self) -> str:
        more = " followed by an additional main phase" if self.then_main else ""
        return f"after this phase, there is an additional combat phase{more}"
