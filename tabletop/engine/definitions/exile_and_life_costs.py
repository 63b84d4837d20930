"""More parts of activation costs (118, 602.2b): processing a card an opponent owns from
exile ("Put a card an opponent owns from exile into that player's graveyard"), paying half
your life, exiling a permanent you control, sacrificing all of a kind. Checked and paid in
rules/cost_steps.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.cost_steps import CostStep

if TYPE_CHECKING:
    from tabletop.engine.definitions.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class ProcessCost(CostStep):
    """"Put a card an opponent owns from exile into that player's graveyard" (the Eldrazi
    processors): a card in exile an opponent of the payer owns (the answer `choose`)."""

    def describe(self) -> str:
        return "Put a card an opponent owns from exile into that player's graveyard"


@dataclass(frozen=True, slots=True)
class PayHalfLifeCost(CostStep):
    """"Pay half your life, rounded up" (119.4: always payable, half of 0 life is 0)."""

    round_up: bool = True

    def describe(self) -> str:
        return f"Pay half your life, rounded {'up' if self.round_up else 'down'}"


@dataclass(frozen=True, slots=True)
class ExilePermanentCost(CostStep):
    """"Exile a creature you control": one permanent of the payer's (the answer `exile`)."""

    filter: ObjectFilter

    def describe(self) -> str:
        return f"Exile a {self.filter.describe()} you control"


@dataclass(frozen=True, slots=True)
class SacrificeAllCost(CostStep):
    """"Sacrifice all lands you control" (payable with none: 118.3 asks for all there are)."""

    filter: ObjectFilter

    def describe(self) -> str:
        return f"Sacrifice all {self.filter.describe()} you control"
