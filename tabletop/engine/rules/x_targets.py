""""Destroy X target artifacts": a number of targets that is the X announced for the spell
or ability (601.2b, then 601.2c), or at most X for "up to X target creatures"; "target
creature with mana value X" compares with that X."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tabletop.engine.definitions.instructions import TargetSpec
from tabletop.engine.definitions.x_stats import has_x_stats, resolve_x_stats


def announced_x(choices: dict[str, Any]) -> int:
    """The X of the choices; a value that is no number counts as 0 (casting refuses it)."""
    try:
        return max(0, int(choices.get("x", 0) or 0))
    except (TypeError, ValueError):
        return 0


def with_x(specs: tuple[TargetSpec, ...], x: int) -> tuple[TargetSpec, ...]:
    """The specs with X put in: exactly X targets, or 0 to X for "up to X" (count_min 0);
    "target creature with mana value X or less" compares with X (x_stats.py)."""
    if not any(s.count_is_x or has_x_stats(s) for s in specs):
        return specs
    specs = tuple(resolve_x_stats(s, lambda _: x) if has_x_stats(s) else s for s in specs)
    return tuple(replace(s, count_min=x if s.count_min else 0, count_max=x, count_is_x=False)
                 if s.count_is_x else s for s in specs)
