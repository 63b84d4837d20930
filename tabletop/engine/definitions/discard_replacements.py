"""614.1, 701.9: "If a spell or ability an opponent controls causes you to discard ~, put
it onto the battlefield instead of putting it into your graveyard." (Loxodon Smiter): a
replacement the card applies to its own discard, from its owner's hand
(rules/discard_replacements.py); the card is still discarded."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine.definitions.replacement_specs import ReplacementSpec


@dataclass(frozen=True, slots=True)
class DiscardedToBattlefield(ReplacementSpec):
    kind: ClassVar[str] = "discarded_to_battlefield"

    def describe(self) -> str:
        return "if a spell or ability an opponent controls causes you to discard it, it's " \
               "put onto the battlefield instead of into your graveyard"
