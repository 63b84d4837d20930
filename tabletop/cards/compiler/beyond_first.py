"""Counting past the first one (107.1): "Whenever Jungle Wurm becomes blocked, it gets
-1/-1 until end of turn for each creature blocking it beyond the first"."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import Desc
from tabletop.cards.compiler.values import count_of
from tabletop.engine.definitions.beyond_first import Beyond
from tabletop.engine.definitions.expressions import Expr


@v_args(inline=True)
class BeyondFirstRules(ClauseRules):
    def fe_beyond_first(self, desc: Desc) -> Expr:
        return Beyond(count_of(desc))
