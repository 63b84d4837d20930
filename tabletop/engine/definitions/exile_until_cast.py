"""Exiling from the top of the library until a card fits, then casting it free (Jodah, the
Unifier; like cascade, 702.85a): "exile cards from the top of your library until you exile
a legendary nonland card with lesser mana value. You may cast that card without paying its
mana cost. Put the rest on the bottom of your library in a random order." Handler:
rules/exile_until_cast.py."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import Instruction


@dataclass(frozen=True, slots=True)
class ExileUntilCastFree(Instruction):
    """Exile from the top until a card matching `filter` (and, `lesser`, with a mana value
    less than the triggering spell's); the player may cast it free; the other exiled cards
    (and it, if not cast) go to the bottom in a random order."""

    filter: ObjectFilter
    lesser: bool = False

    def describe(self) -> str:
        lesser = " with lesser mana value" if self.lesser else ""
        return f"exile until a {self.filter.describe()}{lesser}; you may cast it free"
