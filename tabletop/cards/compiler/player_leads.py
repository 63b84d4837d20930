"""Conditions on the controller leading: "you have more cards in hand than each opponent",
"you have at least 10 life more than your starting life total" (103.4)."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.conditions import Condition, Greater
from tabletop.engine.definitions.expressions import Const, Expr, LifeTotal, Sum
from tabletop.engine.definitions.player_comparisons import StartingLife
from tabletop.engine.definitions.player_leads import YouHaveMoreThanEach


@v_args(inline=True)
class PlayerLeadRules(ClauseRules):
    def cond_more_hand_than_each(self) -> Condition:
        return YouHaveMoreThanEach("hand")

    def cond_more_life_than_each(self) -> Condition:
        return YouHaveMoreThanEach("life")

    def cond_life_above_starting(self, n: Expr) -> Condition:
        """Life ≥ starting life + n: life + 1 > starting life + n."""
        return Greater(Sum(LifeTotal(), Const(1)), Sum(StartingLife(), n))
