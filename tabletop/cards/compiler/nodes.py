"""Values the transformer passes between grammar rules, and its per-ability scope.

A `Desc` is a description of objects ("other Merfolk creatures you control"),
an `Obj` is what a phrase refers to (this object, a target, the enchanted
creature, each matching permanent), and the `Scope` numbers the targets in
the order they are written (115.1) and remembers what "it" means.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.definitions.effects import Affects
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    AttachedRef,
    EachMatching,
    EachRef,
    PlayerRef,
    Ref,
    SelfRef,
    TargetRef,
    TargetSpec,
    TriggerObjectRef,
)


class CompileError(Exception):
    """A phrase the grammar accepts but the compiler cannot turn into primitives."""


@dataclass(frozen=True, slots=True)
class Head:
    """One noun of a description: card types (all of), subtypes (any of), a kind noun."""

    types: frozenset = frozenset()
    subtypes: frozenset[str] = frozenset()
    kind: str | None = None  # "permanent", "card", "spell", "token"


@dataclass(frozen=True, slots=True)
class Desc:
    """A description of objects with the player it is relative to, if any."""

    filter: ObjectFilter
    kind: str = "object"  # "object" (a permanent), "card", "spell", "token"
    player: PlayerRef | None = None  # "creatures target player controls"
    chosen_type: bool = False  # "of the chosen type"
    not_source: bool = False  # "other than ~"


@dataclass(frozen=True, slots=True)
class Obj:
    """What a noun phrase refers to, for instructions (`ref`) and effects (`affects`)."""

    ref: Ref
    affects: Affects
    filter: ObjectFilter | None = None
    indices: tuple[int, ...] = ()  # the targets it names
    outer: bool = False  # "~" inside a quoted ability: the card that grants it

    @property
    def refs(self) -> tuple[Ref, ...]:
        if len(self.indices) > 1:
            return tuple(TargetRef(i) for i in self.indices)
        return (self.ref,)

    @property
    def is_target(self) -> bool:
        return bool(self.indices)


SELF = Obj(SelfRef(), Affects.SELF)
ATTACHED = Obj(AttachedRef(), Affects.ATTACHED)
TRIGGER_OBJECT = Obj(TriggerObjectRef(), Affects.FIXED)


def matching(desc: Desc) -> Obj:
    ref: Ref = EachRef(desc.filter)
    if desc.player is not None:
        ref = EachMatching(desc.filter, desc.player)
    return Obj(ref, Affects.MATCHING, desc.filter)


@dataclass(frozen=True, slots=True)
class Quoted:
    """A quoted ability ("has "{T}: Add {G}{G}.""), compiled by the rule that uses it."""

    text: str


@dataclass(frozen=True, slots=True)
class Still:
    """"It's still a land." (205.1b): the previous type change keeps the old types."""

    card_type: str


@dataclass(frozen=True, slots=True)
class ReturnCard:
    """"return that card to the battlefield under its owner's control [with a counter]"."""

    counter: str | None = None
    at_end_step: bool = False


@dataclass(slots=True)
class Scope:
    """What one ability's text has said so far."""

    card_name: str
    quoted: bool = False  # compiling a quoted ability
    cda_allowed: bool = True  # 604.3a: a granted ability of an existing object is no CDA
    targets: list[TargetSpec] = field(default_factory=list)
    antecedent: Obj | None = None  # what "it" means now
    trigger_subject: Obj | None = None  # "that creature" in a triggered ability
    choices: list[str] = field(default_factory=list)

    def add_target(self, spec: TargetSpec) -> int:
        self.targets.append(spec)
        return len(self.targets) - 1

    def player_index(self, target_index: int) -> int:
        """The position of a target among the player targets (what PlayerRef counts)."""
        return sum(1 for t in self.targets[:target_index] if t.kind in ("player", "opponent"))

    def object_index(self, target_index: int) -> int:
        """The position of a target among the object targets (PlayerRef "controller")."""
        return sum(1 for t in self.targets[:target_index]
                   if t.kind not in ("player", "opponent"))

    def choose(self, key: str) -> None:
        if key not in self.choices:
            self.choices.append(key)
