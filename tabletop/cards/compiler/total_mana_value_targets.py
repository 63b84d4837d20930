"""Targets chosen together with a total mana value (601.2c): "Return up to three target
creature cards with total mana value 3 or less from your graveyard to the battlefield." The
engine refuses a choice over the total (rules/targets.py)."""

from __future__ import annotations

from dataclasses import replace

from lark import v_args
from lark.tree import Meta

from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.cards.compiler.targets import TargetRules
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.model.enums import Zone


@v_args(inline=True)
class TotalManaValueTargetRules(TargetRules):
    """The rules of grammar/modern.lark's "with total mana value N or less" targets."""

    @v_args(inline=True, meta=True)
    def tgt_up_to_total_mv(self, meta: Meta, n: Expr, desc: Desc, total: Expr) -> Obj:
        if desc.kind != "card" or desc.filter.zone not in (None, Zone.GRAVEYARD):
            raise CompileError("'with total mana value' of no cards in a graveyard")
        flt = replace(desc.filter, zone=Zone.GRAVEYARD, owner="you")
        spec = replace(self._target_spec(replace(desc, filter=flt)), text=self._span(meta),
                       total_mana_value_at_most=as_int(total))
        return self._target(spec, as_int(n), optional=True)
