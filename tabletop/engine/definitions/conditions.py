"""Conditions of "as long as" effects and intervening "if" clauses (611.2b, 603.4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.filters import COLORS, COUNTERS, TEXT, TYPES
from tabletop.engine.model.enums import Color, Zone

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext
    from tabletop.engine.definitions.filters import ObjectFilter


class Condition:
    """Base: `holds(ctx)` with ctx.affected set when the condition is per object."""

    __slots__ = ()

    def holds(self, ctx: EvalContext) -> bool:
        raise NotImplementedError

    @property
    def reads(self) -> frozenset[str]:
        return frozenset()

    def describe(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class LevelBetween(Condition):
    """711.2a/b: "as long as this creature has at least N1 (and at most N2) level counters"."""

    low: int
    high: int | None = None

    def holds(self, ctx: EvalContext) -> bool:
        if ctx.source is None:
            return False
        obj = ctx.board.obj(ctx.source)
        if obj.zone != Zone.BATTLEFIELD:
            return False
        level = obj.counters.get("level", 0)
        return level >= self.low and (self.high is None or level <= self.high)

    @property
    def reads(self) -> frozenset[str]:
        return frozenset({COUNTERS})

    def describe(self) -> str:
        if self.high is None:
            return f"level {self.low}+"
        return f"level {self.low}-{self.high}"


@dataclass(frozen=True, slots=True)
class ClassLevelBetween(Condition):
    """716.2: "as long as this Class is level N or greater" (a Class's level is no counter,
    716.3); `high` for "only if this Class is level N-1" (716.2a)."""

    low: int
    high: int | None = None

    def holds(self, ctx: EvalContext) -> bool:
        if ctx.source is None:
            return False
        obj = ctx.board.obj(ctx.source)
        if obj.zone != Zone.BATTLEFIELD:
            return False
        level = obj.class_level
        return level >= self.low and (self.high is None or level <= self.high)

    @property
    def reads(self) -> frozenset[str]:
        return frozenset({COUNTERS})

    def describe(self) -> str:
        if self.high == self.low:
            return f"this Class is level {self.low}"
        return f"this Class is level {self.low} or greater"


@dataclass(frozen=True, slots=True)
class YouControl(Condition):
    """"as long as you control a creature with three or more level counters on it"."""

    filter: ObjectFilter
    at_least: int = 1

    def holds(self, ctx: EvalContext) -> bool:
        """Counts matching permanents; "with different names" (Liliana's Contract) counts
        each name once."""
        seen: set[object] = set()
        for oid in ctx.board.objects_in(Zone.BATTLEFIELD):
            if ctx.board.controller_of(oid) == ctx.controller and self.filter.matches(
                ctx.board, oid, ctx.source, ctx.controller
            ):
                seen.add(ctx.board.chars(oid).name if self.filter.with_different_names
                         else oid)
                if len(seen) >= self.at_least:
                    return True
        return False

    @property
    def reads(self) -> frozenset[str]:
        return self.filter.reads | ({TEXT} if self.filter.with_different_names else set())

    def describe(self) -> str:
        names = " with different names" if self.filter.with_different_names else ""
        return f"you control {self.at_least}+ {self.filter.describe()}{names}"


@dataclass(frozen=True, slots=True)
class AffectedIs(Condition):
    """"as long as it's white", "as long as enchanted permanent is a creature"."""

    filter: ObjectFilter

    def holds(self, ctx: EvalContext) -> bool:
        if ctx.affected is None:
            return False
        return self.filter.matches(ctx.board, ctx.affected, ctx.source, ctx.controller)

    @property
    def reads(self) -> frozenset[str]:
        return self.filter.reads

    def describe(self) -> str:
        return f"it is {self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class AffectedHasColor(Condition):
    color: Color

    def holds(self, ctx: EvalContext) -> bool:
        return ctx.affected is not None and self.color in ctx.board.chars(ctx.affected).colors

    @property
    def reads(self) -> frozenset[str]:
        return frozenset({COLORS})

    def describe(self) -> str:
        return f"it is {self.color.name.lower()}"


@dataclass(frozen=True, slots=True)
class Not(Condition):
    inner: Condition

    def holds(self, ctx: EvalContext) -> bool:
        return not self.inner.holds(ctx)

    @property
    def reads(self) -> frozenset[str]:
        return self.inner.reads

    def describe(self) -> str:
        return f"not ({self.inner.describe()})"


@dataclass(frozen=True, slots=True)
class CountersOnAtLeast(Condition):
    """"as long as Pelt Collector has three or more +1/+1 counters on it"."""

    kind: str
    at_least: int
    on: str = "source"  # or "affected": "Then if it has three or more +1/+1 counters on it"

    def holds(self, ctx: EvalContext) -> bool:
        oid = ctx.source if self.on == "source" else ctx.affected
        if oid is None:
            return False
        return ctx.board.obj(oid).counters.get(self.kind, 0) >= self.at_least

    @property
    def reads(self) -> frozenset[str]:
        return frozenset({COUNTERS})

    def describe(self) -> str:
        return f"{self.at_least}+ {self.kind} counters on it"


@dataclass(frozen=True, slots=True)
class TopOfGraveyardIs(Condition):
    """Volrath's Shapeshifter: "as long as the top card of your graveyard is a creature card"."""

    filter: ObjectFilter

    def holds(self, ctx: EvalContext) -> bool:
        ids = list(ctx.board.objects_in(Zone.GRAVEYARD, ctx.controller))
        if not ids:
            return False
        return self.filter.matches(ctx.board, ids[-1], ctx.source, ctx.controller)

    @property
    def reads(self) -> frozenset[str]:
        return frozenset({TYPES})

    def describe(self) -> str:
        return f"the top card of your graveyard is a {self.filter.describe()} card"


# --- appended for the Oracle-text compiler ------------------------------------------------


@dataclass(frozen=True, slots=True)
class YourTurn(Condition):
    """"if it's your turn" (with Not: "if it's not your turn")."""

    def holds(self, ctx: EvalContext) -> bool:
        active = getattr(ctx.board, "active_player", None)
        if callable(active):
            return bool(active() == ctx.controller)
        state = getattr(ctx.board, "state", None)
        return getattr(state, "active", None) == ctx.controller

    def describe(self) -> str:
        return "it is your turn"


@dataclass(frozen=True, slots=True)
class SourceIs(Condition):
    """"If Figure of Destiny is a Spirit": the source matches the filter."""

    filter: ObjectFilter

    def holds(self, ctx: EvalContext) -> bool:
        if ctx.source is None:
            return False
        return self.filter.matches(ctx.board, ctx.source, None, ctx.controller)

    @property
    def reads(self) -> frozenset[str]:
        return self.filter.reads

    def describe(self) -> str:
        return f"this is a {self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class TriggerObjectWas(Condition):
    """"if it was a Human": the trigger's object as it last existed (603.10). The
    resolver evaluates it with ctx.affected set to that object."""

    filter: ObjectFilter

    def holds(self, ctx: EvalContext) -> bool:
        if ctx.affected is None:
            return False
        return self.filter.matches(ctx.board, ctx.affected, ctx.source, ctx.controller)

    @property
    def reads(self) -> frozenset[str]:
        return self.filter.reads

    def describe(self) -> str:
        return f"it was a {self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class Greater(Condition):
    """"if that creature's power is greater than Pelt Collector's"."""

    left: Expr
    right: Expr

    def holds(self, ctx: EvalContext) -> bool:
        return self.left.evaluate(ctx) > self.right.evaluate(ctx)

    def describe(self) -> str:
        return f"{self.left.describe()} > {self.right.describe()}"


@dataclass(frozen=True, slots=True)
class AttackedThisTurn(Condition):
    """Berserk: "if it attacked this turn" (the affected object); boast, 702.142a:
    "Activate only if this creature attacked this turn" (`source`). The board answers
    through `attacked_this_turn(oid)` when it keeps that record."""

    source: bool = False

    def holds(self, ctx: EvalContext) -> bool:
        check = getattr(ctx.board, "attacked_this_turn", None)
        oid = ctx.source if self.source else ctx.affected
        return bool(check is not None and oid is not None and check(oid))

    def describe(self) -> str:
        return "it attacked this turn"


def kicked_times(board: object, oid: int | None) -> int:
    """702.33d: how many times the spell (or the permanent it became) was kicked."""
    objects = getattr(getattr(board, "state", None), "objects", None)
    obj = objects.get(oid) if objects is not None and oid is not None else None
    if obj is None:
        return 0
    value: object = obj.chosen.get("kicked")
    if value is None and obj.stack_info is not None:
        value = obj.stack_info.choices.get("kicked")
    if value is True:
        return 1
    try:
        return max(0, int(str(value))) if value not in (None, False, "") else 0
    except ValueError:
        return 0


@dataclass(frozen=True, slots=True)
class WasKicked(Condition):
    """702.33d: "if this spell was kicked", "if it was kicked" (the source)."""

    def holds(self, ctx: EvalContext) -> bool:
        return kicked_times(ctx.board, ctx.source) > 0

    def describe(self) -> str:
        return "it was kicked"


if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import Expr


@dataclass(frozen=True, slots=True)
class SourceInCombat(Condition):
    """"if ~ attacked or blocked this combat": it is an attacking or blocking creature
    (until combat ends, 506.4, 511.3)."""

    def holds(self, ctx: EvalContext) -> bool:
        if ctx.source is None:
            return False
        obj = ctx.board.obj(ctx.source)
        return obj.attacking is not None or bool(obj.blocking)

    def describe(self) -> str:
        return "it attacked or blocked this combat"


@dataclass(frozen=True, slots=True)
class DuringStep(Condition):
    """602.5b: "Activate only during your upkeep" (a step by its key; `yours`: only in its
    controller's turn)."""

    step: str
    yours: bool = True

    def holds(self, ctx: EvalContext) -> bool:
        state = getattr(ctx.board, "state", None)
        step = getattr(state, "step", None)
        if step is None or getattr(step, "key", None) != self.step:
            return False
        return not self.yours or getattr(state, "active", None) == ctx.controller

    def describe(self) -> str:
        whose = "your " if self.yours else ""
        return f"during {whose}{self.step.replace('_', ' ')}"


@dataclass(frozen=True, slots=True)
class SourceMarked(Condition):
    """Whether this permanent carries a MarkSource note (echo: "if this came under your
    control since the beginning of your last upkeep", 702.31a, is Not(SourceMarked))."""

    mark: str

    def holds(self, ctx: EvalContext) -> bool:
        if ctx.source is None:
            return False
        return ctx.board.obj(ctx.source).chosen.get(self.mark) == "done"

    def describe(self) -> str:
        return f"{self.mark.replace('_', ' ')} was done"


@dataclass(frozen=True, slots=True)
class AnyOf(Condition):
    """"if you control a Mountain or a Forest": one of the conditions holds."""

    options: tuple[Condition, ...]

    def holds(self, ctx: EvalContext) -> bool:
        return any(c.holds(ctx) for c in self.options)

    @property
    def reads(self) -> frozenset[str]:
        out: set[str] = set()
        for c in self.options:
            out |= c.reads
        return frozenset(out)

    def describe(self) -> str:
        return " or ".join(c.describe() for c in self.options)


@dataclass(frozen=True, slots=True)
class InCombat(Condition):
    """"Cast this spell only during combat" (506.1: the combat phase)."""

    def holds(self, ctx: EvalContext) -> bool:
        state = getattr(ctx.board, "state", None)
        step = getattr(state, "step", None)
        return step is not None and getattr(step, "phase", None) is not None and \
            step.phase.name == "COMBAT"

    def describe(self) -> str:
        return "during combat"


@dataclass(frozen=True, slots=True)
class YouAttacked(Condition):
    """Raid: "if you attacked this turn" / "with a creature" (508.1: only the active player
    declares attackers, so it is your turn and attackers were declared)."""

    def holds(self, ctx: EvalContext) -> bool:
        state = getattr(ctx.board, "state", None)
        return state is not None and state.active == ctx.controller and \
            bool(state.attacked_this_turn)

    def describe(self) -> str:
        return "you attacked this turn"


@dataclass(frozen=True, slots=True)
class RefIs(Condition):
    """"If it's a creature card" about a card an ability looked at, found or chose: the
    resolving ability evaluates it with that card as the affected object."""

    ref: object
    filter: ObjectFilter

    def holds(self, ctx: EvalContext) -> bool:
        if ctx.affected is None:
            return False
        f = self.filter
        if f.zone is not None:
            from dataclasses import replace  # a looked-at card is in a library or a hand

            f = replace(f, zone=None)
        return f.matches(ctx.board, ctx.affected, ctx.source, ctx.controller)

    def describe(self) -> str:
        return f"it is a {self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class WonFlip(Condition):
    """705: "If you win the flip" (the resolving ability's last coin flip, read by the
    Conditional that asks)."""

    def holds(self, ctx: EvalContext) -> bool:
        return bool(getattr(ctx, "won_flip", False))

    def describe(self) -> str:
        return "you won the flip"
