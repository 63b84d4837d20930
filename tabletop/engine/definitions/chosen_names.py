"""614.12, 201.3: "As ~ enters, choose a card name" (Pithing Needle), "choose a nonland
card name" (Voidstone Gargoyle), "choose a noncreature, nonland card name" (Council of the
Absolute). The name is kept in GameObject.chosen under `card_name` (the choices key the
cast carries); "with the chosen name" filters read it (ObjectFilter.chosen_name)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.filters import CHOSEN_CARD_NAME
from tabletop.engine.definitions.replacement_specs import EntersWithChoice
from tabletop.engine.model.enums import CardType


@dataclass(frozen=True, slots=True)
class EntersNamingCard(EntersWithChoice):
    """614.12: "As ~ enters, choose a [nonland] card name"; `not_types`: the card types a
    named card may not have (201.3)."""

    choose: str = CHOSEN_CARD_NAME
    not_types: frozenset[CardType] = frozenset()
    look_at_hand: bool = False  # "look at an opponent's hand, then choose any card name"

    def describe(self) -> str:
        limits = "".join(f"non{t.value.lower()}, " for t in sorted(self.not_types,
                                                                     key=lambda t: t.value))
        look = "look at an opponent's hand, then " if self.look_at_hand else ""
        return (f"as it enters, {look}choose a {limits.rstrip(', ')}"
                f"{' ' if limits else ''}card name")
