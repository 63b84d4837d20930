"""Walking the frozen data of card text: every value inside a definition, and a copy of
it with one kind of value replaced.

Definitions (instructions, effect specs, modifications, expressions, filters) are frozen
dataclasses nested in each other and in tuples. The compiler replaces X by a value, the
resolver binds "the tokens created this way", the layer system asks what an effect
reads: all of them walk the same tree, here.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

K = TypeVar("K")
V = TypeVar("V")


def nested_values(value: object, inside: Callable[[object], bool] | None = None
                  ) -> Iterator[object]:
    """Every value inside `value` (not `value` itself), depth first: the fields of
    dataclasses and the items of tuples, lists and frozensets; with `inside`, only inside
    the values it accepts (the others are still given)."""
    if isinstance(value, tuple | list | frozenset):
        items: list[object] = list(value)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        items = [getattr(value, f.name) for f in dataclasses.fields(value)]
    else:
        return
    for item in items:
        yield item
        if inside is None or inside(item):
            yield from nested_values(item, inside)


def rewrite(value: Any, change: Callable[[Any], Any]) -> Any:
    """`value` with each part that `change` replaces (it returns something other than
    KEEP) replaced, looking inside the parts it keeps: the fields of dataclasses and the
    items of tuples; parts with nothing replaced are kept as they are (the same objects)."""
    changed = change(value)
    if changed is not KEEP:
        return changed
    if isinstance(value, tuple):
        return tuple(rewrite(v, change) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {}
        for f in dataclasses.fields(value):
            old = getattr(value, f.name)
            new = rewrite(old, change)
            if new is not old:
                changes[f.name] = new
        return dataclasses.replace(value, **changes) if changes else value
    return value


KEEP: Any = object()  # what a `rewrite` change returns for a part it leaves alone


def substitute(value: Any, kind: type, by: object) -> Any:
    """`value` with every instance of `kind` inside it replaced by `by`."""
    return rewrite(value, lambda v: by if isinstance(v, kind) else KEEP)


def memoised_by_identity(compute: Callable[[K], V]) -> Callable[[K], V]:
    """`compute` remembered per argument by identity, for immutable definitions read on
    every layer pass (an effect's spec): the memo keeps each argument alive, so its id
    can't be reused by another object; it forgets everything past a bound."""
    known: dict[int, tuple[K, V]] = {}

    def memoised(key: K) -> V:
        found = known.get(id(key))
        if found is None or found[0] is not key:
            if len(known) > 50_000:
                known.clear()
            found = known[id(key)] = (key, compute(key))
        return found[1]

    return memoised
