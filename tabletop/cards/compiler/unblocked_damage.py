"""510.1c-d: creatures whose controller may have them assign their combat damage as though
they weren't blocked (grammar: unblocked_damage.lark): Rhox, Wolf Pack, Siege Behemoth."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange
from tabletop.engine.definitions.unblocked_damage import ASSIGN_AS_UNBLOCKED

_CHANGE = RuleChange(ASSIGN_AS_UNBLOCKED)


@v_args(inline=True)
class UnblockedDamageRules(ClauseRules):
    def ss_assign_as_unblocked(self, subject: Obj) -> list[EffectSpec]:
        """"You may have ~ assign its combat damage as though it weren't blocked"."""
        if subject.is_target or subject.affects in (Affects.FIXED, Affects.TARGETS):
            raise CompileError("a static ability about a target or a fixed set")
        return [EffectSpec((_CHANGE,), subject.affects, subject.filter)]

    def ss_each_assign_as_unblocked(self, condition: Condition, desc: Desc
                                    ) -> list[EffectSpec]:
        """"As long as ~ is attacking, for each creature you control, you may have that
        creature assign ..." (604.2: the rule applies while the condition holds)."""
        if desc.kind != "object" or desc.player is not None or desc.chosen_type:
            raise CompileError("creatures described by more than a filter")
        return [EffectSpec((_CHANGE,), Affects.MATCHING, desc.filter,
                           condition=condition)]
