"""Dredge (702.52): "If you would draw a card, you may mill N cards instead. If you do,
return this card from your graveyard to your hand." It functions only while the card is
in its owner's graveyard, and only if the library holds at least N cards (702.52b). The
answer `dredge` names the cards a player dredges (an empty list: draw instead); without
one, the engine's default dredges the graveyard's topmost card with dredge
(rules/replacing.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine.definitions.replacement_specs import ReplacementSpec

DREDGE = "Dredge"
DREDGED = "dredge"  # the kind of a draw replaced by dredge (rules/keyword_actions.py)


@dataclass(frozen=True, slots=True)
class DredgeInstead(ReplacementSpec):
    """702.52a: the draw becomes "mill `n`, then return the card to hand"."""

    kind: ClassVar[str] = "dredge"
    n: int = 1

    def describe(self) -> str:
        return f"if you would draw a card, mill {self.n} and return this card to your hand"
