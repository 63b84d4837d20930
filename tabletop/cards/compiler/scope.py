"""What one ability's text has said so far: its targets in the order they are written
(115.1), what "it" and "that creature" mean, and the choices made on casting."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.instructions import PlayerRef, TargetSpec, TriggerObjectRef

_PLAYER_KINDS = ("player", "opponent")


@dataclass(slots=True)
class Scope:
    """What one ability's text has said so far."""

    card_name: str
    quoted: bool = False  # compiling a quoted ability
    cda_allowed: bool = True  # 604.3a: a granted ability of an existing object is no CDA
    targets: list[TargetSpec] = field(default_factory=list)
    antecedent: Obj | None = None  # what "it" means now
    trigger_subject: Obj | None = None  # "that creature" in a triggered ability
    group: Desc | None = None  # what "each of them" means: the last group named as a subject
    choices: list[str] = field(default_factory=list)
    event_player: bool = False  # the trigger event names a player ("that player")
    event_amount: bool = False  # the trigger event has a number ("that much")
    event_owner: bool = False  # "that player": the trigger object's owner (whose graveyard)
    hand_of: PlayerRef | None = None  # whose hand was revealed ("choose a card from it")
    each_subject: bool = False  # "each player ..." is the subject: "they" may be each one
    functions_in: str = "battlefield"  # 113.6k: the zone the ability works in
    spell_card: bool = False  # the card is an instant or sorcery (702.55a haunt)
    state_condition: Condition | None = None  # 603.8: a state trigger's condition
    sacrifice_cost: bool = False  # its cost sacrifices a permanent ("the sacrificed creature")
    to_graveyard: bool = False  # a dies trigger: "that card" is the card it became there
    # activation rules a keyword implies (702.57b forecast: "once each turn", "your upkeep")
    implied_rules: list[Any] = field(default_factory=list)

    def add_target(self, spec: TargetSpec) -> int:
        self.targets.append(spec)
        return len(self.targets) - 1

    def player_index(self, target_index: int) -> int:
        """The position of a target among the player targets (what PlayerRef counts)."""
        return sum(1 for t in self.targets[:target_index] if t.kind in _PLAYER_KINDS)

    def object_index(self, target_index: int) -> int:
        """The position of a target among the object targets (PlayerRef "controller")."""
        return sum(1 for t in self.targets[:target_index] if t.kind not in _PLAYER_KINDS)

    def choose(self, key: str) -> None:
        if key not in self.choices:
            self.choices.append(key)

    def last_object_target(self) -> int:
        """The position of the last object target among the object targets (0 if none)."""
        for index in range(len(self.targets) - 1, -1, -1):
            if self.targets[index].kind not in _PLAYER_KINDS:
                return self.object_index(index)
        return 0

    def that_player(self) -> PlayerRef:
        """"that player", "its controller": the last player target, the player the trigger
        event was about, the controller of the last object target, or of the object that
        triggered the ability."""
        if self.targets and self.targets[-1].kind in _PLAYER_KINDS:
            return PlayerRef("target", self.player_index(len(self.targets) - 1))
        if self.event_player:
            return PlayerRef("trigger_player")
        if self.event_owner:
            return PlayerRef("owner")
        if any(t.kind not in _PLAYER_KINDS for t in self.targets):
            return PlayerRef("controller", self.last_object_target())
        trigger = self.trigger_subject
        if trigger is not None and isinstance(trigger.ref, TriggerObjectRef):
            return PlayerRef("trigger_controller")
        raise CompileError("'that player' refers to nothing")
