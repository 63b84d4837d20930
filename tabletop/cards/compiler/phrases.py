"""What the grammar rules hand each other: the meanings of phrases.

A `Desc` is a description of objects ("other Merfolk creatures you control"),
an `Obj` is what a phrase refers to (this object, a target, the enchanted
creature, each matching permanent). A phrase the grammar accepts but the
compiler cannot turn into primitives raises `CompileError`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.effects import Affects
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    AttachedRef,
    EachMatching,
    EachRef,
    Instruction,
    PlayerRef,
    Ref,
    SelfRef,
    TargetRef,
    TriggerObjectRef,
)
from tabletop.engine.model.enums import CardType


class CompileError(Exception):
    """A phrase the grammar accepts but the compiler cannot turn into primitives."""


@dataclass(frozen=True, slots=True)
class Head:
    """One noun of a description: card types (all of), subtypes (any of), a kind noun."""

    types: frozenset[CardType] = frozenset()
    subtypes: frozenset[str] = frozenset()
    kind: str | None = None  # "permanent", "card", "spell", "token"
    historic: bool = False  # 700.6
    # "enchantment, tapped artifact, or tapped creature": this noun's own adjectives
    own: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True, slots=True)
class Desc:
    """A description of objects with the player it is relative to, if any."""

    filter: ObjectFilter
    kind: str = "object"  # "object" (a permanent), "card", "spell", "token"
    player: PlayerRef | None = None  # "creatures target player controls"
    chosen_type: bool = False  # "of the chosen type"
    not_source: bool = False  # "other than ~"
    cast_by: str | None = None  # "spells you cast" ("you"), "your opponents cast"


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
    """Every object a description matches ("creatures you control", "each creature")."""
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
    transformed: bool = False  # "then return it to the battlefield transformed" (701.27)
    plural: bool = False  # "return those cards": every card the exile before named
    linked: bool = False  # "the exiled card": with no exile before, another ability's (607.2a)
    yours: bool = False  # "under your control"


@dataclass(frozen=True, slots=True)
class IfYouDo:
    """"If you do, ..." / "If you don't, ...": folded into the "you may" before it."""

    then: tuple[Instruction, ...]
    done: bool = True


@dataclass(frozen=True, slots=True)
class Instead:
    """"If [condition], [instructions] instead.": replaces the instruction before it."""

    condition: Condition
    then: tuple[Instruction, ...]


class SelfFolding(ABC):
    """A sentence marker that folds itself into the instructions before it (`fold`)."""

    @abstractmethod
    def fold(self, before: list[Any]) -> list[Any]:
        """The instructions before the marker, with it folded in."""


@dataclass(frozen=True, slots=True)
class SpellPart:
    """The instructions of a spell line; lines are joined into one SpellAbility."""

    effect: tuple[Instruction, ...]
