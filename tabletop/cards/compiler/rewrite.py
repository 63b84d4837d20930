"""Rewriting compiled primitives: "where X is ..." puts a value in place of X (107.3)."""

from __future__ import annotations

import dataclasses
from typing import Any

from tabletop.engine.definitions.expressions import Expr, XValue


def substitute_x(value: Any, expr: Expr) -> Any:
    """`value` with every XValue replaced by `expr` (frozen dataclasses and tuples)."""
    if isinstance(value, XValue):
        return expr
    if isinstance(value, tuple):
        return tuple(substitute_x(v, expr) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {}
        for f in dataclasses.fields(value):
            old = getattr(value, f.name)
            new = substitute_x(old, expr)
            if new is not old:
                changes[f.name] = new
        return dataclasses.replace(value, **changes) if changes else value
    return value


def uses_x(value: Any) -> bool:
    """Whether an XValue appears anywhere in `value`."""
    if isinstance(value, XValue):
        return True
    if isinstance(value, tuple):
        return any(uses_x(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(uses_x(getattr(value, f.name)) for f in dataclasses.fields(value))
    return False
