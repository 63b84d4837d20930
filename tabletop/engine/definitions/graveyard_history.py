"""Conditions about the cards put into graveyards this turn (read from the event history,
model/event_history.py): "if a creature card was put into your graveyard from anywhere
this turn"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.history_conditions import event_history

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext


@dataclass(frozen=True, slots=True)
class CardToGraveyardThisTurn(Condition):
    """A card with all of `types` (rule words, "creature") and, when given, one of
    `subtypes` was put into a graveyard this turn; `yours`: into your graveyard (a card
    goes to its owner's graveyard, 404.2)."""

    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    yours: bool = True
    text: str = "a card was put into your graveyard from anywhere this turn"

    def holds(self, ctx: EvalContext) -> bool:
        history = event_history(ctx)
        if history is None:
            return False
        return any((not self.yours or owner == ctx.controller)
                   and set(self.types) <= set(types)
                   and (not self.subtypes or set(self.subtypes) & set(subtypes))
                   for owner, types, subtypes in history.to_graveyard)

    def describe(self) -> str:
        return self.text
