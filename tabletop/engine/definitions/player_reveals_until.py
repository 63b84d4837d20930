"""701.16: a player reveals cards from the top of their own library until enough cards
match: "Its controller reveals cards from the top of their library until they reveal a land
card" (Destroy the Evidence), "... until four land cards are revealed" (Mind Funeral); the
cards revealed are then "those cards", "all cards revealed this way" (RevealedRef)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import Instruction, PlayerRef


@dataclass(frozen=True, slots=True)
class PlayerRevealsUntil(Instruction):
    """Each player `who` names reveals from the top of their library until `count` cards
    matching `filter` are revealed or the library is all revealed."""

    who: PlayerRef
    filter: ObjectFilter
    count: int = 1

    def describe(self) -> str:
        return f"{self.who.describe()} reveals cards until {self.count} " \
               f"{self.filter.describe()} card(s)"
