"""Numbers about a player other than the source's controller in static abilities (107.3,
208.2): "the number of creatures the chosen player controls" (the player chosen as the
source entered, 614.12), "for each creature card in your opponents' graveyards"."""

from __future__ import annotations

from dataclasses import dataclass, replace

from tabletop.engine.definitions.expressions import EvalContext, Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.model.enums import Zone


@dataclass(frozen=True, slots=True)
class OfChosenPlayer(Expr):
    """`inner` (said of "you") counted for the player chosen as the source entered; 0
    before anyone is chosen or once that player has left the game (800.4a)."""

    inner: Expr

    def evaluate(self, ctx: EvalContext) -> int:
        if ctx.source is None:
            return 0
        try:
            chosen = ctx.board.obj(ctx.source).chosen.get("player")
        except KeyError:
            return 0
        if not isinstance(chosen, str) or chosen not in ctx.board.players():
            return 0
        return self.inner.evaluate(replace(ctx, controller=chosen))

    def describe(self) -> str:
        return f"{self.inner.describe()} of the chosen player"


@dataclass(frozen=True, slots=True)
class CardsInOpponentsZones(Expr):
    """"the number of cards in your opponents' graveyards": all opponents' together."""

    zone: Zone
    filter: ObjectFilter | None = None

    def evaluate(self, ctx: EvalContext) -> int:
        total = 0
        for player in ctx.board.opponents(ctx.controller):
            for oid in ctx.board.objects_in(self.zone, player):
                if self.filter is None or self.filter.matches(ctx.board, oid, ctx.source,
                                                              ctx.controller):
                    total += 1
        return total

    def describe(self) -> str:
        what = "cards" if self.filter is None else f"{self.filter.describe()} cards"
        return f"the number of {what} in your opponents' {self.zone.value}s"
