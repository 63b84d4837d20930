"""X defined in the middle of a sentence (grammar/mid_where.lark): "Search your library for
up to X basic land cards, where X is the number of lands you control, and put them onto the
battlefield tapped" (Boundless Realms), "Scry X, where X is the highest mana value among
permanents you control, then draw three cards" (Ugin's Insight). 107.3: the value of X is
the one the text defines, for every instruction of the sentence."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.values import substitute_x
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.instructions import Instruction


@v_args(inline=True)
class MidWhereRules(ClauseRules):
    def instrs_mid_where(self, first: list[Instruction], where: Expr,
                         *rest: list[Instruction]) -> list[Instruction]:
        items = [i for group in (first, *rest) for i in group]
        return [substitute_x(i, where) for i in items]
