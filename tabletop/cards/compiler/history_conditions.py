"""Conditions about this turn's and last turn's events (603.4): "if no spells were cast
last turn" (werewolves), morbid, revolt, "if you gained life this turn"."""

from __future__ import annotations

import re
from dataclasses import replace

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import TRIGGER_OBJECT, CompileError, Desc, Obj
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.conditions import Condition, CountersOnAtLeast, Greater, Not
from tabletop.engine.definitions.effects import Affects
from tabletop.engine.definitions.expressions import Const, CountPermanents, Expr
from tabletop.engine.definitions.history_conditions import (
    ActivePlayerCastNoSpell,
    CastFromHand,
    CreatureDiedThisTurn,
    CreaturesAttackedThisTurn,
    LifeChangedThisTurn,
    PermanentLeftThisTurn,
    PlayerDiscardedThisTurn,
    SourceDamageThisTurn,
    SourceHistory,
    SpellsCastLastTurn,
    TriggerSpellKicked,
)
from tabletop.engine.definitions.instructions import PlayerRef
from tabletop.engine.definitions.step_player_conditions import (
    ActivePlayerControls,
    ActivePlayerCount,
)


def _at_least(args: tuple[object, ...]) -> int:
    """The number of "N or more", 1 when the text names none."""
    numbers = [a for a in args if isinstance(a, Expr)]
    return as_int(numbers[0]) if numbers else 1


@v_args(inline=True)
class HistoryConditionRules(ClauseRules):
    def cond_no_spells_last_turn(self) -> Condition:
        return SpellsCastLastTurn(none=True)

    def cond_player_cast_last_turn(self, n: Expr) -> Condition:
        return SpellsCastLastTurn(at_least=as_int(n))

    def cond_creature_died(self) -> Condition:
        return CreatureDiedThisTurn()

    def cond_revolt(self) -> Condition:
        return PermanentLeftThisTurn()

    def cond_you_gained_life(self, *args: object) -> Condition:
        return LifeChangedThisTurn("you", at_least=_at_least(args))

    def cond_opponent_lost_life(self, *args: object) -> Condition:
        return LifeChangedThisTurn("opponent", lost=True, at_least=_at_least(args))

    def cond_dealt_damage_to_opponent(self, *named: Obj) -> Condition:
        return self._hc_about_self(named, SourceDamageThisTurn(to="opponent"))

    def cond_dealt_damage(self, *named: Obj) -> Condition:
        return self._hc_about_self(named, SourceDamageThisTurn())

    def cond_was_dealt_damage(self, *named: Obj) -> Condition:
        return self._hc_about_self(named, SourceDamageThisTurn(dealt=False))

    def cond_no_attackers(self) -> Condition:
        return CreaturesAttackedThisTurn(none=True)

    def cond_that_spell_kicked(self) -> Condition:
        """Only in a cast trigger: "that spell" is the spell that triggered it."""
        if not re.match(r"whenever (you|a player|an opponent) casts? ", self.text, re.I):
            raise CompileError("'that spell was kicked' outside a cast trigger")
        return TriggerSpellKicked()

    def cond_had_no_counters(self, *parts: object) -> Condition:
        """"When ~ dies, if it had no time counters on it": its last known counters."""
        named = tuple(p for p in parts if isinstance(p, Obj))
        kind = next(p for p in parts if isinstance(p, str))
        return self._hc_about_self(named, Not(CountersOnAtLeast(kind, 1)))

    def cond_none_on_battlefield(self, desc: Desc, *_: object) -> Condition:
        """"if no creatures are on the battlefield"."""
        if desc.kind != "object":
            raise CompileError("'no ... on the battlefield' names permanents")
        return Not(Greater(CountPermanents(desc.filter), Const(0)))

    def cond_attacked_or_blocked(self, *named: Obj) -> Condition:
        return self._hc_about_self(named, SourceHistory(combat=True))

    def cond_entered_this_turn(self, *named: Obj) -> Condition:
        return self._hc_about_self(named, SourceHistory(entered=True))

    def cond_damage_to_self(self, n: Expr, *named: Obj) -> Condition:
        return self._hc_about_self(named, SourceHistory(damage_at_least=as_int(n)))

    def cond_active_cast_nothing(self) -> Condition:
        """"each player's end step, if that player didn't cast a spell this turn"."""
        return self._hc_step_player(ActivePlayerCastNoSpell())

    # ---- "that player" of "at the beginning of each player's / opponent's step"
    def _hc_step_player(self, condition: Condition) -> Condition:
        if not re.match(r"at the beginning of each (player's|opponent's) ", self.text, re.I):
            raise CompileError("'that player' is no player whose step it is")
        return condition

    def cond_step_player_hand_at_most(self, n: Expr) -> Condition:
        return self._hc_step_player(ActivePlayerCount("hand", high=as_int(n)))

    def cond_step_player_hand_at_least(self, n: Expr) -> Condition:
        return self._hc_step_player(ActivePlayerCount("hand", low=as_int(n)))

    def cond_step_player_no_hand(self) -> Condition:
        return self._hc_step_player(ActivePlayerCount("hand", high=0))

    def cond_step_player_life_at_most(self, n: Expr) -> Condition:
        return self._hc_step_player(ActivePlayerCount("life", high=as_int(n)))

    def cond_step_player_controls(self, desc: Desc) -> Condition:
        if desc.kind != "object":
            raise CompileError("'that player controls' names a permanent")
        return self._hc_step_player(ActivePlayerControls(replace(desc.filter, controller=None)))

    def pl_step_player(self) -> PlayerRef:
        """"they" as a player: that player of the trigger event (each player's step)."""
        if not self.scope.event_player:
            raise CompileError("'they' refers to no player")
        return PlayerRef("trigger_player")

    def cond_cast_from_hand(self) -> Condition:
        """"if you cast it from your hand": ~ (an enters trigger of its own) or the
        object the trigger event was about."""
        it = self.scope.antecedent
        if it is None or it.affects not in (Affects.SELF, Affects.FIXED) or \
                (it.affects == Affects.FIXED and it != TRIGGER_OBJECT):
            raise CompileError("'it' of 'if you cast it' is neither ~ nor the trigger's")
        return CastFromHand("source" if it.affects == Affects.SELF else "affected")

    def cond_not_cast_from_hand(self) -> Condition:
        return Not(self.cond_cast_from_hand())

    def cond_player_discarded(self) -> Condition:
        return PlayerDiscardedThisTurn()

    def _hc_about_self(self, named: tuple[Obj, ...], condition: Condition) -> Condition:
        """"~" or an "it" that means ~ (the antecedent of a trigger about ~)."""
        it = named[0] if named else self.scope.antecedent
        if it is None or it.affects != Affects.SELF:
            raise CompileError("damage this turn of an object other than ~")
        return condition
