"""106.1: counted mixes of mana: "Add X mana in any combination of colors, where X is the
greatest power among creatures you control"."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.mana_combinations import AddManaCombination
from tabletop.engine.definitions.mana_mixes import COLOR_LETTERS


@v_args(inline=True)
class ManaCombinationRules(ClauseRules):
    def mp_x_combination_where(self, count: Expr) -> AddManaCombination:
        return AddManaCombination(count, COLOR_LETTERS)
