"""Cost parts whose number is the X chosen as the spell is cast (107.3, 601.2b): "As an
additional cost to cast this spell, discard X cards" / "... discard X land cards", "...
pay X life". Checked and paid in rules/cost_steps.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.cost_steps import CostStep

if TYPE_CHECKING:
    from tabletop.engine.definitions.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class DiscardXCost(CostStep):
    """"Discard X cards" (`filter`: the kind of card, None: any)."""

    filter: ObjectFilter | None = None

    def describe(self) -> str:
        kind = f"{self.filter.describe()} " if self.filter is not None else ""
        return f"Discard X {kind}cards"


@dataclass(frozen=True, slots=True)
class PayXLifeCost(CostStep):
    """"Pay X life" (119.4: a player can pay life only up to their life total)."""

    def describe(self) -> str:
        return "Pay X life"
