"""Handlers of definitions/search_counts.py."""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.definitions.search_counts import SearchUpTo
from tabletop.engine.rules.resolution import Resolution, handles, run


@handles(SearchUpTo)
def h_search_up_to(res: Resolution, i: SearchUpTo) -> None:
    """701.23: the number of cards searched for is counted now (608.2h)."""
    run(res, (replace(i.search, count=res.n(i.n)),))
