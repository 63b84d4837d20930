"""Cost parts counted by the X chosen as the spell is cast (107.3; grammar: x_costs.lark):
"As an additional cost to cast Fire Covenant, pay X life"; and revealing a card of a kind
from the hand ("reveal a Kithkin card from your hand or pay {3}", 601.2b)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.engine.definitions.reveal_costs import RevealFromHandCost
from tabletop.engine.definitions.x_costs import PayXLifeCost


@v_args(inline=True)
class XCostRules(ClauseRules):
    def c_pay_x_life(self) -> dict[str, Any]:
        self.scope.choose("x")
        return {"steps": (PayXLifeCost(),)}

    def c_reveal_from_hand(self, desc: Desc) -> dict[str, Any]:
        if desc.kind != "card" or desc.player is not None:
            raise CompileError("a card in your hand described by more than a filter")
        return {"steps": (RevealFromHandCost(replace(desc.filter, zone=None)),)}
