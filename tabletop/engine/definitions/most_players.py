"""The player who has the most of something (Wild Dogs, Wild Mammoth, Sokenzan Renegade):
"if a player has more life than each other player, the player with the most life gains
control of ~" — the condition (603.4) and the player it names."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import PlayerRef
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext
    from tabletop.engine.model.board import Board

MOST = "most"  # PlayerRef.who of a MostRef


def player_amount(board: Board, player: str, stat: str, flt: ObjectFilter | None,
                  source: int | None, controller: str) -> int:
    """A player's life total, cards in hand, or permanents of `flt` they control."""
    if stat == "life":
        return board.player(player).life
    if stat == "hand":
        return len(list(board.objects_in(Zone.HAND, player)))
    return sum(1 for o in board.objects_in(Zone.BATTLEFIELD)
               if board.controller_of(o) == player and
               (flt is None or flt.matches(board, o, source, controller)))


def the_most(board: Board, stat: str, flt: ObjectFilter | None, source: int | None,
             controller: str) -> str | None:
    """The one player with more than each other player (None if tied, 603.4)."""
    players = [p for p in board.players() if not board.player(p).lost]
    amounts = {p: player_amount(board, p, stat, flt, source, controller) for p in players}
    best = max(amounts.values(), default=0)
    leaders = [p for p, n in amounts.items() if n == best]
    return leaders[0] if len(leaders) == 1 else None


_WORDS = {"life": "life", "hand": "cards in hand"}


@dataclass(frozen=True, slots=True)
class OnePlayerHasMost(Condition):
    """"if a player has more life than each other player"."""

    stat: str  # "life", "hand", "controls"
    filter: ObjectFilter | None = None

    def holds(self, ctx: EvalContext) -> bool:
        return the_most(ctx.board, self.stat, self.filter, ctx.source,
                        ctx.controller) is not None

    def describe(self) -> str:
        what = _WORDS.get(self.stat) or (self.filter.describe() if self.filter else "")
        return f"a player has more {what} than each other player"


@dataclass(frozen=True, slots=True)
class MostRef(PlayerRef):
    """"the player with the most life", "the player who controls the most creatures"."""

    who: str = MOST
    stat: str = "life"
    filter: ObjectFilter | None = None

    def describe(self) -> str:
        what = _WORDS.get(self.stat) or (self.filter.describe() if self.filter else "")
        return f"the player with the most {what}"
