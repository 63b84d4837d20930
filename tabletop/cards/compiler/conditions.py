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
    AnyOf,
    AttackedThisTurn,
    Condition,
    CountersOnAtLeast,
    Greater,
    Not,
    RefIs,
    SourceInCombat,
    SourceIs,
    TopOfGraveyardIs,
    TriggerObjectWas,
    WasKicked,
    WonFlip,
    YouAttacked,
    YouControl,
    YourTurn,
)
from tabletop.engine.definitions.effects import Affects
from tabletop.engine.definitions.expressions import (
    CardsInZone,
    Const,
    Expr,
    PowerOf,
    StatOf,
)
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    ChosenRef,
    CreatedRef,
    FoundRef,
    TargetRef,
    TopCardRef,
    TriggerObjectRef,
)
from tabletop.engine.model.enums import Color, Zone


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
        if isinstance(obj.ref, TopCardRef | FoundRef | ChosenRef | CreatedRef | TriggerObjectRef
                      | TargetRef):  # TargetRef: "Return target artifact card ... If it's a"
            return RefIs(obj.ref, flt)  # TriggerObjectRef: "if that land is a Forest"
        raise CompileError("a condition about an object that is not it or its host")

    def cond_it_is(self, desc: Desc) -> Condition:
        """"If it's a creature card" (the card just looked at or revealed)."""
        it = self.scope.antecedent
        if it is None:
            raise CompileError("'it' refers to nothing")
        return self._about(it, AffectedIs(desc.filter), desc.filter)

    def cond_it_was(self, desc: Desc) -> Condition:
        return TriggerObjectWas(desc.filter)

    def cond_you_control(self, desc: Desc) -> Condition:
        return YouControl(desc.filter)

    def cond_you_control_n(self, n: Expr, desc: Desc) -> Condition:
        return YouControl(desc.filter, as_int(n))

    def cond_you_control_at_most(self, n: Expr, desc: Desc) -> Condition:
        """"you control two or fewer other lands"."""
        return Not(YouControl(desc.filter, as_int(n) + 1))

    def cond_you_control_any(self, *descs: Desc) -> Condition:
        """"you control a Mountain or a Forest"."""
        return AnyOf(tuple(YouControl(d.filter) for d in descs))

    def cond_empty_hand(self) -> Condition:
        """Hellbent: "if you have no cards in hand"."""
        return Not(Greater(CardsInZone(Zone.HAND, "you"), Const(0)))

    def cond_counters(self, obj: Obj, n: Expr, kind: str) -> Condition:
        if obj.affects == Affects.SELF:
            return CountersOnAtLeast(kind, as_int(n))
        if isinstance(obj.ref, TriggerObjectRef | TargetRef):  # the object the ability is
            return CountersOnAtLeast(kind, as_int(n), on="affected")  # about
        raise CompileError("counters on another object")

    def cond_top_graveyard(self, desc: Desc) -> Condition:
        return TopOfGraveyardIs(desc.filter)

    def cond_not_your_turn(self) -> Condition:
        return Not(YourTurn())

    def cond_your_turn(self) -> Condition:
        return YourTurn()

    def cond_greater(self, left: Expr, right: Expr) -> Condition:
        return Greater(left, right)

    def cond_less(self, left: Expr, right: Expr) -> Condition:
        return Greater(right, left)

    def cond_there_are(self, n: Expr, count: Expr) -> Condition:
        """"if there are four or more creatures on the battlefield"."""
        return Greater(count, Const(as_int(n) - 1))

    def cond_there_are_none(self, count: Expr) -> Condition:
        return Not(Greater(count, Const(0)))

    def cond_power_greater_self(self, _self: Obj) -> Condition:
        return Greater(StatOf("power", "trigger"), PowerOf("source"))

    def cond_kicked(self, *_: object) -> Condition:
        return WasKicked()

    def cond_attacked(self) -> Condition:
        return AttackedThisTurn()

    def cond_won_flip(self) -> Condition:
        return WonFlip()  # 705

    def cond_lost_flip(self) -> Condition:
        return Not(WonFlip())

    def cond_you_attacked(self, *_: object) -> Condition:
        """Raid: "if you attacked this turn", "you attacked with a creature this turn"."""
        return YouAttacked()

    def cond_in_combat(self, *_: object) -> Condition:
        """"if ~ attacked or blocked this combat" (at end of combat, 511)."""
        return SourceInCombat()

    def cond_graveyard_size(self, n: Expr) -> Condition:
        """Threshold: "seven or more cards are in your graveyard"."""
        return Greater(CardsInZone(Zone.GRAVEYARD, "you"), Const(as_int(n) - 1))
