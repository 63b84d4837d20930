"""700.2: a spell with several modes chosen (choose two, entwine 702.42a, escalate) has
the targets of each chosen mode after those of the earlier ones; each mode's own text
counts its targets from 0, so its references are moved past the earlier modes'."""

from __future__ import annotations

import dataclasses
from typing import Any

from tabletop.engine.definitions.effects import EffectSpec
from tabletop.engine.definitions.instructions import PlayerRef, TargetRef, TargetSpec

_PLAYER_KINDS = frozenset({"player", "opponent"})


def after_targets(steps: Any, earlier: tuple[TargetSpec, ...]) -> Any:
    """`steps` with its target references moved past the `earlier` modes' targets (as
    many as each spec may take, like the halves of a fused split spell, 702.102d)."""
    if not earlier:
        return steps
    counts = [max(s.count_max, 1) for s in earlier]
    players = sum(n for s, n in zip(earlier, counts, strict=True) if s.kind in _PLAYER_KINDS)
    every = sum(counts)
    return _shift(steps, every, players, every - players)


def _shift(value: Any, every: int, players: int, objects: int) -> Any:
    if isinstance(value, TargetRef):
        return dataclasses.replace(value, index=value.index + every)
    if isinstance(value, PlayerRef):
        if value.who == "target":
            return dataclasses.replace(value, index=value.index + players)
        if value.who in ("controller", "owner"):
            return dataclasses.replace(value, index=value.index + objects)
        return value
    if isinstance(value, tuple):
        return tuple(_shift(v, every, players, objects) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {}
        for f in dataclasses.fields(value):
            old = getattr(value, f.name)
            new = _shift(old, every, players, objects)
            if new is not old:
                changes[f.name] = new
        if isinstance(value, EffectSpec) and value.target_index is not None:
            changes["target_index"] = value.target_index + every
        return dataclasses.replace(value, **changes) if changes else value
    return value
