"""What one opponent did or had happen this turn (grammar: opponent_history.lark), the
conditions of the Traps' alternative costs (118.9): "If an opponent cast three or more
spells this turn, you may pay {0} rather than pay this spell's mana cost"."""

from __future__ import annotations

from dataclasses import replace

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.opponent_history import (
    CAST,
    DREW,
    ENTERED,
    TO_GRAVEYARD,
    OpponentEventCount,
)


def _entered_types(desc: Desc) -> frozenset[str]:
    """The card types of "an artifact", "two or more creatures": the record keeps only
    the card types of what entered, so a description with more than them isn't read."""
    flt = replace(desc.filter, controller=None)
    if desc.kind != "object" or not flt.types or flt != ObjectFilter(types=flt.types) \
            or desc.player is not None or desc.chosen_type:
        raise CompileError("permanents that entered described by more than card types")
    return frozenset(t.value for t in flt.types)


@v_args(inline=True)
class OpponentHistoryRules(ClauseRules):
    def cond_opp_cast_n(self, n: Expr) -> Condition:
        return OpponentEventCount(CAST, as_int(n))

    def cond_opp_drew_n(self, n: Expr) -> Condition:
        return OpponentEventCount(DREW, as_int(n))

    def cond_opp_had_enter(self, desc: Desc) -> Condition:
        return OpponentEventCount(ENTERED, 1, _entered_types(desc))

    def cond_opp_had_n_enter(self, n: Expr, desc: Desc) -> Condition:
        return OpponentEventCount(ENTERED, as_int(n), _entered_types(desc))

    def cond_opp_to_graveyard_n(self, n: Expr) -> Condition:
        return OpponentEventCount(TO_GRAVEYARD, as_int(n))

