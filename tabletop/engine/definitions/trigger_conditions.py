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
    DISCARDS = "discards"  # 701.9: "whenever a player discards a card"
    CYCLES = "cycles"  # 702.29c: "when you cycle ~", "whenever a player cycles a card"
    BECOMES_TAPPED = "becomes tapped"  # 701.26a: "whenever ~ becomes tapped"
    BECOMES_UNTAPPED = "becomes untapped"  # 701.26b: inspired, "whenever ~ becomes untapped"
    ATTACKS_WITH_OTHERS = "attacks with others"  # battalion: "~ and at least two others"
    SACRIFICES = "sacrifices"  # 701.17: "whenever you sacrifice a creature"
    TRANSFORMS = "transforms"  # 701.27: "whenever this creature transforms into ~"
    TURNED_FACE_UP = "is turned face up"  # 708.8: "When ~ is turned face up"
    CAST_THIS = "cast this spell"  # "When you cast this spell" (storm 702.40a)
    EXILED_WITH_MADNESS = "exiled this way"  # 702.35a: "When this card is exiled this way"
    LAST_TIME_COUNTER = "last time counter removed"  # 702.62a suspend
    ATTACKS_MOST_LIFE = "attacks the player with the most life"  # 702.105a dethrone
    ATTACKS_WHILE_MOST_LIFE = "attacks while you have the most life"  # 603.2 (rules time)
    ATTACKS_YOU = "attacks you"  # 508.1: a creature attacking you (its defending player)
    # 508.1, 303.4: "whenever enchanted player is attacked", "whenever a player attacks
    # enchanted player with one or more creatures" (rules/enchanted_players.py)
    ENCHANTED_PLAYER_ATTACKED = "enchanted player is attacked"
    PHASES_OUT = "phases out"  # 702.26: "whenever ~ phases out" (rules/phasing.py)
    PHASES_IN = "phases in"  # 702.26: "whenever ~ phases in"
    # 701.3: "Whenever ~ becomes unattached from a permanent" (rules/unattach_triggers.py)
    UNATTACHED = "becomes unattached"
    BECOMES_RENOWNED = "becomes renowned"  # 702.112: (rules/renown_triggers.py)
    EXPLORES = "explores"  # 701.44c: "whenever a creature you control explores" (same)
    BECOMES_MONSTROUS = "becomes monstrous"  # 701.37c (rules/monstrosity.py)
    # 510.2: "whenever one or more creatures you control deal combat damage to a player":
    # once for each player dealt combat damage at once (rules/combat_damage_batches.py)
    ONE_OR_MORE_COMBAT_DAMAGE = "one or more deal combat damage to a player"
    CREWS = "crews a Vehicle"  # 702.122c: "whenever ~ crews a Vehicle" (rules/crew_triggers.py)
    SHUFFLES = "shuffles a library"  # 701.20: (rules/shuffle_triggers.py)
    PLAYS_LAND = "plays a land"  # 305.1: "whenever an opponent plays a land"
    SCRIES = "scry"  # 701.22: "whenever you scry"
    SURVEILS = "surveil"  # 701.25: "whenever you surveil"
    YOU_TAP = "you tap one or more permanents"  # 701.26a: by a spell or ability of yours
    DEALT_EXCESS_NONCOMBAT = "one or more are dealt excess noncombat damage"  # 120.4a
    EXERTED = "exerted"  # 701.43a: "You may exert ~ as it attacks. When you do, ..."
    YOU_EXERT = "you exert a creature"  # 701.43: "Whenever you exert a creature"
    EXPLOITS = "exploits a creature"  # 702.110b: "When ~ exploits a creature"
    DOOR_UNLOCKED = "you unlock this door"  # 709.5: a Room's door (rules/rooms.py)
    ROOM_FULLY_UNLOCKED = "you fully unlock a Room"  # 709.5: its second door unlocks
    YOU_ATTACK = "you attack"  # 508.1: "whenever you attack [with N or more creatures]"
    CRIME = "commit a crime"  # 700.13: "whenever you commit a crime"
    DAY_NIGHT = "day becomes night or night becomes day"  # 726.2
    BECOMES_MONARCH = "you become the monarch"  # 724 (rules/designations.py)
    ATTACKS_SADDLED = "attacks while saddled"  # 702.171c
    TARGETED_BY_YOU = "becomes the target of a spell or ability you control"  # valiant
    COPY = "copy"  # 707.10: "whenever you copy an instant or sorcery spell" (magecraft)
    COLLECT_EVIDENCE = "collect evidence"  # 701.59: "whenever you collect evidence"
    # 702.179c: "whenever one or more opponents lose life during your turn" (speed): by a
    # loss of life, and by damage
    TRAINING = "attacks with another creature with greater power"  # 702.149a
    SPEED_LOSS = "an opponent loses life during your turn"
    SPEED_DAMAGE = "an opponent is dealt damage during your turn"
    # 605.1b: "whenever enchanted land is tapped for mana", "whenever a player taps a land
    # for mana" (rules/mana_triggers.py; `whose`: the player who tapped it)
    TAPPED_FOR_MANA = "tapped for mana"


# the controllers an ObjectFilter of a triggered ability's target may name before the
# ability is put on the stack, where they become that player (603.3d): "target creature
# defending player controls", "target artifact that player controls"
TRIGGER_PLAYERS = ("defending_player", "trigger_player")


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
    # "battlefield" or "anywhere" for PUT_INTO_GRAVEYARD; ENTERS: "graveyard" or
    # "your_graveyard" ("When ~ enters from your graveyard")
    from_zone: str | None = None
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
    # DIES: only a creature dealt damage this turn by this object ("self") or by the
    # creature it is attached to ("attached"): "a creature dealt damage by ~ this turn dies"
    damaged_by: str | None = None
    # CAST: "during your turn" / "during an opponent's turn" ("your", "opponent"); the spell
    # must match `also` as well ("a spell that's both white and black")
    during: str | None = None
    also: ObjectFilter | None = None
    kicked: bool = False  # CAST: "whenever you cast a kicked spell" (702.33d)
    # YOU_ATTACK: at least this many attackers match `filter`; CAST: the spell is the
    # caster's `count`th spell this turn ("your second spell each turn"); 0: any
    count: int = 0
    once_each_turn: bool = False  # "This ability triggers only once each turn."
    # DEALS_DAMAGE / IS_DEALT_DAMAGE: only noncombat damage; only N or more damage at once
    # ("whenever an opponent is dealt noncombat damage", "deals 6 or more damage")
    noncombat: bool = False
    at_least: int = 0
    # COUNTER_PUT: the kind of counter ("+1/+1"); once for each counter unless `once` ("one
    # or more counters are put"); whose "your": put by a source you control
    counter_kind: str | None = None
    text: str = ""

    def describe(self) -> str:
        return self.text or self.event.value
