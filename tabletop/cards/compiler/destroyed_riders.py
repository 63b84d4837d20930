"""Conditions on what a destroyed or exiled object was, as it last existed (608.2h):
"If that creature was blue or black", "If that land was nonbasic"."""

from __future__ import annotations

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import Desc
from tabletop.engine.definitions.conditions import Condition, TriggerObjectWas
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import PlayerRef
from tabletop.engine.model.enums import Color, Supertype


@v_args(inline=True)
class DestroyedRiderRules(ClauseRules):
    def cond_that_was(self, *parts: Token | Desc) -> Condition:
        """"If that creature was a Human": as it last existed (608.2h)."""
        desc = next(p for p in parts if isinstance(p, Desc))
        return TriggerObjectWas(desc.filter)

    def cond_it_was_color(self, *parts: Token) -> Condition:
        """"If that creature was blue or black": any of those colours (105.2)."""
        colors = frozenset(Color.from_word(p) for p in parts if p.type == "COLOR")
        return TriggerObjectWas(ObjectFilter(colors=colors, zone=None))

    def cond_it_was_nonbasic(self, *_: Token) -> Condition:
        """"If that land was nonbasic" (205.4c)."""
        return TriggerObjectWas(ObjectFilter(not_supertypes=frozenset({Supertype.BASIC}),
                                             zone=None))

    def pl_last_target_controller(self, *_: Token) -> PlayerRef:
        """"the land's controller", "her controller": of the object named before."""
        return self.scope.that_player()
