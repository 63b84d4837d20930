"""Conditions about the state of an object, the players and the turn: "as long as it's
attacking", "as long as an opponent controls an Island", "as long as you have 5 or less
life" (611.3a), "Activate only during your turn, before attackers are declared" (602.5b)
and "Cast this spell only during combat after blockers are declared" (601.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.model.enums import Step, Zone

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext
    from tabletop.engine.definitions.filters import ObjectFilter

# the states an object can be said to be in ("as long as it's untapped")
STATES = ("attacking", "blocking", "tapped", "untapped", "enchanted", "equipped")


def _has_attached(ctx: EvalContext, oid: int, subtype: str) -> bool:
    """301.5, 303.4: an Equipment or Aura is attached to the object."""
    for other in ctx.board.objects_in(Zone.BATTLEFIELD):
        if ctx.board.obj(other).attached_to == oid and subtype in ctx.board.chars(other).subtypes:
            return True
    return False


def in_state(ctx: EvalContext, oid: int, state: str) -> bool:
    obj = ctx.board.obj(oid)
    if obj.zone != Zone.BATTLEFIELD:
        return False
    if state == "attacking":
        return obj.attacking is not None
    if state == "blocking":
        return bool(obj.blocking)
    if state in ("tapped", "untapped"):
        return obj.tapped == (state == "tapped")
    if state == "enchanted":
        return _has_attached(ctx, oid, "Aura")
    if state == "equipped":
        return _has_attached(ctx, oid, "Equipment")
    raise ValueError(f"unknown state {state!r}")


@dataclass(frozen=True, slots=True)
class InState(Condition):
    """"as long as it's attacking", "if enchanted creature is untapped", "as long as ~ is
    enchanted or equipped": the object is in one of the states. `on` is "source" (the
    permanent itself), "host" (the object it is attached to) or "affected" (the object
    the effect is about)."""

    states: tuple[str, ...]
    on: str = "source"

    def holds(self, ctx: EvalContext) -> bool:
        oid = ctx.source if self.on != "affected" else ctx.affected
        if oid is not None and self.on == "host":
            oid = ctx.board.obj(oid).attached_to
        return oid is not None and any(in_state(ctx, oid, s) for s in self.states)

    def describe(self) -> str:
        return f"it is {' or '.join(self.states)}"


@dataclass(frozen=True, slots=True)
class PlayerControls(Condition):
    """"as long as an opponent controls a black permanent" (`who` "opponent"), "if any
    player controls a Plains" (`who` "any")."""

    filter: ObjectFilter
    who: str = "opponent"

    def holds(self, ctx: EvalContext) -> bool:
        players = ctx.board.opponents(ctx.controller) if self.who == "opponent" \
            else ctx.board.players()
        for oid in ctx.board.objects_in(Zone.BATTLEFIELD):
            if ctx.board.controller_of(oid) in players and self.filter.matches(
                    ctx.board, oid, ctx.source, ctx.controller):
                return True
        return False

    @property
    def reads(self) -> frozenset[str]:
        return self.filter.reads

    def describe(self) -> str:
        who = "an opponent" if self.who == "opponent" else "a player"
        return f"{who} controls a {self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class OpponentLife(Condition):
    """"as long as an opponent has 10 or less life": some opponent's life total compares
    (`op` "<=" or ">=") with the number."""

    op: str
    amount: int

    def holds(self, ctx: EvalContext) -> bool:
        for name in ctx.board.opponents(ctx.controller):
            life = ctx.board.player(name).life
            if (life <= self.amount) if self.op == "<=" else (life >= self.amount):
                return True
        return False

    def describe(self) -> str:
        return f"an opponent has {self.amount} or {'less' if self.op == '<=' else 'more'} life"


@dataclass(frozen=True, slots=True)
class AllOf(Condition):
    """"as long as it's blocking and you control a snow land": every condition holds."""

    parts: tuple[Condition, ...]

    def holds(self, ctx: EvalContext) -> bool:
        return all(c.holds(ctx) for c in self.parts)

    @property
    def reads(self) -> frozenset[str]:
        out: set[str] = set()
        for c in self.parts:
            out |= c.reads
        return frozenset(out)

    def describe(self) -> str:
        return " and ".join(c.describe() for c in self.parts)


@dataclass(frozen=True, slots=True)
class StepWindow(Condition):
    """A stretch of the turn (500.1): from step `first` to step `last` (values of Step),
    in the turn of `whose` ("you", "opponent" or "any"). "before attackers are declared":
    up to the beginning of combat step (508.1); "after blockers are declared": from the
    declare blockers step to the end of combat (509.1)."""

    first: int
    last: int
    whose: str = "any"

    def holds(self, ctx: EvalContext) -> bool:
        state = getattr(ctx.board, "state", None)
        if state is None:
            return False
        if self.whose == "you" and state.active != ctx.controller:
            return False
        if self.whose == "opponent" and state.active == ctx.controller:
            return False
        return self.first <= int(state.step) <= self.last

    def describe(self) -> str:
        first, last = Step(self.first).key, Step(self.last).key
        span = first if first == last else f"{first} to {last}"
        whose = {"you": " of your turn", "opponent": " of an opponent's turn"}.get(self.whose, "")
        return f"during {span}{whose}".replace("_", " ")


@dataclass(frozen=True, slots=True)
class YouWereAttacked(Condition):
    """"only if you've been attacked this step" (during the declare attackers step, 508):
    a creature is attacking you or a planeswalker you control."""

    def holds(self, ctx: EvalContext) -> bool:
        # an attacker records its defending player, also when it attacks a planeswalker
        return any(ctx.board.obj(oid).attacking == ctx.controller
                   for oid in ctx.board.objects_in(Zone.BATTLEFIELD))

    def describe(self) -> str:
        return "you were attacked this step"


@dataclass(frozen=True, slots=True)
class HostControllerControls(Condition):
    """"Enchanted creature has shroud as long as its controller controls another
    creature": the controller of the permanent this is attached to controls a permanent
    the filter matches, other than that permanent (`none`: controls no such one)."""

    filter: ObjectFilter
    none: bool = False

    def holds(self, ctx: EvalContext) -> bool:
        host = ctx.board.obj(ctx.source).attached_to if ctx.source is not None else None
        if host is None:
            return False
        owner = ctx.board.controller_of(host)
        found = any(oid != host and ctx.board.controller_of(oid) == owner
                    and self.filter.matches(ctx.board, oid, None, owner)
                    for oid in ctx.board.objects_in(Zone.BATTLEFIELD))
        return found != self.none

    @property
    def reads(self) -> frozenset[str]:
        return self.filter.reads

    def describe(self) -> str:
        what = "no other" if self.none else "another"
        return f"its controller controls {what} {self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class DefenderControls(Condition):
    """"~ can't be blocked as long as defending player controls an untapped land": the
    player the creature (the source, or the affected object) attacks controls one."""

    filter: ObjectFilter
    on: str = "source"  # or "affected"

    def holds(self, ctx: EvalContext) -> bool:
        oid = ctx.source if self.on == "source" else ctx.affected
        if oid is None:
            return False
        defender = ctx.board.obj(oid).attacking
        return defender is not None and any(
            ctx.board.controller_of(o) == defender
            and self.filter.matches(ctx.board, o, None, defender)
            for o in ctx.board.objects_in(Zone.BATTLEFIELD))

    @property
    def reads(self) -> frozenset[str]:
        return self.filter.reads

    def describe(self) -> str:
        return f"defending player controls a {self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class OpponentGraveyardAtLeast(Condition):
    """"as long as an opponent has ten or more cards in their graveyard"."""

    amount: int

    def holds(self, ctx: EvalContext) -> bool:
        return any(sum(1 for _ in ctx.board.objects_in(Zone.GRAVEYARD, name)) >= self.amount
                   for name in ctx.board.opponents(ctx.controller))

    def describe(self) -> str:
        return f"an opponent has {self.amount} or more cards in their graveyard"
