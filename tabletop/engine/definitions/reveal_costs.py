"""601.2b: "As an additional cost to cast this spell, reveal a Kithkin card from your hand
or pay {3}": revealing a card of a kind from the hand as a cost (the card stays there)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.cost_steps import CostStep

if TYPE_CHECKING:
    from tabletop.engine.definitions.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class RevealFromHandCost(CostStep):
    """Reveal one card `filter` matches from your hand."""

    filter: ObjectFilter

    def describe(self) -> str:
        return f"Reveal a {self.filter.describe()} card from your hand"
