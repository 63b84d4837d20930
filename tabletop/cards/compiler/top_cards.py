""""the top card", "the top four cards", "the top X cards" of a library (401.1): the
reference to the cards an ability looks at; X (107.3) is counted as it first looks."""

from __future__ import annotations

from tabletop.engine.definitions.expressions import Const, Expr
from tabletop.engine.definitions.instructions import PlayerRef, TopCardRef


def top_cards_ref(who: PlayerRef, n: Expr | None) -> TopCardRef:
    if n is None:
        return TopCardRef(who, 1)
    if isinstance(n, Const):
        return TopCardRef(who, n.value)
    return TopCardRef(who, 0, x=n)
