"""602.5b: an activation limit counted as the ability is activated: "Activate this ability no
more times each turn than the number of snow Swamps you control"."""

from __future__ import annotations

from dataclasses import dataclass

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.expressions import Expr


@dataclass(frozen=True, slots=True)
class CountedLimit:
    """The activation rule (read by start_activated into ActivatedAbility.max_per_turn_count)."""

    value: Expr


@v_args(inline=True)
class ActivationLimitRules(ClauseRules):
    def ar_max_counted(self, value: Expr) -> CountedLimit:
        return CountedLimit(value)
