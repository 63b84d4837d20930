"""Transformer rules for numbers that depend on the game, conditions and durations."""

from __future__ import annotations

from lark import Token, Transformer, v_args

from tabletop.cards.compiler.nodes import CompileError, Desc, Obj, Scope
from tabletop.cards.compiler.t_nouns import as_int
from tabletop.engine.definitions.conditions import (
    AffectedHasColor,
    AffectedIs,
    AttackedThisTurn,
    Condition,
    CountersOnAtLeast,
    Greater,
    Not,
    SourceIs,
    TopOfGraveyardIs,
    TriggerObjectWas,
    YouControl,
    YourTurn,
)
from tabletop.engine.definitions.effects import Affects, Duration
from tabletop.engine.definitions.expressions import (
    CardsInZone,
    CardTypesInGraveyards,
    CountersOn,
    CountersOnCreator,
    CountPermanents,
    Devotion,
    Expr,
    LifeTotal,
    ManaValueOf,
    PowerOf,
    StatOf,
    Sum,
    Times,
)
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.model.enums import Color, Zone


def _zone_filter(desc: Desc, zone: Zone) -> ObjectFilter | None:
    """A card filter for cards in a zone; None when it names any card."""
    f = desc.filter
    if f == ObjectFilter(zone=f.zone):
        return None
    from dataclasses import replace

    return replace(f, zone=zone)


@v_args(inline=True)
class ValueRules(Transformer):  # type: ignore[misc]
    """Mixin of transformer callbacks for expressions, conditions and durations."""

    scope: Scope
    previous_expr: Expr | None = None

    # ---- expressions
    def ex_number(self, n: Expr) -> Expr:
        return self._remember(n)

    def ex_life_total(self) -> Expr:
        return self._remember(LifeTotal())

    def ex_twice(self, inner: Expr) -> Expr:
        return self._remember(Times(2, inner))

    def ex_count(self, count: Expr) -> Expr:
        return self._remember(count)

    def ex_previous_plus(self, n: Expr) -> Expr:
        if self.previous_expr is None:
            raise CompileError("'that number' refers to nothing")
        return Sum(self.previous_expr, n)

    def ex_mana_value(self) -> Expr:
        return ManaValueOf()

    def ex_its_power(self) -> Expr:
        return PowerOf("source" if self._it_is_self() else "affected")

    def ex_its_toughness(self) -> Expr:
        return StatOf("toughness", "source" if self._it_is_self() else "affected")

    def ex_self_power(self, _self: Obj) -> Expr:
        return PowerOf("source")

    def ex_that_power(self) -> Expr:
        return StatOf("power", "trigger")

    def ex_that_toughness(self) -> Expr:
        return StatOf("toughness", "trigger")

    def ex_devotion(self, tok: Token) -> Expr:
        return Devotion(Color.from_word(tok).value)

    def _remember(self, expr: Expr) -> Expr:
        self.previous_expr = expr
        return expr

    def _it_is_self(self) -> bool:
        it = self.scope.antecedent
        return it is not None and it.affects == Affects.SELF

    # ---- counts
    def cnt_card_types(self) -> Expr:
        return CardTypesInGraveyards()

    def cnt_hand(self, desc: Desc) -> Expr:
        return CardsInZone(Zone.HAND, "you", _zone_filter(desc, Zone.HAND))

    def cnt_graveyard(self, desc: Desc) -> Expr:
        return CardsInZone(Zone.GRAVEYARD, "you", _zone_filter(desc, Zone.GRAVEYARD))

    def cnt_counters_self(self, kind: str, obj: Obj) -> Expr:
        if obj.outer:
            return CountersOnCreator(kind, self.scope.card_name)
        return CountersOn(kind)

    def cnt_permanents(self, desc: Desc) -> Expr:
        return CountPermanents(desc.filter)

    def fe_hand(self, desc: Desc) -> Expr:
        return self.cnt_hand(desc)

    def fe_counters_self(self, kind: str, obj: Obj) -> Expr:
        return self.cnt_counters_self(kind, obj)

    def fe_permanents(self, desc: Desc) -> Expr:
        return CountPermanents(desc.filter)

    def where_x(self, expr: Expr) -> Expr:
        return expr

    # ---- conditions
    def cond_it_color(self, tok: Token) -> Condition:
        return AffectedHasColor(Color.from_word(tok))

    def cond_obj_color(self, obj: Obj, tok: Token) -> Condition:
        return self._about(obj, AffectedHasColor(Color.from_word(tok)),
                           ObjectFilter(colors=frozenset({Color.from_word(tok)})))

    def cond_obj_is(self, obj: Obj, desc: Desc) -> Condition:
        return self._about(obj, AffectedIs(desc.filter), desc.filter)

    def _about(self, obj: Obj, affected: Condition, flt: ObjectFilter) -> Condition:
        if obj.affects == Affects.SELF:
            return SourceIs(flt)
        if obj.affects == Affects.ATTACHED:
            return affected
        raise CompileError("a condition about an object that is not it or its host")

    def cond_it_was(self, desc: Desc) -> Condition:
        return TriggerObjectWas(desc.filter)

    def cond_you_control(self, desc: Desc) -> Condition:
        return YouControl(desc.filter)

    def cond_you_control_n(self, n: Expr, desc: Desc) -> Condition:
        return YouControl(desc.filter, as_int(n))

    def cond_counters(self, obj: Obj, n: Expr, kind: str) -> Condition:
        if obj.affects != Affects.SELF:
            raise CompileError("counters on another object")
        return CountersOnAtLeast(kind, as_int(n))

    def cond_top_graveyard(self, desc: Desc) -> Condition:
        return TopOfGraveyardIs(desc.filter)

    def cond_not_your_turn(self) -> Condition:
        return Not(YourTurn())

    def cond_your_turn(self) -> Condition:
        return YourTurn()

    def cond_greater(self, left: Expr, right: Expr) -> Condition:
        return Greater(left, right)

    def cond_power_greater_self(self, _self: Obj) -> Condition:
        return Greater(StatOf("power", "trigger"), PowerOf("source"))

    def cond_attacked(self) -> Condition:
        return AttackedThisTurn()

    # ---- durations
    def dur_eot(self) -> Duration:
        return Duration.END_OF_TURN

    def dur_next_turn(self) -> Duration:
        return Duration.YOUR_NEXT_TURN

