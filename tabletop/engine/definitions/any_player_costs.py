"""A cost any player may pay for an effect: "Any player may sacrifice a land. If a player
does, put ~ on top of its owner's library" (Argothian Wurm). Handler:
rules/any_player_costs.py."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.instructions import Instruction

ANY_PLAYER = "any_player"  # the answer: the player who pays, "" for no one


@dataclass(frozen=True, slots=True)
class AnyPlayerMayPay(Instruction):
    """101.4, 608.2d: in turn order each player may pay `cost`; once one has, `then`
    follows (and no other player is asked)."""

    cost: Cost
    then: tuple[Instruction, ...]

    def describe(self) -> str:
        return (f"any player may pay {self.cost.describe()}; if one does: "
                + "; ".join(i.describe() for i in self.then))
