"""611.3a: conditions of "as long as" static abilities (grammar: static_conditions.lark):
"as long as ~ is renowned", "... two or more creatures are blocking it", "... the top card
of your library is black", "... a library
has twenty or fewer cards in it", "... an opponent owns a card in exile", "... an instant
card and a sorcery card are in your graveyard", "... equipped creature is a Human or an
Angel", "... a creature has a -1/-1 counter on it", "... an opponent's life total is less
than half their starting life total"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.continuous_effects import Mods
from tabletop.cards.compiler.keyword_abilities import RENOWNED
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj, matching
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.chosen_player_values import CardsInOpponentsZones
from tabletop.engine.definitions.conditions import (
    AffectedIs,
    AnyOf,
    Condition,
    Greater,
    SourceIs,
    SourceMarked,
)
from tabletop.engine.definitions.effects import Affects
from tabletop.engine.definitions.expressions import CardsInZone, Const, CountPermanents, Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.state_conditions import AllOf
from tabletop.engine.definitions.static_conditions import (
    OpponentsBelowHalfLife,
    SomeLibraryAtMost,
    TopOfLibraryIs,
)
from tabletop.engine.model.enums import Color, Zone


def _any(count: Expr) -> Condition:
    return Greater(count, Const(0))


def _permanents(desc: Desc) -> ObjectFilter:
    if desc.player is not None or desc.filter.zone not in (Zone.BATTLEFIELD, None):
        raise CompileError("a condition about permanents of one player")
    return replace(desc.filter, zone=Zone.BATTLEFIELD)


def _cards(desc: Desc, zone: Zone) -> ObjectFilter:
    if desc.player is not None or desc.filter.controller is not None or \
            desc.filter.zone not in (zone, Zone.BATTLEFIELD, None):
        raise CompileError("a card said of another zone")
    return replace(desc.filter, zone=zone)


@v_args(inline=True)
class StaticConditionRules(ClauseRules):
    def cond_renowned(self, _self: Obj) -> Condition:
        """702.112b: renowned, a designation the renown trigger gives."""
        return SourceMarked(RENOWNED)

    def cond_blocked_by_at_least(self, n: Expr, desc: Desc, *_self: Obj) -> Condition:
        """"as long as two or more creatures are blocking it" (the source, 509.1h)."""
        blockers = replace(_permanents(desc), blocking=True, blocking_source=True)
        return Greater(CountPermanents(blockers), Const(as_int(n) - 1))

    def cond_some_library_at_most(self, n: Expr) -> Condition:
        return SomeLibraryAtMost(as_int(n))

    def cond_opponent_owns_in_exile(self, desc: Desc) -> Condition:
        """"as long as an opponent owns a card in exile" (108.3)."""
        return _any(CardsInOpponentsZones(Zone.EXILE, _cards(desc, Zone.EXILE)))

    def cond_each_in_graveyard(self, *descs: Desc) -> Condition:
        """"as long as an instant card and a sorcery card are in your graveyard"."""
        return AllOf(tuple(_any(CardsInZone(Zone.GRAVEYARD, "you",
                                            _cards(d, Zone.GRAVEYARD))) for d in descs))

    def cond_obj_is_any(self, obj: Obj, *descs: Desc) -> Condition:
        """"as long as equipped creature is a Human or an Angel"."""
        if obj.affects == Affects.SELF:
            return AnyOf(tuple(SourceIs(d.filter) for d in descs))
        if obj.affects == Affects.ATTACHED:
            return AnyOf(tuple(AffectedIs(d.filter) for d in descs))
        raise CompileError("a condition about an object that is not it or its host")

    def cond_some_has_counter(self, desc: Desc, kind: str) -> Condition:
        """"as long as a creature has a -1/-1 counter on it" (any creature)."""
        return _any(CountPermanents(replace(_permanents(desc), with_counter=kind)))

    def cond_opponent_below_half(self) -> Condition:
        """103.4: "an opponent's life total is less than half their starting life total"."""
        return _any(OpponentsBelowHalfLife())

    def fe_opponents_below_half(self) -> Expr:
        return OpponentsBelowHalfLife()

    def cond_top_of_library_color(self, tok: Token) -> Condition:
        color = Color.from_word(str(tok))
        return TopOfLibraryIs(ObjectFilter(colors=frozenset({color}), zone=Zone.LIBRARY))

    def cond_top_of_library_is(self, desc: Desc) -> Condition:
        return TopOfLibraryIs(_cards(desc, Zone.LIBRARY))

    # ---- "~ and land creatures you control get +2/+2" (611.3a)
    def ss_self_and_group_lead(self, condition: Condition, me: Obj, desc: Desc, mods: Mods
                               ) -> list[Any]:
        return self._self_and_group(me, desc, mods, condition)

    def ss_self_and_group(self, me: Obj, desc: Desc, mods: Mods,
                          condition: Condition | None = None) -> list[Any]:
        return self._self_and_group(me, desc, mods, condition)

    def _self_and_group(self, me: Obj, desc: Desc, mods: Mods,
                        condition: Condition | None) -> list[Any]:
        """Two effects: the source's own, and the group's without the source (so it gets
        the bonus once even when it is one of them)."""
        if desc.player is not None or desc.kind not in ("object", "token"):
            raise CompileError("a group of permanents of one player")
        group = matching(replace(desc, filter=replace(desc.filter, other=True)))
        static: Any = self  # the static-ability rules of the same transformer
        return [static._static_spec(me, mods, condition),
                static._static_spec(group, mods, condition)]
