"""613.8a verdicts kept from one layer pass to the next.

Whether effect A depends on effect B is decided by trying B out (layers.py). The answer
stays the same until one of the two effects changes or an object they touch does, so it
is remembered with a *witness*: what the answer was read from (B's affected set, and the
values and game facts of those objects and of both sources at that point of the layer).
A later pass reuses the answer when the witness is equal, and asks again otherwise.

Only effects whose outcome reads nothing but their own objects and their source qualify
(`per_object`): a per-object filter, a condition about the affected object or the
source, modifications whose values are fixed or read off the affected object or the
source. For those, trying B out can change A only
through the objects B affects, so the witness covers everything the answer rests on.
Anything else (a count of creatures, "during your turn") is asked afresh every time.

With `TABLETOP_ENGINE_CHECK=1` (set in the test suite) every reused answer is computed
again and compared: a mismatch is a bug in this cache and raises at once.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from tabletop.engine.definitions.conditions import (
    AffectedHasColor,
    AffectedIs,
    ClassLevelBetween,
    Condition,
    CountersOnAtLeast,
    LevelBetween,
    Not,
    SourceIs,
)
from tabletop.engine.definitions.effects import (
    Affects,
    ContinuousEffect,
    EffectSpec,
    Modification,
)
from tabletop.engine.definitions.expressions import (
    Const,
    CountersOn,
    Expr,
    ManaValueOf,
    Negate,
    PowerOf,
    StatOf,
    Sum,
    Times,
    XValue,
)
from tabletop.engine.definitions.nested import memoised_by_identity, nested_values
from tabletop.engine.model.enums import Layer

CHECK_ENV = "TABLETOP_ENGINE_CHECK"
# conditions that read only the affected object or the effect's source (and its counters)
_PER_OBJECT_CONDITIONS = (AffectedHasColor, AffectedIs, ClassLevelBetween, CountersOnAtLeast,
                          LevelBetween, SourceIs)
# values read off the affected object or the source, or fixed
_PER_OBJECT_EXPRS = (Const, CountersOn, ManaValueOf, Negate, PowerOf, StatOf, Sum, Times, XValue)
_PER_OBJECT_AFFECTS = frozenset({Affects.SELF, Affects.ATTACHED, Affects.MATCHING,
                                 Affects.TARGETS, Affects.FIXED})


def checking() -> bool:
    """Whether reused answers are verified (the test suite's debug mode)."""
    return os.environ.get(CHECK_ENV, "").strip().lower() in ("1", "on", "yes", "true")


def _per_object_condition(condition: Condition | None) -> bool:
    if condition is None:
        return True
    if isinstance(condition, Not):
        return _per_object_condition(condition.inner)
    return type(condition) in _PER_OBJECT_CONDITIONS


def _per_object_mod(mod: Modification) -> bool:
    """A modification whose values are fixed or read off the affected object or the
    source; anything counting other objects or players is not."""
    return all(isinstance(v, _PER_OBJECT_EXPRS) for v in nested_values(mod)
               if isinstance(v, Expr))


@memoised_by_identity
def per_object_spec(spec: EffectSpec) -> bool:
    return (spec.affects in _PER_OBJECT_AFFECTS
            and not (spec.filter is not None and spec.filter.with_different_names)
            and _per_object_condition(spec.condition)
            and all(_per_object_mod(m) for m in spec.mods))


def per_object(effect: ContinuousEffect) -> bool:
    """Whether the effect's outcome reads only its own objects and its source."""
    return per_object_spec(effect.spec)


def identity(effect: ContinuousEffect) -> tuple[Hashable, ...]:
    """What makes an effect the same effect in a later pass (its spec by identity: specs
    are immutable and kept alive by the cache entry)."""
    return (effect.eid, id(effect.spec), effect.source, effect.timestamp, effect.sub,
            effect.cda, effect.x, effect.locked, effect.from_static)


@dataclass(frozen=True, slots=True)
class _Entry:
    witness: tuple[Hashable, ...]
    verdict: bool
    specs: tuple[object, object]  # kept alive so their ids in the key stay theirs


class VerdictCache:
    """Answers to "does A depend on B in this layer?" with their witnesses."""

    def __init__(self, limit: int = 20_000) -> None:
        self.limit = limit
        self.check = checking()
        self.hits = 0
        self.misses = 0
        self._known: dict[tuple[Hashable, ...], _Entry] = {}

    def __len__(self) -> int:
        return len(self._known)

    def verdict(self, layer: Layer, a: ContinuousEffect, b: ContinuousEffect,
                witness: Callable[[], tuple[Hashable, ...]], decide: Callable[[], bool]
                ) -> bool:
        """The remembered answer when its witness still holds, else `decide()`'s."""
        key = (layer, identity(a), identity(b))
        seen = witness()
        entry = self._known.get(key)
        if entry is not None and entry.specs[0] is a.spec and entry.specs[1] is b.spec \
                and entry.witness == seen:
            self.hits += 1
            if self.check:
                fresh = decide()
                if fresh != entry.verdict:
                    raise AssertionError(
                        f"613.8a verdict cache: {a.source_name} on {b.source_name} in "
                        f"{layer.name}: remembered {entry.verdict}, now {fresh}")
            return entry.verdict
        self.misses += 1
        answer = decide()
        if len(self._known) >= self.limit:
            self._known.clear()  # a bound on memory; answers are found again as needed
        self._known[key] = _Entry(seen, answer, (a.spec, b.spec))
        return answer
