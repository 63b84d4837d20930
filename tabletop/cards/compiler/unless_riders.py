"""More costs of "... unless [player] pays [cost]" riders (118.12; grammar/unless_riders.lark):
the player may pay the cost as the instruction resolves; if they don't, it is followed."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.engine.definitions.cost_steps import DiscardHandCost, ExileGraveyardCost
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.filters import ObjectFilter


@v_args(inline=True)
class UnlessRiderRules(ClauseRules):
    def end_unless_they(self, cost: Cost, x: Expr | None = None
                        ) -> tuple[str, tuple[Any, ...]]:
        """"unless they pay 7 life": they are the player the sentence named."""
        if self.unless_x is not None:
            x, self.unless_x = self.unless_x, None
        return "unless", (self.scope.that_player(), cost, x)

    def uc_discard_hand(self) -> Cost:
        return Cost(steps=(DiscardHandCost(),))  # 701.9a

    def uc_exile_graveyard(self) -> Cost:
        return Cost(steps=(ExileGraveyardCost(),))

    def uc_discard_kind(self, desc: Desc) -> Cost:
        """"unless they discard a land card": a card of that kind from their hand."""
        if desc.kind not in ("card", "object") or desc.player is not None:
            raise CompileError("'discard' of no cards in hand")
        return Cost(discard=1, discard_filter=None if desc.filter == ObjectFilter()
                    else desc.filter)
