"""Costs (118, 602.1): "{2}{B}, {T}, Sacrifice a creature, Pay 3 life"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.cost_steps import (
    X_COUNT,
    ExileFromGraveyardCost,
    SacrificeManyCost,
)
from tabletop.engine.definitions.costs import REMOVE_X, Cost
from tabletop.engine.definitions.expressions import Expr, XValue
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.sacrificed import SacrificedStat
from tabletop.engine.definitions.x_costs import DiscardXCost
from tabletop.engine.model.enums import Zone
from tabletop.engine.model.mana import ManaCost

CostPart = dict[str, Any]  # the Cost fields one part of a cost sets


@v_args(inline=True)
class CostRules(ClauseRules):
    """A cost is its parts joined; a mana cost with {X} makes X a choice (107.3a)."""

    def costs(self, *parts: CostPart) -> Cost:
        fields: CostPart = {}
        for part in parts:
            for key, value in part.items():
                if key in ("mana", "steps") and key in fields:
                    value = fields[key] + value
                fields[key] = value
        if "mana" in fields and fields["mana"].has_x:
            self.scope.choose("x")
        return Cost(**fields)

    def start_costs(self, cost: Cost) -> Cost:
        """Costs read on their own (a modal activated ability's costs)."""
        return cost

    def c_mana(self, tok: Token) -> CostPart:
        return {"mana": ManaCost.parse(str(tok))}

    def c_tap(self) -> CostPart:
        return {"tap": True}

    def c_untap(self) -> CostPart:
        return {"untap": True}

    def c_sacrifice_self(self, _self: Obj) -> CostPart:
        return {"sacrifice_self": True}

    def c_sacrifice(self, desc: Desc) -> CostPart:
        self.scope.sacrifice_cost = True
        return {"sacrifice": desc.filter, "sacrifice_count": 1}

    def c_sacrifice_n(self, n: Expr, desc: Desc) -> CostPart:
        """"Sacrifice three Treasures"; "Sacrifice X lands" (107.3: X is chosen)."""
        if isinstance(n, XValue):
            self.scope.choose("x")
            return {"steps": (SacrificeManyCost(X_COUNT, desc.filter),)}
        return {"sacrifice": desc.filter, "sacrifice_count": as_int(n)}

    def c_exile_self(self, _self: Obj) -> CostPart:
        """"Exile ~:" (from the battlefield; 113.6k: from a graveyard when it says so)."""
        return {"exile_self": True}

    def c_discard(self, *parts: object) -> CostPart:
        random = any(getattr(p, "data", None) == "at_random" for p in parts)
        return {"discard": 1, "discard_random": random}

    def c_discard_n(self, n: Expr, *parts: object) -> CostPart:
        """"Discard two cards"; "Discard X cards" (107.3: X is chosen)."""
        random = any(getattr(p, "data", None) == "at_random" for p in parts)
        if isinstance(n, XValue) and not random:
            self.scope.choose("x")
            return {"steps": (DiscardXCost(),)}
        return {"discard": as_int(n), "discard_random": random}

    def c_discard_kind(self, *parts: Any) -> CostPart:
        """"Discard a creature card", "Discard two nonland cards" (cards in the hand)."""
        n = next((p for p in parts if isinstance(p, Expr)), None)
        desc = next(p for p in parts if isinstance(p, Desc))
        random = any(getattr(p, "data", None) == "at_random" for p in parts)
        flt = replace(desc.filter, zone=None)
        if isinstance(n, XValue) and not random:  # "Discard X land cards" (107.3)
            self.scope.choose("x")
            return {"steps": (DiscardXCost(None if flt == ObjectFilter(zone=None) else flt),)}
        return {"discard": 1 if n is None else as_int(n), "discard_random": random,
                "discard_filter": None if flt == ObjectFilter(zone=None) else flt}

    def c_discard_self(self, *_: Any) -> CostPart:
        """Bloodrush, channel: "Discard this card:" works from the hand (113.6k)."""
        self.scope.functions_in = "hand"
        return {"discard_self": True}

    def c_life(self, tok: Token) -> CostPart:
        return {"pay_life": int(tok)}

    def c_tap_other(self, n: Expr, desc: Desc) -> CostPart:
        """"Tap an untapped creature you control" (not the source's own {T}); "Tap X
        untapped Knights you control" (107.3: X is chosen)."""
        if isinstance(n, XValue):
            self.scope.choose("x")
        return {"tap_filter": replace(desc.filter, tapped=None, controller=None),
                "tap_count": REMOVE_X if isinstance(n, XValue) else as_int(n)}

    def c_return(self, desc: Desc) -> CostPart:
        """"Return a land you control to its owner's hand"."""
        return {"return_filter": replace(desc.filter, controller=None)}

    def c_energy(self, tok: Token) -> CostPart:
        """107.14: "{E}{E}" (pay two energy counters)."""
        return {"energy": str(tok).upper().count("{E}")}

    def c_exile_top(self) -> CostPart:
        return {"exile_from_graveyard": 1}

    def c_exile_from_graveyard(self, n: Expr, desc: Desc) -> CostPart:
        """"Exile two cards from your graveyard", "Exile a creature card from ..."; "Exile X
        cards from your graveyard" (107.3: X is chosen)."""
        flt = replace(desc.filter, zone=Zone.GRAVEYARD)
        plain = flt == ObjectFilter(zone=Zone.GRAVEYARD)
        if isinstance(n, XValue):
            self.scope.choose("x")
            return {"steps": (ExileFromGraveyardCost(X_COUNT, None if plain else flt),)}
        return {"exile_from_graveyard": as_int(n), "exile_filter": None if plain else flt}

    def c_remove_counters(self, n: Expr, kind: str, _self: Obj) -> CostPart:
        if isinstance(n, XValue):  # "Remove X storage counters from ~" (107.3)
            return {"remove_counters": ((kind, REMOVE_X),)}
        return {"remove_counters": ((kind, as_int(n)),)}

    def c_sacrifice_attached(self, _desc: Desc) -> CostPart:
        """"Sacrifice enchanted creature": the permanent this is attached to."""
        self.scope.sacrifice_cost = True
        return {"sacrifice_attached": True}

    def c_exile_self_from_hand(self, _self: Obj) -> CostPart:
        """"Exile Elvish Spirit Guide from your hand:" works from the hand (113.6k)."""
        self.scope.functions_in = "hand"
        return {"exile_self": True}

    def c_remove_and_sacrifice(self, n: Expr, kind: str, self_obj: Obj) -> CostPart:
        """"Remove three quest counters from ~ and sacrifice it"."""
        return {**self.c_remove_counters(n, kind, self_obj), "sacrifice_self": True}

    def c_tap_another(self, desc: Desc) -> CostPart:
        """"Tap another untapped Merfolk you control" (not the source itself)."""
        return {"tap_filter": replace(desc.filter, tapped=None, controller=None, other=True),
                "tap_count": 1}

    def c_remove_any_counters(self, kind: str, _self: Obj) -> CostPart:
        """"Remove any number of storage counters from ~": the number is X (107.3)."""
        self.scope.choose("x")
        return {"remove_counters": ((kind, REMOVE_X),)}

    # ---- "the sacrificed creature's power" (603.10: as it last existed)
    def ex_sacrificed_stat(self, _type: Token, stat: str) -> Expr:
        """Only after a cost of this ability that sacrificed one permanent."""
        if not self.scope.sacrifice_cost:
            raise CompileError("'the sacrificed creature' without a sacrifice cost")
        return SacrificedStat(stat)

    def sst_power(self) -> str:
        return "power"

    def sst_toughness(self) -> str:
        return "toughness"

    def sst_mana_value(self) -> str:
        return "mana_value"
