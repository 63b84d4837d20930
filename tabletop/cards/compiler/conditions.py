"""Conditions: "as long as ..." (611.3a), intervening "if" clauses (603.4) and "if" in an
instruction: "it's white", "you control an artifact", "it's not your turn"."""

from __future__ import annotations

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.cards.compiler.values import as_int
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
    WasKicked,
    YouControl,
    YourTurn,
)
from tabletop.engine.definitions.effects import Affects
from tabletop.engine.definitions.expressions import Expr, PowerOf, StatOf
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.model.enums import Color


@v_args(inline=True)
class ConditionRules(ClauseRules):
    """Conditions about the source, its host, the triggering object, the board and turn."""

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

    def cond_kicked(self, *_: object) -> Condition:
        return WasKicked()

    def cond_attacked(self) -> Condition:
        return AttackedThisTurn()
