"""Trigger conditions of triggered abilities (603.2): which events they look for."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop.engine.definitions.filters import ObjectFilter


class TriggerEvent(Enum):
    ENTERS = "enters"  # "When ~ enters", "Whenever another creature you control enters"
    DIES = "dies"  # put into a graveyard from the battlefield (700.4)
    PUT_INTO_GRAVEYARD = "put into a graveyard"  # from anywhere / from the battlefield
    LEAVES = "leaves"
    ATTACKS = "attacks"
    ATTACKS_ALONE = "attacks alone"
    BLOCKS = "blocks"
    DEALS_COMBAT_DAMAGE = "deals combat damage"
    DEALS_COMBAT_DAMAGE_TO_PLAYER = "deals combat damage to a player"
    BECOMES_TARGET = "becomes the target"
    BEGINNING_OF_STEP = "at the beginning of"
    DRAWS = "draws"
    CAST = "cast"
    COUNTER_PUT = "counter put"
    CHAPTER = "chapter"  # 714.2b: lore counters reach a chapter number of this Saga
    BECOMES_LEVEL = "becomes level"  # 716.2c: "When this Class becomes level N"
    STATE = "state"  # 603.8 state triggers


@dataclass(frozen=True, slots=True)
class Trigger:
    """What a triggered ability waits for.

    `subject`: "self" (this object), "other" or "any" with `filter`;
    `step` for BEGINNING_OF_STEP ("upkeep", "end", "combat"...), `whose`:
    "your", "each", "opponent", "next" for "the next end step".
    """

    event: TriggerEvent
    subject: str = "self"
    filter: ObjectFilter | None = None
    step: str | None = None
    whose: str = "your"
    from_zone: str | None = None  # "battlefield" or "anywhere" for PUT_INTO_GRAVEYARD
    level: int | None = None  # BECOMES_LEVEL: the level N
    text: str = ""

    def describe(self) -> str:
        return self.text or self.event.value
