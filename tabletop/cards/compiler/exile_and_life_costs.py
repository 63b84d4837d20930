"""More parts of activation costs (602.2b): "Exile ~ from your graveyard" (113.6k),
processing ("Put a card an opponent owns from exile into that player's graveyard"),
"Pay half your life, rounded up", "Exile another creature card from your graveyard",
"Exile a creature you control", "Sacrifice all lands you control"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.costs import CostPart
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.engine.definitions.exile_and_life_costs import (
    ExilePermanentCost,
    PayHalfLifeCost,
    ProcessCost,
    SacrificeAllCost,
)
from tabletop.engine.definitions.expressions import Const
from tabletop.engine.definitions.filters import ObjectFilter


def _yours(desc: Desc) -> ObjectFilter:
    """Permanents the payer controls (602.2b) a cost part acts on."""
    if desc.kind not in ("object", "permanent") or desc.player is not None:
        raise CompileError("a cost acts on permanents the player controls")
    return replace(desc.filter, controller=None)


@v_args(inline=True)
class ExileAndLifeCostRules(ClauseRules):
    def c_exile_self_from_graveyard(self, _self: Obj) -> CostPart:
        """113.6k: an ability whose cost exiles its card from the graveyard works there."""
        self.scope.functions_in = "graveyard"
        return {"exile_self": True}

    def c_process(self) -> CostPart:
        return {"steps": (ProcessCost(),)}

    def c_pay_half_life(self, round_up: bool) -> CostPart:
        return {"steps": (PayHalfLifeCost(round_up=round_up),)}

    def c_exile_another_from_graveyard(self, desc: Desc) -> CostPart:
        """"another": not the source itself (the graveyard's cards other than it)."""
        rules: Any = self  # the transformer has every family's rules
        part: CostPart = rules.c_exile_from_graveyard(Const(1), desc)
        return part

    def c_exile_permanent(self, desc: Desc) -> CostPart:
        return {"steps": (ExilePermanentCost(_yours(desc)),)}

    def c_sacrifice_all(self, desc: Desc) -> CostPart:
        self.scope.sacrifice_cost = True
        return {"steps": (SacrificeAllCost(_yours(desc)),)}
