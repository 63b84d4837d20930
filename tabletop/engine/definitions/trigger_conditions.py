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
    DEALS_DAMAGE = "deals damage"  # 120.3: "whenever ~ deals damage [to a creature]"
    IS_DEALT_DAMAGE = "is dealt damage"  # "whenever ~ is dealt damage", "you're dealt"
    GAINS_LIFE = "gains life"  # 119.9: "whenever you gain life"
    BECOMES_BLOCKED = "becomes blocked"  # 509.3c (once), 509.3d ("by a creature": each)
    UNBLOCKED = "attacks and isn't blocked"  # 509.3g: once blockers are declared


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
    # DEALS_DAMAGE: only combat damage; who is dealt it: None (anything), "player",
    # "opponent", "you", "creature", "permanent"
    combat: bool = False
    damage_to: str | None = None
    # BLOCKS / BECOMES_BLOCKED about the other creature ("blocks a creature", "becomes
    # blocked by a non-Wall creature"): it must match `combatant` and is "that creature"
    combatant: ObjectFilter | None = None
    once: bool = False  # BECOMES_BLOCKED with a combatant: once if one or more match
    targets_self: bool = False  # CAST: heroic, "whenever you cast a spell that targets ~"
    # BECOMES_TARGET: only of a spell or ability an opponent controls (ward, 702.21a); "that
    # spell or ability" is then the trigger object
    by_opponent: bool = False
    text: str = ""

    def describe(self) -> str:
        return self.text or self.event.value
