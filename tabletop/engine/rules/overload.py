"""Overload (702.96): an alternative cost (the answer `overload`); a spell cast overloaded
has no targets (702.96c) and its text has every "target" changed to "each" (702.96b):
what named a target names each object its target description matches."""

from __future__ import annotations

import dataclasses
from typing import Any

from tabletop.engine.definitions import instructions as I
from tabletop.engine.definitions.effects import Affects, EffectSpec

OVERLOAD = "overload"  # the choice: cast for its overload cost


def is_overloaded(choices: dict[str, Any]) -> bool:
    return bool(choices.get(OVERLOAD))


def overloaded(steps: tuple[I.Instruction, ...], specs: tuple[I.TargetSpec, ...]
               ) -> tuple[I.Instruction, ...]:
    """702.96b: the instructions with each target they name replaced by every object
    matching that target's description."""
    return tuple(_each(step, specs) for step in steps)


def _each(value: Any, specs: tuple[I.TargetSpec, ...]) -> Any:
    if isinstance(value, I.TargetRef) and value.index < len(specs):
        described = specs[value.index].filter
        if described is not None:
            return I.EachRef(described)
    if isinstance(value, EffectSpec) and value.affects == Affects.TARGETS:
        index = value.target_index or 0
        if index < len(specs) and specs[index].filter is not None:
            return dataclasses.replace(value, affects=Affects.MATCHING,
                                       filter=specs[index].filter, target_index=None)
    if isinstance(value, tuple):
        return tuple(_each(v, specs) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {}
        for f in dataclasses.fields(value):
            old = getattr(value, f.name)
            new = _each(old, specs)
            if new is not old:
                changes[f.name] = new
        return dataclasses.replace(value, **changes) if changes else value
    return value
