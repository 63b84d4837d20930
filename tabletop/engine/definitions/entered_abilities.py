"""614.1c: "If ~ was kicked, it enters with two +1/+1 counters on it and with first
strike" (Benalish Lancer, Kavu Titan): a permanent that enters with an ability has it from
an effect with the timestamp of its entering, for as long as it stays on the battlefield
(rules/entered_abilities.py). The counters are an EntersWithCounters of their own."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine.definitions.abilities import Ability
from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.replacement_specs import ReplacementSpec


@dataclass(frozen=True, slots=True)
class EntersWithAbilities(ReplacementSpec):
    """614.1c: "[if condition,] it enters ... with [abilities]"."""

    kind: ClassVar[str] = "enters_with_abilities"
    abilities: tuple[Ability, ...]
    condition: Condition | None = None

    def describe(self) -> str:
        what = ", ".join(a.short for a in self.abilities)
        lead = "" if self.condition is None else f"if {self.condition.describe()}, "
        return f"{lead}it enters with {what}"
