"""Conditions about an object's state, the opponents, life totals and the stretch of the
turn: "as long as it's attacking" (611.3a), "as long as an opponent controls an Island",
"Activate only during your turn, before attackers are declared" (602.5b), "Cast this
spell only during combat after blockers are declared" (601.3)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.conditions import (
    AffectedIs,
    Condition,
    CountersOnAtLeast,
    DuringStep,
    Greater,
    Not,
    SourceIs,
    YouControl,
    YourTurn,
)
from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange
from tabletop.engine.definitions.expressions import CardsInZone, Const, Expr, LifeTotal, StatOf
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.modern import SpellsCastThisTurn
from tabletop.engine.definitions.spell_rules import CAST_ONLY_IF
from tabletop.engine.definitions.state_conditions import (
    AllOf,
    DefenderControls,
    HostControllerControls,
    InState,
    OpponentGraveyardAtLeast,
    OpponentLife,
    PlayerControls,
    StepWindow,
    YouWereAttacked,
)
from tabletop.engine.model.enums import Step, Supertype, Zone


def _at_least(expr: Expr, n: int) -> Condition:
    return Greater(expr, Const(n - 1))


def _cast_only(condition: Condition) -> EffectSpec:
    return EffectSpec((RuleChange(CAST_ONLY_IF, (("condition", condition),)),), Affects.SELF)


def _window(first: Step, last: Step, whose: str = "any") -> Condition:
    return StepWindow(int(first), int(last), whose)


@v_args(inline=True)
class StateConditionRules(ClauseRules):
    """The conditions of continuous-effects statics, activation rules and casting rules."""

    # ---- an object's state
    def _on(self, obj: Obj) -> str:
        """Whose state: the source's, or its host's (an Aura's or Equipment's creature)."""
        if obj.affects == Affects.SELF:
            return "source"
        if obj.affects == Affects.ATTACHED:
            return "host"
        raise CompileError("the state of an object that is not this or its host")

    def cond_its_state(self, states: tuple[str, ...]) -> Condition:
        it = self.scope.antecedent
        if it is None:
            raise CompileError("'it' refers to nothing")
        return InState(states, self._on(it))

    def cond_obj_state(self, obj: Obj, states: tuple[str, ...]) -> Condition:
        return InState(states, self._on(obj))

    def obj_state(self, *states: str) -> tuple[str, ...]:
        return states

    def stw_attacking(self) -> str:
        return "attacking"

    def stw_blocking(self) -> str:
        return "blocking"

    def stw_tapped(self) -> str:
        return "tapped"

    def stw_untapped(self) -> str:
        return "untapped"

    def stw_enchanted(self) -> str:
        return "enchanted"

    def stw_equipped(self) -> str:
        return "equipped"

    def cond_has_counter(self, obj: Obj, kind: str) -> Condition:
        """"as long as it has a +1/+1 counter on it" (the permanent itself)."""
        if obj.affects != Affects.SELF:
            raise CompileError("counters on an object that is not this")
        return CountersOnAtLeast(kind, 1)

    def cond_self_stat(self, _self: Obj, stat: str, compare: tuple[str, Any]) -> Condition:
        """"if Bloodshot Trainee's power is 4 or greater"."""
        op, n = compare
        if not isinstance(n, int):
            raise CompileError("a fixed number is needed here")
        value = StatOf(stat, "source")
        if op == ">=":
            return _at_least(value, n)
        if op == ">":
            return Greater(value, Const(n))
        if op == "<=":
            return Not(Greater(value, Const(n)))
        if op == "<":
            return Not(_at_least(value, n))
        return AllOf((_at_least(value, n), Not(Greater(value, Const(n)))))

    # ---- what players control
    def cond_opponent_controls(self, desc: Desc) -> Condition:
        return PlayerControls(desc.filter, "opponent")

    def cond_no_opponent_controls(self, desc: Desc) -> Condition:
        return Not(PlayerControls(desc.filter, "opponent"))

    def cond_player_controls(self, desc: Desc) -> Condition:
        return PlayerControls(desc.filter, "any")

    def cond_you_control_none(self, desc: Desc) -> Condition:
        return Not(YouControl(desc.filter))

    # ---- life and hands
    def cond_life_at_least(self, n: Expr) -> Condition:
        return _at_least(LifeTotal(), as_int(n))

    def cond_life_at_most(self, n: Expr) -> Condition:
        return Not(Greater(LifeTotal(), Const(as_int(n))))

    def cond_opponent_life_at_most(self, n: Expr) -> Condition:
        return OpponentLife("<=", as_int(n))

    def cond_opponent_life_at_least(self, n: Expr) -> Condition:
        return OpponentLife(">=", as_int(n))

    def cond_hand_at_least(self, n: Expr) -> Condition:
        return _at_least(CardsInZone(Zone.HAND, "you"), as_int(n))

    def cond_hand_exactly(self, n: Expr) -> Condition:
        cards, count = CardsInZone(Zone.HAND, "you"), as_int(n)
        return AllOf((_at_least(cards, count), Not(Greater(cards, Const(count)))))

    def cond_you_cast_another(self, _: object = None) -> Condition:
        return SpellsCastThisTurn(who="you")

    def cond_opponent_cast(self, desc: Desc) -> Condition:
        if desc.kind != "spell":
            raise CompileError("an opponent cast something not a spell")
        types = frozenset(t.value for t in desc.filter.types | desc.filter.any_types)
        return SpellsCastThisTurn(types, who="opponent")

    def cond_host_controller_controls(self, desc: Desc) -> Condition:
        """"as long as its controller controls another creature" (its: the host's)."""
        return HostControllerControls(replace(desc.filter, other=False))

    def cond_host_controller_controls_none(self, desc: Desc) -> Condition:
        return HostControllerControls(replace(desc.filter, other=False), none=True)

    def cond_defender_controls(self, desc: Desc) -> Condition:
        """"as long as defending player controls an untapped land" (508.1: the player
        this creature attacks)."""
        return DefenderControls(replace(desc.filter, controller=None))

    def cond_its_legendary(self) -> Condition:
        """"As long as it's legendary" (its antecedent: this, or its host)."""
        flt = ObjectFilter(supertypes=frozenset({Supertype.LEGENDARY}))
        on = self._on(self.scope.antecedent) if self.scope.antecedent is not None else ""
        if on == "source":
            return SourceIs(flt)
        if on == "host":
            return AffectedIs(flt)  # evaluated for the object the effect is about
        raise CompileError("'it' refers to nothing")

    def cond_opponent_graveyard(self, n: Expr) -> Condition:
        return OpponentGraveyardAtLeast(as_int(n))

    def cond_attacked_you(self) -> Condition:
        return YouWereAttacked()

    def cond_all(self, first: Condition, second: Condition) -> Condition:
        return AllOf((first, second))

    # ---- stretches of the turn (500.1)
    def tw_your_before_attackers(self) -> Condition:
        return _window(Step.UNTAP, Step.BEGINNING_OF_COMBAT, "you")

    def tw_opponent_before_attackers(self) -> Condition:
        return _window(Step.UNTAP, Step.BEGINNING_OF_COMBAT, "opponent")

    def tw_combat_before_blockers(self) -> Condition:
        return _window(Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS)

    def tw_before_blockers(self) -> Condition:
        return _window(Step.UNTAP, Step.DECLARE_ATTACKERS)

    def tw_after_blockers(self) -> Condition:
        return _window(Step.DECLARE_BLOCKERS, Step.END_OF_COMBAT)

    def tw_declare_attackers(self) -> Condition:
        return _window(Step.DECLARE_ATTACKERS, Step.DECLARE_ATTACKERS)

    def tw_declare_blockers(self) -> Condition:
        return _window(Step.DECLARE_BLOCKERS, Step.DECLARE_BLOCKERS)

    def tw_end_of_combat(self) -> Condition:
        return _window(Step.END_OF_COMBAT, Step.END_OF_COMBAT)

    def tw_before_end_of_combat(self) -> Condition:
        return _window(Step.UNTAP, Step.COMBAT_DAMAGE)

    def tw_before_combat_damage(self) -> Condition:
        return _window(Step.UNTAP, Step.DECLARE_BLOCKERS)

    def tw_opponent_upkeep(self) -> Condition:
        return _window(Step.UPKEEP, Step.UPKEEP, "opponent")

    def tw_any_upkeep(self) -> Condition:
        return _window(Step.UPKEEP, Step.UPKEEP)

    def tw_your_end_step(self) -> Condition:
        return _window(Step.END, Step.END, "you")

    def tw_combat_opponent(self) -> Condition:
        return _window(Step.BEGINNING_OF_COMBAT, Step.END_OF_COMBAT, "opponent")

    def tw_combat_yours(self) -> Condition:
        return _window(Step.BEGINNING_OF_COMBAT, Step.END_OF_COMBAT, "you")

    # ---- activation rules made of several parts (602.5b)
    def ar_window(self, window: Condition) -> Condition:
        return window

    def ar_combat(self) -> Condition:
        return _window(Step.BEGINNING_OF_COMBAT, Step.END_OF_COMBAT)

    def ar_combined(self, *parts: str | Condition) -> tuple[str | Condition, ...]:
        return parts

    def arp_sorcery(self) -> str:
        return "sorcery"

    def arp_once(self) -> str:
        return "once"

    def arp_if(self, condition: Condition) -> Condition:
        return condition

    def arp_your_turn(self) -> Condition:
        return YourTurn()

    def arp_your_upkeep(self) -> Condition:
        return DuringStep("upkeep")

    def arp_window(self, window: Condition) -> Condition:
        return window

    # ---- 601.3: "Cast this spell only during the declare blockers step"
    def ru_cast_window(self, *parts: Any) -> EffectSpec:
        window = next(p for p in parts if isinstance(p, Condition))
        return _cast_only(window)

    def ru_cast_window_if(self, *parts: Any) -> EffectSpec:
        window, condition = (p for p in parts if isinstance(p, Condition))
        return _cast_only(AllOf((window, condition)))
