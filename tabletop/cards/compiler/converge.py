"""Converge (grammar/converge.lark): "Draw X cards, where X is the number of colors of mana
spent to cast Brilliant Spectrum" (207.2c ability word; the count: definitions/converge.py)."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.converge import ColorsOfManaSpent
from tabletop.engine.definitions.expressions import Expr


@v_args(inline=True)
class ConvergeRules(ClauseRules):
    def ex_colors_of_mana_spent(self, *_self: Any) -> Expr:
        return ColorsOfManaSpent()
