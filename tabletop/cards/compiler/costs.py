"""Costs (118, 602.1): "{2}{B}, {T}, Sacrifice a creature, Pay 3 life"."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.model.mana import ManaCost

CostPart = dict[str, Any]  # the Cost fields one part of a cost sets


@v_args(inline=True)
class CostRules(ClauseRules):
    """A cost is its parts joined; a mana cost with {X} makes X a choice (107.3a)."""

    def costs(self, *parts: CostPart) -> Cost:
        fields: CostPart = {}
        for part in parts:
            for key, value in part.items():
                if key == "mana" and "mana" in fields:
                    value = fields["mana"] + value
                fields[key] = value
        if "mana" in fields and fields["mana"].has_x:
            self.scope.choose("x")
        return Cost(**fields)

    def c_mana(self, tok: Token) -> CostPart:
        return {"mana": ManaCost.parse(str(tok))}

    def c_tap(self) -> CostPart:
        return {"tap": True}

    def c_untap(self) -> CostPart:
        return {"untap": True}

    def c_sacrifice_self(self, _self: Obj) -> CostPart:
        return {"sacrifice_self": True}

    def c_sacrifice(self, desc: Desc) -> CostPart:
        return {"sacrifice": desc.filter, "sacrifice_count": 1}

    def c_discard(self, *parts: object) -> CostPart:
        random = any(getattr(p, "data", None) == "at_random" for p in parts)
        return {"discard": 1, "discard_random": random}

    def c_discard_self(self) -> CostPart:
        raise CompileError("'discard this card' is part of cycling")

    def c_life(self, tok: Token) -> CostPart:
        return {"pay_life": int(tok)}

    def c_exile_top(self) -> CostPart:
        return {"exile_from_graveyard": 1}

    def c_remove_counters(self, n: Expr, kind: str, _self: Obj) -> CostPart:
        return {"remove_counters": ((kind, as_int(n)),)}
