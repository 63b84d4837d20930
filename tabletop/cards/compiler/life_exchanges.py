"""701.12c: exchanging life totals: "Exchange life totals with target opponent" (you and
that player), "Two target players exchange life totals"."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.instructions import Instruction, PlayerRef, TargetSpec
from tabletop.engine.definitions.life_exchanges import ExchangeLifeTotals


@v_args(inline=True)
class LifeExchangeRules(ClauseRules):
    def i_exchange_life_with(self, player: PlayerRef) -> list[Instruction]:
        return [ExchangeLifeTotals(PlayerRef("you"), player)]

    def i_two_exchange_life(self) -> list[Instruction]:
        index = self.scope.add_target(TargetSpec(kind="player", text="two target players",
                                                 count_min=2, count_max=2))
        return [ExchangeLifeTotals(PlayerRef("each_target", self.scope.player_index(index)))]
