"""Keywords that let a card be cast face down and turned face up (702.37 morph and
megamorph, 702.168 disguise): the card is cast as a face-down 2/2 creature spell for {3}
(702.37c, 708.2), and its controller turns the permanent face up any time they have
priority by paying the cost the keyword names (a special action, 116.2b, 702.37e)."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.definitions.abilities import Ability
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.model.mana import ManaCost

# 702.37c, 702.168a: the cost of casting a card face down
FACE_DOWN_CAST_COST = ManaCost.parse("{3}")


@dataclass(frozen=True, slots=True)
class FaceDownAbility(Ability):
    """"Morph [cost]", "Megamorph [cost]" (a +1/+1 counter as it is turned face up,
    702.37b), "Disguise [cost]" (the face-down permanent has ward {2}, 702.168a: its
    `face_down_abilities`)."""

    cost: Cost = field(default_factory=Cost)
    counters: int = 0
    face_down_abilities: tuple[Ability, ...] = ()

    @property
    def parameter_text(self) -> str:
        return self.cost.describe()
