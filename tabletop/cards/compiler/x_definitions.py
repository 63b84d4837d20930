"""107.3: "X is the number of cards in an opponent's hand." after an activated ability's
effect defines its X; "the mana value of the exiled card" (607.2a)."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.x_definitions import ExiledCardManaValue, XIs


@v_args(inline=True)
class XDefinitionRules(ClauseRules):
    def ar_x_is(self, value: Expr) -> XIs:
        return XIs(value)

    def ex_exiled_card_mana_value(self, *_: Any) -> Expr:
        return ExiledCardManaValue()
