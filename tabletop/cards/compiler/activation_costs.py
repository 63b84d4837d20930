"""More parts of activation costs (118, 602.2b): "Put the top card of your library into
your graveyard", "Return ~ to its owner's hand", "Exert ~", "Put a -1/-1 counter on a
creature you control", "Remove a +1/+1 counter from a creature you control", "Exile a
card from your hand", "Sacrifice a creature and a Swamp"; and "snow" (205.4a)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import v_args

from tabletop.cards.compiler.activated_abilities import ANY_PLAYER
from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.costs import CostPart
from tabletop.cards.compiler.noun_phrases import Patch, patch
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions import cost_steps as S
from tabletop.engine.definitions.conditions import Condition, DuringStep
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.expressions import Expr, XValue
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.tapped_for_cost import TappedStat
from tabletop.engine.model.enums import Supertype


def _count(parts: tuple[Any, ...]) -> int:
    n = next((p for p in parts if isinstance(p, Expr)), None)
    return 1 if n is None else as_int(n)


def _step(step: S.CostStep) -> CostPart:
    return {"steps": (step,)}


def _permanents(desc: Desc) -> ObjectFilter:
    """A permanent you control the cost acts on (the payer's own: 602.2b)."""
    if desc.kind not in ("object", "permanent") or desc.player is not None:
        raise CompileError("a cost acts on permanents the player controls")
    return replace(desc.filter, controller=None)


@dataclass(frozen=True, slots=True)
class EitherCost:
    """"{3}, {T} or {G}, {T}:": either cost may be paid (start_activated makes an ability
    for each, with the same text and effect; "only once each turn" counts by the text)."""

    costs: tuple[Cost, ...]


@v_args(inline=True)
class ActivationCostRules(ClauseRules):
    def c_mill_top(self, *parts: Any) -> CostPart:
        return _step(S.MillCost(_count(parts)))

    def c_mill_n(self, n: Expr, *_: Any) -> CostPart:
        return _step(S.MillCost(as_int(n)))

    def c_exile_library_top(self, *parts: Any) -> CostPart:
        return _step(S.ExileTopCost(_count(parts)))

    def c_return_self(self, _self: Obj) -> CostPart:
        return _step(S.ReturnSelfCost())

    def c_exert_self(self, _self: Obj) -> CostPart:
        return _step(S.ExertSelfCost())

    def c_put_counters_self(self, n: Expr, kind: str, _self: Obj) -> CostPart:
        return _step(S.PutCountersCost(kind, as_int(n)))

    def c_put_counters_on(self, n: Expr, kind: str, desc: Desc) -> CostPart:
        return _step(S.PutCountersCost(kind, as_int(n), _permanents(desc)))

    def c_remove_counters_from(self, n: Expr, kind: str, desc: Desc) -> CostPart:
        """"Remove a +1/+1 counter from a creature you control", "Remove X +1/+1 counters
        from among creatures you control" (107.3: X is chosen)."""
        if isinstance(n, XValue):
            self.scope.choose("x")
            return _step(S.RemoveCountersAmongCost(kind, S.X_COUNT, _permanents(desc)))
        return _step(S.RemoveCountersAmongCost(kind, as_int(n), _permanents(desc)))

    def c_exile_from_hand(self, n: Expr, desc: Desc) -> CostPart:
        """"Exile a card from your hand", "Exile a nonland card from your hand"."""
        if desc.kind != "card":
            raise CompileError("only cards are exiled from a hand")
        flt = replace(desc.filter, zone=None)
        return _step(S.ExileFromHandCost(as_int(n), None if flt == ObjectFilter(zone=None)
                                         else flt))

    def c_sacrifice_each(self, *descs: Desc) -> CostPart:
        return _step(S.SacrificeEachCost(tuple(_permanents(d) for d in descs)))

    def c_return_many(self, n: Expr, desc: Desc) -> CostPart:
        """"Return two lands you control to their owner's hand"."""
        return _step(S.ReturnManyCost(as_int(n), _permanents(desc)))

    def c_hand_to_library_top(self, *_: Any) -> CostPart:
        return _step(S.HandToLibraryTopCost())

    # ---- 205.4a: the snow supertype
    def adj_snow(self) -> Patch:
        return patch(supertypes={Supertype.SNOW})

    def adj_nonsnow(self) -> Patch:
        return patch(not_supertypes={Supertype.SNOW})

    # ---- 602.2: "Any player may activate this ability [but only ...]"
    def ar_any_player(self, *parts: str | Condition) -> tuple[str | Condition, ...]:
        return (ANY_PLAYER, *parts)

    def arp_their_draw_step(self) -> Condition:
        """The activating player's own draw step ("you" is who activates it)."""
        return DuringStep("draw")

    # ---- "[Cost] or [Cost]: [Effect]"
    def either_costs(self, first: Cost, second: Cost) -> EitherCost:
        return EitherCost((first, second))

    # ---- 608.2h: "the power of the creature tapped this way"
    def ex_tapped_stat(self, *parts: Any) -> Expr:
        """Only after a cost of this ability that taps one other permanent."""
        stat = next(p for p in parts if isinstance(p, str) and p in ("power", "toughness"))
        return TappedStat(stat)

    def tst_power(self) -> str:
        return "power"

    def tst_toughness(self) -> str:
        return "toughness"
