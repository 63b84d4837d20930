"""Game objects and players: the mutable part of the game state (400.7, 109, 102)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.definitions.abilities import Ability
    from tabletop.engine.model.characteristics import CardDefinition


@dataclass(slots=True)
class GameObject:
    """A card, token, copy of a spell, or ability on the stack in one zone.

    400.7: an object that moves from one zone to another becomes a new object
    with no memory of its previous existence: the game gives it a new `oid`.
    `card` is the printed definition (or the token's definition); the current
    characteristics are never stored here, they are computed (613).
    """

    oid: int
    card: CardDefinition
    owner: str
    controller: str
    zone: Zone
    timestamp: int
    is_token: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    counter_timestamps: dict[str, int] = field(default_factory=dict)
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
    chosen: dict[str, str] = field(default_factory=dict)  # "As ... enters, choose" (614.12)
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

    def clone(self) -> GameObject:
        """A copy for snapshots (730): the card is immutable and shared."""
        return GameObject(
            self.oid, self.card, self.owner, self.controller, self.zone, self.timestamp,
            self.is_token, dict(self.counters), dict(self.counter_timestamps), self.tapped,
            self.attached_to, self.attach_timestamp, self.damage, self.deathtouch_damage,
            self.controlled_since_turn_start, self.face_down, self.entered_as_copy_of,
            None if self.stack_info is None else self.stack_info.clone(), dict(self.chosen),
            self.regeneration_shields, self.attacking, self.blocking, self.previous_oid,
            self.seen_controller, self.class_level, self.face,
        )

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

    def clone(self) -> Player:
        return Player(self.name, self.life, dict(self.counters), dict(self.mana_pool),
                      self.lost, self.won, self.loss_reason, self.lands_played,
                      self.drew_from_empty, self.max_hand_size, self.landfall, self.mulligans)

    def add_mana(self, kind: str, n: int = 1) -> None:
        """kind is a colour letter W/U/B/R/G or C for colourless mana."""
        self.mana_pool[kind] = self.mana_pool.get(kind, 0) + n

    def empty_pool(self) -> None:
        self.mana_pool.clear()
