"""614.1c, 614.12: "If Lotus Vale would enter, sacrifice two untapped lands instead. If you
do, put Lotus Vale onto the battlefield. If you don't, put it into its owner's graveyard."
(the permanent's own ability, applied before it enters: rules/sacrifice_to_enter.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.replacement_specs import ReplacementSpec


@dataclass(frozen=True, slots=True)
class SacrificeToEnter(ReplacementSpec):
    """Sacrifice `count` permanents of `filter` (not itself) as it would enter; if its
    controller can't, it is put into its owner's graveyard instead."""

    kind: ClassVar[str] = "sacrifice_to_enter"
    filter: ObjectFilter
    count: int = 1

    def describe(self) -> str:
        return (f"if it would enter, sacrifice {self.count} {self.filter.describe()} instead; "
                "if you don't, it is put into its owner's graveyard")
