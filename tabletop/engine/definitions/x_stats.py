""""Destroy all creatures with mana value X or less": a filter's comparison with a value
known only once the spell or ability has its X (ObjectFilter.x_stats), written into the
filter's fixed comparisons (`stats`) before the filter is used."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from tabletop.engine.definitions.expressions import Expr, XValue
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.nested import memoised_by_identity


def _holds_x_stats(value: Any) -> bool:
    if isinstance(value, ObjectFilter) and value.x_stats:
        return True
    if isinstance(value, tuple):
        return any(_holds_x_stats(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_holds_x_stats(getattr(value, f.name)) for f in dataclasses.fields(value))
    return False


has_x_stats: Callable[[Any], bool] = memoised_by_identity(_holds_x_stats)


def resolve_x_stats(value: Any, evaluate: Callable[[Expr], int]) -> Any:
    """`value` with every filter's x_stats evaluated into its stats; parts with none are
    kept as they are."""
    if isinstance(value, ObjectFilter) and value.x_stats:
        fixed = tuple((name, op, evaluate(n)) for name, op, n in value.x_stats)
        value = replace(value, stats=value.stats + fixed, x_stats=())
    if isinstance(value, tuple):
        return tuple(resolve_x_stats(v, evaluate) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {}
        for f in dataclasses.fields(value):
            old = getattr(value, f.name)
            new = resolve_x_stats(old, evaluate)
            if new is not old:
                changes[f.name] = new
        return replace(value, **changes) if changes else value
    return value


def only_x(value: Any) -> bool:
    """Every x_stats value inside is X itself (what targets may compare with: X is known
    as they are chosen, 601.2b-c)."""
    if isinstance(value, ObjectFilter):
        return all(isinstance(n, XValue) for _, _, n in value.x_stats)
    return True
