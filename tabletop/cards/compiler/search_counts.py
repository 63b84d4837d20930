"""701.23: searches for a number of cards known only as the search is followed ("up to X
basic land cards, where X is ...", "up to that many land cards")."""

from __future__ import annotations

from tabletop.cards.compiler.values import ANY_NUMBER
from tabletop.engine.definitions.expressions import Const, Expr
from tabletop.engine.definitions.instructions import Instruction, Search
from tabletop.engine.definitions.search_counts import SearchUpTo

SearchCount = int | Expr


def search_count(n: Expr) -> SearchCount:
    return n.value if isinstance(n, Const) else n


def fixed_count(count: SearchCount) -> int:
    """The count to build the Search with (any number, when a value is counted later)."""
    return count if isinstance(count, int) else ANY_NUMBER


def counted(search: Search, count: SearchCount) -> Instruction:
    return search if isinstance(count, int) else SearchUpTo(count, search)
