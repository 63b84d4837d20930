"""508.1c, 509.1b: "No more than one creature can attack each combat", "No more than one
creature can block each combat" (Dueling Grounds; grammar: combat_counts.lark)."""

from __future__ import annotations

from dataclasses import replace

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.engine.definitions.combat_counts import MOST_ATTACKERS, MOST_BLOCKERS
from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange
from tabletop.engine.definitions.expressions import Const, Expr


@v_args(inline=True)
class CombatCountRules(ClauseRules):
    def ru_most_attackers(self, n: Expr, desc: Desc) -> EffectSpec:
        return _most(MOST_ATTACKERS, n, desc)

    def ru_most_blockers(self, n: Expr, desc: Desc) -> EffectSpec:
        return _most(MOST_BLOCKERS, n, desc)


def _most(kind: str, n: Expr, desc: Desc) -> EffectSpec:
    if not isinstance(n, Const) or desc.kind != "object" or desc.player is not None \
            or desc.chosen_type or desc.not_source:
        raise CompileError("a count of attackers or blockers beyond a number of creatures")
    flt = replace(desc.filter, zone=None)
    change = RuleChange(kind, (("n", n.value), ("filter", flt)), on_players=True)
    return EffectSpec((change,), Affects.PLAYERS)
