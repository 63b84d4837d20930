"""Game objects and players: the mutable part of the game state (400.7, 109, 102)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from operator import attrgetter
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from tabletop.engine.model.enums import Zone
from tabletop.engine.model.write_log import note

if TYPE_CHECKING:
    from tabletop.engine.definitions.abilities import Ability
    from tabletop.engine.model.characteristics import CardDefinition


@dataclass(slots=True)
class ObjectFields:
    """The fields of a game object; `GameObject` is what the game holds.

    400.7: an object that moves from one zone to another becomes a new object
    with no memory of its previous existence: the game gives it a new `oid`.
    `card` is the printed definition (or the token's definition); the current
    characteristics are never stored here, they are computed (613).

    Every write is noted in the undo log while an action runs (write_log.py) and drops
    the object's part of the state hash (`hashed`); the mappings (counters, their
    timestamps, choices) are read-only: a change assigns a new one (`with_counter`,
    `choose`), so no write escapes the log.
    """

    oid: int
    card: CardDefinition
    owner: str
    controller: str
    zone: Zone
    timestamp: int
    is_token: bool = False
    counters: Mapping[str, int] = field(default_factory=dict)
    counter_timestamps: Mapping[str, int] = field(default_factory=dict)
    tapped: bool = False
    attached_to: int | None = None
    attach_timestamp: int | None = None
    damage: int = 0
    deathtouch_damage: bool = False
    # 302.6: controlled continuously since the start of its controller's most recent turn
    controlled_since_turn_start: bool = False
    face_down: bool = False
    # copy effects that set copiable values as it entered (707.2, 614.1c)
    entered_as_copy_of: int | None = None
    # for stack objects: the ability's index on its source and choices made
    stack_info: StackInfo | None = None
    chosen: Mapping[str, str] = field(default_factory=dict)  # "As ... enters, choose" (614.12)
    regeneration_shields: int = 0
    attacking: str | None = None
    blocking: tuple[int, ...] = ()
    previous_oid: int | None = None
    # 302.6: the controller it had when control was last looked at (after each action)
    seen_controller: str | None = None
    class_level: int = 0  # 716.3: a Class's level (not a counter); 1 as it enters
    # the face it shows (`card.faces` index): None is the card's own characteristics (a
    # split card's halves combined 709.4, a double-faced card's front face 712.8a); a
    # number is the half cast (709.3), the back face (712.8), the flipped half (710.1),
    # the Adventure (715.3)
    face: int | None = None
    # 303.4, 702.5: the player an Aura with "enchant player" is attached to (`attached_to`
    # names objects only)
    attached_player: str | None = None

    # this object's part of the state hash, kept until the object changes (state.py)
    hashed: str | None = field(default=None, compare=False, repr=False)
    # when it was last written, on one clock for all objects (`write_clock`): what changed
    # since a moment is what has a later number (state-based actions look only there)
    written: int = field(default=0, compare=False, repr=False)


class GameObject(ObjectFields):
    """A card, token, copy of a spell, or ability on the stack in one zone (the fields
    and what they mean: `ObjectFields`). Every write goes through the undo log."""

    __slots__ = ()

    def __setattr__(self, name: str, value: Any) -> None:
        if name in _READ_ONLY and type(value) is not MappingProxyType:
            value = MappingProxyType(dict(value))
        clock = note(self, name)
        object.__setattr__(self, name, value)
        object.__setattr__(self, "hashed", None)
        object.__setattr__(self, "written", clock)

    def clone(self) -> GameObject:
        """A copy for snapshots (730): the card and the read-only mappings are shared;
        a stack object's `StackInfo` and any list, set or dict field are copied. Built as
        the plain fields (no logged writes: nothing to take back in a new object)."""
        new = ObjectFields(*_read_fields(self))
        for name in _MUTABLE:
            value = getattr(new, name)
            object.__setattr__(new, name, type(value)(value))
        if new.stack_info is not None:
            new.stack_info = new.stack_info.clone()
        new.__class__ = GameObject
        return new  # type: ignore[return-value]

    def with_counter(self, kind: str, n: int, timestamp: int | None = None) -> None:
        """Set the number of `kind` counters (0 removes the kind), and when given the
        timestamp they got (613.7)."""
        counters = dict(self.counters)
        stamps = dict(self.counter_timestamps)
        if n > 0:
            counters[kind] = n
            if timestamp is not None:
                stamps[kind] = timestamp
        else:
            counters.pop(kind, None)
            stamps.pop(kind, None)
        self.counters = counters
        self.counter_timestamps = stamps

    def choose(self, key: str, value: str) -> None:
        """Note a choice made for the object ("As ... enters, choose", 614.12)."""
        self.chosen = {**self.chosen, key: value}

    @property
    def level(self) -> int:
        """711: a leveler's level is its number of level counters (ruling)."""
        return self.counters.get("level", 0)


@dataclass(slots=True)
class StackInfo:
    """What a spell or ability on the stack carries (601.2, 602.2)."""

    kind: str  # "spell", "activated", "triggered"
    source_oid: int | None
    ability_index: int | None
    controller: str
    targets: tuple[object, ...] = ()  # object ids (int) or player names (str)
    choices: dict[str, object] = field(default_factory=dict)
    x: int = 0
    text: str = ""
    source_name: str = ""
    ability: Ability | None = None  # the ability as it was put on the stack (113.7a)
    buyback: bool = False

    def clone(self) -> StackInfo:
        return StackInfo(self.kind, self.source_oid, self.ability_index, self.controller,
                         self.targets, dict(self.choices), self.x, self.text, self.source_name,
                         self.ability, self.buyback)


@dataclass(slots=True)
class Player:
    """A player (102): life total, counters, mana pool, and game results."""

    name: str
    life: int = 20
    counters: dict[str, int] = field(default_factory=dict)
    mana_pool: dict[str, int] = field(default_factory=dict)
    lost: bool = False
    won: bool = False
    loss_reason: str = ""
    lands_played: int = 0
    drew_from_empty: bool = False
    max_hand_size: int = 7
    landfall: int = 0
    mulligans: int = 0  # 103.5: London mulligans taken this game
    # 106.6: mana with a restriction on its use: (kind, ManaRestriction) -> amount
    restricted_mana: dict[tuple[str, Any], int] = field(default_factory=dict)
    starting_life: int = 20  # 103.4: the life total the game began with

    def clone(self) -> Player:
        return Player(self.name, self.life, dict(self.counters), dict(self.mana_pool),
                      self.lost, self.won, self.loss_reason, self.lands_played,
                      self.drew_from_empty, self.max_hand_size, self.landfall, self.mulligans,
                      dict(self.restricted_mana), self.starting_life)

    def add_mana(self, kind: str, n: int = 1) -> None:
        """kind is a colour letter W/U/B/R/G or C for colourless mana."""
        self.mana_pool[kind] = self.mana_pool.get(kind, 0) + n

    def empty_pool(self) -> None:
        self.mana_pool.clear()
        self.restricted_mana.clear()


_READ_ONLY = frozenset({"counters", "counter_timestamps", "chosen"})
_FIELDS = tuple(f.name for f in fields(ObjectFields))
_read_fields = attrgetter(*_FIELDS)
_MUTABLE = tuple(f.name for f in fields(ObjectFields)
                 if f.default_factory in (list, set, dict) and f.name not in _READ_ONLY)
