"""Values only the resolving ability knows: "the number of cards in that player's hand"
(`inner` as if that player asked), "the damage dealt this way"."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from tabletop.engine.definitions.expressions import Const, EvalContext, Expr
from tabletop.engine.definitions.instructions import PlayerRef


@dataclass(frozen=True, slots=True)
class OfPlayer(Expr):
    """`inner` ("the number of cards in your hand") for the player `who` names; the
    resolving ability knows who that is (Resolution.n), elsewhere it is `inner` as is."""

    who: PlayerRef
    inner: Expr

    def evaluate(self, ctx: EvalContext) -> int:
        return self.inner.evaluate(ctx)

    def for_player(self, ctx: EvalContext, player: str) -> int:
        return self.inner.evaluate(replace(ctx, controller=player))

    def describe(self) -> str:
        return f"{self.inner.describe()} of {self.who.describe()}"


def with_player_values(value: Any, value_of: Callable[[OfPlayer], int]) -> Any:
    """`value` with each OfPlayer inside it (not itself) fixed to its number for its player
    ("twice the number of white creatures that player controls"); parts with none are kept
    as they are (the same objects)."""
    if isinstance(value, tuple):
        return tuple(v if isinstance(v, OfPlayer) else with_player_values(v, value_of)
                     for v in value)
    if not dataclasses.is_dataclass(value) or isinstance(value, type | OfPlayer):
        return value
    changes: dict[str, Any] = {}
    for f in dataclasses.fields(value):
        old = getattr(value, f.name)
        new = Const(value_of(old)) if isinstance(old, OfPlayer) else \
            with_player_values(old, value_of)
        if new is not old:
            changes[f.name] = new
    return dataclasses.replace(value, **changes) if changes else value


@dataclass(frozen=True, slots=True)
class DamageDealtThisWay(Expr):
    """"You gain life equal to the damage dealt this way": what the ability's last damage
    instruction dealt (after prevention, 120.4); the resolving ability knows it."""

    def evaluate(self, ctx: EvalContext) -> int:
        return 0

    def describe(self) -> str:
        return "the damage dealt this way"


@dataclass(frozen=True, slots=True)
class ChosenCount(Expr):
    """"You gain 4 life for each creature tapped this way": how many objects the ability's
    last choice chose (ChosenRef); the resolving ability knows it."""

    def evaluate(self, ctx: EvalContext) -> int:
        return 0

    def describe(self) -> str:
        return "the number chosen this way"
