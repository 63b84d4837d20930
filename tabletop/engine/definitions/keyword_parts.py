"""Conditions and numbers keyword abilities of rule 702 are built from: bloodthirst
(702.54a), undaunted (702.125a), scavenge (702.97a)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.abilities import KeywordAbility
from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.model.enums import CardType, Zone

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext


@dataclass(frozen=True, slots=True)
class OpponentWasDealtDamage(Condition):
    """702.54a: "if an opponent was dealt damage this turn" (120.3, the turn's history)."""

    def holds(self, ctx: EvalContext) -> bool:
        state: Any = getattr(ctx.board, "state", None)
        history = getattr(state, "history", None)
        if history is None:
            return False
        return any(isinstance(target, str) and target != ctx.controller and n > 0
                   for _, target, n, _ in history.damage)

    def describe(self) -> str:
        return "an opponent was dealt damage this turn"


@dataclass(frozen=True, slots=True)
class IfHolds(Expr):
    """A number that counts only while a condition holds (bloodthirst: N counters if an
    opponent was dealt damage this turn, else none)."""

    condition: Condition
    inner: Expr

    def evaluate(self, ctx: EvalContext) -> int:
        return self.inner.evaluate(ctx) if self.condition.holds(ctx) else 0

    def describe(self) -> str:
        return f"{self.inner.describe()} if {self.condition.describe()}"


@dataclass(frozen=True, slots=True)
class OpponentCount(Expr):
    """702.125a: "for each opponent you have"."""

    def evaluate(self, ctx: EvalContext) -> int:
        return len(ctx.board.opponents(ctx.controller))

    def describe(self) -> str:
        return "the number of opponents you have"


@dataclass(frozen=True, slots=True)
class ExiledCardPower(Expr):
    """702.97a: "the power of the card you exiled" (the source as it last existed,
    603.10)."""

    def evaluate(self, ctx: EvalContext) -> int:
        if ctx.source is None:
            return 0
        board: Any = ctx.board
        known = board.known_chars(ctx.source) if hasattr(board, "known_chars") else \
            board.chars(ctx.source)
        return 0 if known is None else known.power or 0

    def describe(self) -> str:
        return "the power of the card you exiled"


COLORS_SPENT = "colors_spent"  # GameObject.chosen / spell choices: 702.44a sunburst


@dataclass(frozen=True, slots=True)
class ColorsSpent(Expr):
    """702.44a: "for each color of mana spent to cast it", counted for a creature
    (`creature`) or for a noncreature permanent (charge counters)."""

    creature: bool = True

    def evaluate(self, ctx: EvalContext) -> int:
        if ctx.source is None:
            return 0
        if ctx.board.chars(ctx.source).is_creature != self.creature:
            return 0
        return int(ctx.board.obj(ctx.source).chosen.get(COLORS_SPENT, 0) or 0)

    def describe(self) -> str:
        return "the number of colors of mana spent to cast it"


REPLICATE = "replicate"  # the answer: how many times the replicate cost is paid (702.56a)


@dataclass(frozen=True, slots=True)
class ReplicateTimes(Expr):
    """702.56a: "for each time you paid its replicate cost" (the spell's answer)."""

    def evaluate(self, ctx: EvalContext) -> int:
        if ctx.source is None:
            return 0
        info = ctx.board.obj(ctx.source).stack_info
        times = info.choices.get(REPLICATE, 0) if info is not None else 0
        return times if isinstance(times, int) and not isinstance(times, bool) else 0

    def describe(self) -> str:
        return "the number of times its replicate cost was paid"


@dataclass(frozen=True, slots=True)
class OptionalCostAbility(KeywordAbility):
    """702.33a "Kicker—[cost]", 702.27a "Buyback—[cost]" with parts besides mana
    ("Kicker—Sacrifice a land"): `parameter` its mana ("{0}" for none), `extra` the rest,
    paid with the spell's other costs when the answer (`kicked`, `buyback`) says so."""

    extra: Cost = field(default_factory=Cost)


_ANSWERS = {"Kicker": "kicked", "Buyback": "buyback", "Conspire": "conspire"}  # 702.78a


def optional_extras(abilities: tuple[object, ...], choices: dict[str, object]) -> list[Cost]:
    """601.2f: the non-mana parts of the optional additional costs being paid."""
    return [a.extra for a in abilities if isinstance(a, OptionalCostAbility)
            and choices.get(_ANSWERS.get(a.keyword or "", ""))]


RETRACE = "retrace"  # the answer: cast from the graveyard by retrace (702.81a)
# 702.81a: "by discarding a land card in addition to paying its other costs"
RETRACE_COST = Cost(discard=1, discard_filter=ObjectFilter(types=frozenset({CardType.LAND}),
                                                           zone=Zone.HAND))


SURGE = "surge"  # the answer `cost` of casting a spell for its surge cost (702.117a)


def surged(choices: dict[str, object]) -> bool:
    return str(choices.get("cost", "")).lower() == SURGE


DEVOURED = "devoured"  # GameObject.chosen: how many creatures it devoured (702.82a)
DEVOUR = "devour"  # the answer: the creatures sacrificed as it enters (702.82a)


@dataclass(frozen=True, slots=True)
class DevouredCount(Expr):
    """702.82a: "N +1/+1 counters on it for each creature sacrificed this way"."""

    per: int = 1

    def evaluate(self, ctx: EvalContext) -> int:
        if ctx.source is None:
            return 0
        return self.per * int(ctx.board.obj(ctx.source).chosen.get(DEVOURED, 0) or 0)

    def describe(self) -> str:
        return f"{self.per} for each creature it devoured"
