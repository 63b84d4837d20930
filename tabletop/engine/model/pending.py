"""What waits to happen, kept in the game state: triggered abilities waiting to be put on
the stack (603.3), delayed triggered abilities (603.7) and prevention shields (615.7)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop.engine.definitions.abilities import TriggeredAbility
    from tabletop.engine.definitions.conditions import Condition
    from tabletop.engine.definitions.damage_shields import DamageMatch
    from tabletop.engine.definitions.filters import ObjectFilter
    from tabletop.engine.definitions.instructions import Instruction


@dataclass(frozen=True, slots=True)
class PendingTrigger:
    """603.2: an ability that triggered; put on the stack the next time a player would
    receive priority (603.3)."""

    source: int | None
    controller: str
    ability: TriggeredAbility
    source_name: str
    trigger_object: int | None = None
    targets: tuple[object, ...] = ()
    delayed: bool = False
    trigger_player: str | None = None  # "that player": the player the event was about
    trigger_amount: int | None = None  # "that much": the damage dealt, the life gained


@dataclass(frozen=True, slots=True)
class DelayedTrigger:
    """603.7a: created as a spell or ability resolves; triggers once, at the beginning of
    the next `step` of the player `whose` says ("each", "your", "opponent")."""

    step: str
    whose: str
    controller: str
    source: int | None
    source_name: str
    text: str
    effect: tuple[Instruction, ...]
    turn: int
    condition: Condition | None = None
    targets: tuple[object, ...] = ()
    trigger_object: int | None = None


# a shield's redirect_to: "that damage is dealt to that source's controller instead" (no
# player's name: names are never empty)
SOURCE_CONTROLLER = ""


@dataclass(slots=True)
class PreventionShield:
    """615.7: "prevent the next N damage" (or all, with `amount` None) to `to` this turn;
    `to` None: to anything ("Prevent all combat damage that would be dealt this turn");
    `by`: only damage that source deals; `combat_only`: only combat damage."""

    to: int | str | None
    amount: int | None
    source: str
    source_oid: int | None
    controller: str
    timestamp: int
    id: int
    this_turn: bool = True
    notes: list[str] = field(default_factory=list)
    by: int | None = None
    combat_only: bool = False
    once: bool = False  # "the next time ... would deal damage": one damage event
    source_filter: ObjectFilter | None = None  # "a red source of your choice"
    # 609.7a: "a source of your choice" with no answer: the first matching source to deal
    # damage becomes `by`
    chosen_source: bool = False
    # 614.9: the damage is dealt to this object or player instead of being prevented;
    # SOURCE_CONTROLLER: to the controller of the source dealing it
    redirect_to: int | str | None = None
    # "by creatures with power 4 or less", "to players": matched as the damage is dealt
    matcher: DamageMatch | None = None

    def clone(self) -> PreventionShield:
        return PreventionShield(self.to, self.amount, self.source, self.source_oid,
                                self.controller, self.timestamp, self.id, self.this_turn,
                                list(self.notes), self.by, self.combat_only, self.once,
                                self.source_filter, self.chosen_source, self.redirect_to,
                                self.matcher)
