"""107.3: an activated ability whose text defines X ("X is the number of cards in an
opponent's hand", "X is the mana value of the exiled card"): the value is computed as it
is activated instead of chosen (rules/casting.activate_ability)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.card_moves import EXILED_WITH
from tabletop.engine.definitions.expressions import EvalContext, Expr
from tabletop.engine.definitions.player_values import OfPlayer
from tabletop.engine.model.enums import Zone


@dataclass(frozen=True, slots=True)
class XIs:
    """The activation rule "X is [value]." (read by start_activated)."""

    value: Expr


@dataclass(frozen=True, slots=True)
class ExiledCardManaValue(Expr):
    """"the mana value of the exiled card" (607.2a: the card the source's linked ability
    exiled, still in exile; none: 0)."""

    def evaluate(self, ctx: EvalContext) -> int:
        if ctx.source is None:
            return 0
        try:
            noted = ctx.board.obj(ctx.source).chosen.get(EXILED_WITH, "")
        except KeyError:
            return 0
        exiled = set(ctx.board.objects_in(Zone.EXILE))
        return sum(ctx.board.chars(int(n)).mana_value
                   for n in noted.split(",") if n and int(n) in exiled)

    def describe(self) -> str:
        return "the mana value of the exiled card"


def defined_x(value: Expr, ctx: EvalContext, opponents: tuple[str, ...],
              chosen: object = None) -> int:
    """X as the ability is activated; "an opponent's hand": the opponent answered as
    `player`, else the first (in a two-player game, the one opponent)."""
    if isinstance(value, OfPlayer) and value.who.who == "each_opponent":
        if not opponents:
            return 0
        whose = chosen if chosen in opponents else opponents[0]
        return max(0, value.for_player(ctx, str(whose)))
    return max(0, value.evaluate(ctx))
