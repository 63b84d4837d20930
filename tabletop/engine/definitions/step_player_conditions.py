"""Conditions about "that player" of a trigger at the beginning of each player's (or each
opponent's) step (503.1, 513.1): the player whose turn it is. "At the beginning of each
opponent's upkeep, if that player has two or fewer cards in hand, ..." (603.4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext
    from tabletop.engine.definitions.filters import ObjectFilter


def _active(ctx: EvalContext) -> str | None:
    state: Any = getattr(ctx.board, "state", None)
    return None if state is None else str(state.active)


@dataclass(frozen=True, slots=True)
class ActivePlayerCount(Condition):
    """"that player has two or fewer cards in hand" (`what` "hand"), "... has 5 or less
    life" ("life"): the number lies between `low` and `high` (None: no bound)."""

    what: str
    low: int | None = None
    high: int | None = None

    def holds(self, ctx: EvalContext) -> bool:
        player = _active(ctx)
        if player is None:
            return False
        if self.what == "life":
            n = ctx.board.player(player).life
        else:
            n = sum(1 for _ in ctx.board.objects_in(Zone.HAND, player))
        return (self.low is None or n >= self.low) and (self.high is None or n <= self.high)

    def describe(self) -> str:
        bounds = f"{self.low}+" if self.high is None else f"at most {self.high}"
        return f"that player has {bounds} {'life' if self.what == 'life' else 'cards in hand'}"


@dataclass(frozen=True, slots=True)
class ActivePlayerControls(Condition):
    """"if that player controls a Plains"."""

    filter: ObjectFilter

    def holds(self, ctx: EvalContext) -> bool:
        player = _active(ctx)
        return player is not None and any(
            ctx.board.controller_of(oid) == player and
            self.filter.matches(ctx.board, oid, ctx.source, ctx.controller)
            for oid in ctx.board.objects_in(Zone.BATTLEFIELD))

    def describe(self) -> str:
        return f"that player controls a {self.filter.describe()}"
