"""Counts and clauses of "When ~ enters / dies / leaves the battlefield" triggers
(603.6a, 603.6c): how many times it was kicked, how many creatures it devoured."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.continuous_effects import times
from tabletop.cards.compiler.noun_phrases import Patch, patch
from tabletop.cards.compiler.one_shot_effects import CHOSEN, Verb
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.any_player_costs import AnyPlayerMayPay
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.died_counts import DiedThisTurn
from tabletop.engine.definitions.effects import Affects
from tabletop.engine.definitions.expressions import Const, Expr, KickedTimes, Of
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    ChooseObjects,
    ChosenRef,
    CounterSpell,
    Instruction,
    PlayerRef,
    PutCounters,
    Ref,
    ReturnToHand,
    SelfRef,
    TargetRef,
    TargetSpec,
)
from tabletop.engine.definitions.keyword_parts import DevouredCount
from tabletop.engine.definitions.life_instructions import SetLifeTotal
from tabletop.engine.definitions.moved_card_stats import MovedCardStat
from tabletop.engine.definitions.trigger_conditions import Trigger
from tabletop.engine.model.enums import CardType, Zone

_CREATURES = ObjectFilter(types=frozenset({CardType.CREATURE}))


@v_args(inline=True)
class EnterLeaveRules(ClauseRules):
    def fe_times_kicked(self, *_self: object) -> Expr:
        """702.33d: "for each time it was kicked" (multikicker)."""
        return KickedTimes()

    def fe_devoured(self, *_self: object) -> Expr:
        """702.82a: "for each creature it devoured", noted as it entered."""
        return DevouredCount()

    def i_support(self, n: Token) -> list[Instruction]:
        """701.41a: "support N": a +1/+1 counter on each of up to N other target creatures
        (on an instant or sorcery, "other" excludes nothing: the spell is no creature)."""
        first = len(self.scope.targets)
        spec = TargetSpec(kind="object", filter=_CREATURES, count_min=0, count_max=1,
                          not_source=True, text=f"up to {int(n)} other target creatures")
        indices = tuple(self.scope.add_target(replace(spec, distinct_from=first) if i else spec)
                        for i in range(int(n)))
        self.scope.antecedent = Obj(TargetRef(indices[0]), Affects.TARGETS, _CREATURES, indices)
        return [PutCounters("+1/+1", Const(1), TargetRef(i)) for i in indices]

    def i_life_total_becomes(self, who: PlayerRef, n: Expr) -> list[Instruction]:
        """119.5: "your life total becomes 15": gain or lose the difference."""
        return [SetLifeTotal(who, n)]

    def v_return_another(self, desc: Desc) -> Verb:
        """"return another creature you control to its owner's hand": one of the player's
        own permanents other than the source, chosen as it resolves (not a target)."""
        if desc.filter.controller not in ("you", None) or desc.filter.zone != Zone.BATTLEFIELD:
            raise CompileError("another returned permanent not of your own")
        flt = replace(desc.filter, controller=None, other=True)
        self.scope.antecedent = CHOSEN
        return Verb(lambda who: [ChooseObjects(flt, who, 1), ReturnToHand(ChosenRef())])

    def i_put_counters_for_each(self, n: Expr, kind: str, obj: Obj, each: Expr
                                ) -> list[Instruction]:
        """"put a -1/-1 counter on target creature for each -1/-1 counter on ~", "put a
        +1/+1 counter on ~ for each creature that died this turn": the count taken as the
        ability resolves (of a source gone: as it last existed, 608.2h)."""
        if obj.affects == Affects.MATCHING:
            raise CompileError("counters for each on every object of a kind")
        return [PutCounters(kind, times(n, each), ref) for ref in obj.refs]

    def tr_enters_or_graveyard_battlefield(self, subject: Any) -> list[Trigger]:
        """"When Ichor Wellspring enters or is put into a graveyard from the battlefield":
        two trigger events, one ability (603.6a, 603.6c)."""
        rules: Any = self  # the transformer has every family's rules
        triggers: list[Trigger] = rules.tr_enters(subject) + rules.tr_graveyard_battlefield(
            subject)
        return triggers

    def post_target_opponent(self) -> Patch:
        """"all creatures target opponent controls": that target's permanents (115.1)."""
        index = self.scope.add_target(TargetSpec(kind="opponent", text="target opponent"))
        return patch(_player=PlayerRef("target", self.scope.player_index(index)))

    def ex_that_card_toughness(self) -> Expr:
        """"You gain life equal to that card's toughness": of the card the ability named
        before, where it is now (608.2h)."""
        it = self.scope.antecedent
        if it is None or not isinstance(it.ref, Ref):
            raise CompileError("'that card' names no card")
        return Of(it.ref, MovedCardStat("toughness"))

    def sentence_any_player_may(self, cost: Cost, then: list[Instruction]
                                ) -> list[Instruction]:
        """101.4: "Any player may sacrifice a land. If a player does, ..."."""
        return [AnyPlayerMayPay(cost, tuple(then))]

    def apc_discard(self, n: Expr) -> Cost:
        """"any player may discard three cards" (any of their choice, 701.9a)."""
        return Cost(discard=as_int(n))

    def i_counter_self(self, _self: Obj) -> list[Instruction]:
        """701.6a: "When you cast Brain Gorgers, ... counter Brain Gorgers": the spell."""
        return [CounterSpell(SelfRef())]

    def apc_exile_from_graveyard(self, n: Expr) -> Cost:
        """"any player may exile three cards from their graveyard"."""
        return Cost(exile_from_graveyard=as_int(n))

    def fe_died_this_turn(self, desc: Desc) -> Expr:
        """700.4: "for each Zubera that died this turn" (as they last existed)."""
        return _died(desc)

    def fe_died_yours(self, desc: Desc) -> Expr:
        """"for each nontoken creature put into your graveyard from the battlefield this
        turn": creatures you owned that died (700.4)."""
        return _died(desc, yours=True)


def _died(desc: Desc, yours: bool = False) -> Expr:
    """Only a kind of creature (types, subtypes, nontoken) is counted among the dead."""
    f = desc.filter
    kind = ObjectFilter(types=f.types, subtypes=f.subtypes, token=f.token, zone=f.zone)
    if desc.kind != "object" or f != kind or f.token is True:
        raise CompileError("a kind of dead creature the turn's record does not keep")
    types = f.types if f.types else frozenset({CardType.CREATURE})
    return DiedThisTurn(types, frozenset(f.subtypes), nontoken=f.token is False, yours=yours)
