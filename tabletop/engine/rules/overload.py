"""Overload (702.96): an alternative cost (the answer `overload`); a spell cast overloaded
has no targets (702.96c) and its text has every "target" changed to "each" (702.96b):
what named a target names each object its target description matches."""

from __future__ import annotations

import dataclasses
from typing import Any

from tabletop.engine.definitions import instructions as I
from tabletop.engine.definitions.effects import Affects, EffectSpec
from tabletop.engine.definitions.nested import KEEP, rewrite

OVERLOAD = "overload"  # the choice: cast for its overload cost


def is_overloaded(choices: dict[str, Any]) -> bool:
    return bool(choices.get(OVERLOAD))


def overloaded(steps: tuple[I.Instruction, ...], specs: tuple[I.TargetSpec, ...]
               ) -> tuple[I.Instruction, ...]:
    """702.96b: the instructions with each target they name replaced by every object
    matching that target's description."""
    return tuple(_each(step, specs) for step in steps)


def _each(value: Any, specs: tuple[I.TargetSpec, ...]) -> Any:
    return rewrite(value, lambda v: _each_one(v, specs))


def _each_one(value: Any, specs: tuple[I.TargetSpec, ...]) -> Any:
    """What names a target, naming each object the target's description matches (KEEP:
    nothing to change here)."""
    if isinstance(value, I.TargetRef) and value.index < len(specs):
        described = specs[value.index].filter
        if described is not None:
            return I.EachRef(described)
    if isinstance(value, EffectSpec) and value.affects == Affects.TARGETS:
        index = value.target_index or 0
        if index < len(specs) and specs[index].filter is not None:
            return dataclasses.replace(value, affects=Affects.MATCHING,
                                       filter=specs[index].filter, target_index=None)
    return KEEP
