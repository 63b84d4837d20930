"""Numbers in rules text: constants, X, and "for each" / "equal to" counts.

Every expression is a frozen dataclass with `evaluate(ctx)`. Effects from
resolved spells fix their numbers when they begin (611.2d, 608.2h);
effects from static abilities evaluate afresh at every computation.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.model.enums import CardType, Color, Zone

if TYPE_CHECKING:
    from tabletop.engine.definitions.filters import ObjectFilter
    from tabletop.engine.model.board import Board


@dataclass(slots=True)
class EvalContext:
    """Who is asking: the effect's source, its controller, the object affected, X.

    Mutable so the layer loop can reuse one context per effect (a hot path)."""

    board: Board
    source: int | None
    controller: str
    affected: int | None = None
    x: int = 0
    amount: int = 0  # "that much", "that many": the number of the trigger event (603.2)


class Expr:
    """Base of all expressions."""

    __slots__ = ()

    def evaluate(self, ctx: EvalContext) -> int:
        raise NotImplementedError

    @property
    def is_constant(self) -> bool:
        return False

    def describe(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Const(Expr):
    value: int

    def evaluate(self, ctx: EvalContext) -> int:
        return self.value

    @property
    def is_constant(self) -> bool:
        return True

    def describe(self) -> str:
        return str(self.value)


@dataclass(frozen=True, slots=True)
class XValue(Expr):
    """The X chosen as the spell or ability was put on the stack (107.3)."""

    def evaluate(self, ctx: EvalContext) -> int:
        return ctx.x

    def describe(self) -> str:
        return "X"


@dataclass(frozen=True, slots=True)
class Of(Expr):
    """A value of the object a reference names ("its mana value" after "reveal the top
    card of your library"): the resolving ability evaluates `inner` with that object as
    the affected one (Resolution.n); elsewhere it is `inner` as it is."""

    ref: object
    inner: Expr

    def evaluate(self, ctx: EvalContext) -> int:
        return self.inner.evaluate(ctx)

    def describe(self) -> str:
        return self.inner.describe()


@dataclass(frozen=True, slots=True)
class BasicLandTypes(Expr):
    """Domain: "the number of basic land types among lands you control" (305.6)."""

    def evaluate(self, ctx: EvalContext) -> int:
        basics = {"Plains", "Island", "Swamp", "Mountain", "Forest"}
        found: set[str] = set()
        for oid in ctx.board.objects_in(Zone.BATTLEFIELD, ctx.controller):
            found |= ctx.board.chars(oid).subtypes & basics
        return len(found)

    def describe(self) -> str:
        return "the number of basic land types among lands you control"


@dataclass(frozen=True, slots=True)
class PlayerCounters(Expr):
    """"the number of poison counters your opponents have", energy (122.1)."""

    kind: str
    who: str = "you"  # or "opponents"

    def evaluate(self, ctx: EvalContext) -> int:
        players = [ctx.controller] if self.who == "you" else \
            list(ctx.board.opponents(ctx.controller))
        return sum(ctx.board.player(p).counters.get(self.kind, 0) for p in players)

    def describe(self) -> str:
        return f"{self.kind} counters {self.who} have"


@dataclass(frozen=True, slots=True)
class Half(Expr):
    """107.1a: "half your life, rounded up"."""

    inner: Expr
    up: bool = False

    def evaluate(self, ctx: EvalContext) -> int:
        n = self.inner.evaluate(ctx)
        return (n + 1) // 2 if self.up else n // 2

    def describe(self) -> str:
        return f"half {self.inner.describe()}, rounded {'up' if self.up else 'down'}"


@dataclass(frozen=True, slots=True)
class EventAmount(Expr):
    """"that much", "that many": the number of the event that triggered the ability (the
    damage dealt, the life gained, the cards drawn; 603.2)."""

    def evaluate(self, ctx: EvalContext) -> int:
        return ctx.amount

    def describe(self) -> str:
        return "that much"


@dataclass(frozen=True, slots=True)
class Sum(Expr):
    left: Expr
    right: Expr

    def evaluate(self, ctx: EvalContext) -> int:
        return self.left.evaluate(ctx) + self.right.evaluate(ctx)

    def describe(self) -> str:
        return f"{self.left.describe()} + {self.right.describe()}"


@dataclass(frozen=True, slots=True)
class Times(Expr):
    factor: int
    inner: Expr

    def evaluate(self, ctx: EvalContext) -> int:
        return self.factor * self.inner.evaluate(ctx)

    def describe(self) -> str:
        return f"{self.factor} × {self.inner.describe()}"


@dataclass(frozen=True, slots=True)
class Negate(Expr):
    inner: Expr

    def evaluate(self, ctx: EvalContext) -> int:
        return -self.inner.evaluate(ctx)

    def describe(self) -> str:
        return f"-({self.inner.describe()})"


def _player(ctx: EvalContext, who: str) -> str:
    """who: "you" (the controller), "owner" or "affected_controller"."""
    if who == "you":
        return ctx.controller
    if who == "affected_controller" and ctx.affected is not None:
        return ctx.board.controller_of(ctx.affected)
    if who == "owner" and ctx.source is not None:
        return ctx.board.obj(ctx.source).owner
    return ctx.controller


@dataclass(frozen=True, slots=True)
class LifeTotal(Expr):
    """"your life total" (Serra Avatar)."""

    who: str = "you"

    def evaluate(self, ctx: EvalContext) -> int:
        return ctx.board.player(_player(ctx, self.who)).life

    def describe(self) -> str:
        return "your life total"


@dataclass(frozen=True, slots=True)
class CardsInZone(Expr):
    """"the number of cards in your hand", "creature cards in your graveyard"."""

    zone: Zone
    who: str = "you"
    filter: ObjectFilter | None = None

    def evaluate(self, ctx: EvalContext) -> int:
        player = None if self.who == "all" else _player(ctx, self.who)  # "in all graveyards"
        ids = ctx.board.objects_in(self.zone, player)
        if self.filter is None:
            return sum(1 for _ in ids)
        return sum(
            1
            for oid in ids
            if self.filter.matches(ctx.board, oid, ctx.source, ctx.controller)
        )

    def describe(self) -> str:
        what = "cards" if self.filter is None else f"{self.filter.describe()} cards"
        whose = "all" if self.who == "all" else "your"
        return f"the number of {what} in {whose} {self.zone.value}"


@dataclass(frozen=True, slots=True)
class CountPermanents(Expr):
    """"for each Swamp you control", "the number of creatures you control"."""

    filter: ObjectFilter

    def evaluate(self, ctx: EvalContext) -> int:
        return sum(
            1
            for oid in ctx.board.objects_in(Zone.BATTLEFIELD)
            if self.filter.matches(ctx.board, oid, ctx.source, ctx.controller)
        )

    def describe(self) -> str:
        return f"the number of {self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class CountersOn(Expr):
    """"the number of slime counters on Gutter Grime": on the source or the affected."""

    kind: str
    on: str = "source"  # "source" or "affected"

    def evaluate(self, ctx: EvalContext) -> int:
        oid = ctx.source if self.on == "source" else ctx.affected
        if oid is None:
            return 0
        return ctx.board.obj(oid).counters.get(self.kind, 0)

    def describe(self) -> str:
        return f"the number of {self.kind} counters on {'it' if self.on == 'affected' else 'this'}"


@dataclass(frozen=True, slots=True)
class ManaValueOf(Expr):
    """"equal to its mana value" (Opalescence, March of the Machines)."""

    on: str = "affected"

    def evaluate(self, ctx: EvalContext) -> int:
        oid = ctx.affected if self.on == "affected" else ctx.source
        return 0 if oid is None else ctx.board.chars(oid).mana_value

    def describe(self) -> str:
        return "its mana value"


@dataclass(frozen=True, slots=True)
class PowerOf(Expr):
    """"where X is its power" (fixed when a resolving effect begins, 611.2d)."""

    on: str = "affected"

    def evaluate(self, ctx: EvalContext) -> int:
        oid = ctx.affected if self.on == "affected" else ctx.source
        return 0 if oid is None else ctx.board.chars(oid).power or 0

    def describe(self) -> str:
        return "its power"


@dataclass(frozen=True, slots=True)
class CardTypesInGraveyards(Expr):
    """Tarmogoyf: card types among cards in all graveyards; delirium: in yours ("you")."""

    who: str = "all"

    def evaluate(self, ctx: EvalContext) -> int:
        seen: set[CardType] = set()
        players = [ctx.controller] if self.who == "you" else ctx.board.players()
        for player in players:
            for oid in ctx.board.objects_in(Zone.GRAVEYARD, player):
                seen |= ctx.board.chars(oid).types
        return len(seen)

    def describe(self) -> str:
        where = "your graveyard" if self.who == "you" else "all graveyards"
        return f"the number of card types among cards in {where}"


@dataclass(frozen=True, slots=True)
class Devotion(Expr):
    """700.5: mana symbols of a colour among mana costs of permanents you control."""

    color: str
    second: str = ""  # 700.5a: "devotion to black and red": a symbol of either counts once

    def evaluate(self, ctx: EvalContext) -> int:
        colors = {Color(self.color)} | ({Color(self.second)} if self.second else set())
        total = 0
        for oid in ctx.board.objects_in(Zone.BATTLEFIELD):
            if ctx.board.controller_of(oid) == ctx.controller:
                cost = ctx.board.chars(oid).mana_cost
                total += sum(1 for s in cost.symbols if colors.intersection(s.colors))
        return total

    def describe(self) -> str:
        second = f" and {self.second}" if self.second else ""
        return f"your devotion to {self.color}{second}"


# --- appended for the Oracle-text compiler ------------------------------------------------


@dataclass(frozen=True, slots=True)
class StatOf(Expr):
    """"that creature's toughness", "that creature's power": `stat` ("power" or
    "toughness") of the source, the affected object, or the trigger's object ("trigger":
    the resolver evaluates it with ctx.affected set to that object, 603.10)."""

    stat: str
    on: str = "trigger"

    def evaluate(self, ctx: EvalContext) -> int:
        oid = ctx.source if self.on == "source" else ctx.affected
        if oid is None:
            return 0
        value = getattr(ctx.board.chars(oid), self.stat, 0)
        return int(value or 0)

    def describe(self) -> str:
        whose = {"source": "this", "affected": "its"}.get(self.on, "that creature's")
        return f"{whose} {self.stat}"


@dataclass(frozen=True, slots=True)
class CountersOnCreator(Expr):
    """A token's "the number of slime counters on Gutter Grime": counters on the object
    whose effect created this token (its id is kept in the token's chosen["created_by"])."""

    kind: str
    creator_name: str = ""

    def evaluate(self, ctx: EvalContext) -> int:
        if ctx.source is None:
            return 0
        creator = ctx.board.obj(ctx.source).chosen.get("created_by", "")
        if not creator.isdigit():
            return 0
        try:
            return ctx.board.obj(int(creator)).counters.get(self.kind, 0)
        except KeyError:
            return 0

    def describe(self) -> str:
        where = self.creator_name or "the object that created it"
        return f"the number of {self.kind} counters on {where}"


@dataclass(frozen=True, slots=True)
class KickedTimes(Expr):
    """702.33d: "for each time it was kicked" (multikicker)."""

    def evaluate(self, ctx: EvalContext) -> int:
        from tabletop.engine.definitions.conditions import kicked_times  # conditions import us

        return kicked_times(ctx.board, ctx.source)

    def describe(self) -> str:
        return "the number of times it was kicked"


@dataclass(frozen=True, slots=True)
class IfKicked(Expr):
    """702.33d: a number that counts only if the source was kicked ("If ~ was kicked, it
    enters with two +1/+1 counters on it")."""

    inner: Expr

    def evaluate(self, ctx: EvalContext) -> int:
        from tabletop.engine.definitions.conditions import kicked_times  # conditions import us

        return self.inner.evaluate(ctx) if kicked_times(ctx.board, ctx.source) else 0

    def describe(self) -> str:
        return f"{self.inner.describe()} if kicked"
