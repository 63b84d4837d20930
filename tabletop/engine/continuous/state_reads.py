"""Which object states (not characteristics) continuous effects look at.

Tapping a permanent, marking it attacking or blocking change no characteristic by
themselves; they matter to characteristics only through an effect whose filter or
condition names that state ("tapped creatures", "attacking creatures you control get
+1/+0"). A layer result remembers which of these states its effects read
(`LayerResult.state_reads`); a change to a state none of them reads leaves the result
valid (Game.state_changed), so tapping lands for mana costs no layer pass.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass

from tabletop.engine.definitions.effects import EffectSpec
from tabletop.engine.definitions.filters import ObjectFilter

TAPPED, ATTACKING, BLOCKING = "tapped", "attacking", "blocking"
_STATES = (TAPPED, ATTACKING, BLOCKING)

_KNOWN: dict[int, tuple[EffectSpec, frozenset[str]]] = {}


def state_reads(spec: EffectSpec) -> frozenset[str]:
    """The object states any filter inside the effect (its affected objects, condition,
    counted values) looks at; memoised per spec (kept alive so its id stays its own)."""
    known = _KNOWN.get(id(spec))
    if known is None or known[0] is not spec:
        if len(_KNOWN) > 50_000:
            _KNOWN.clear()
        found: set[str] = set()
        _collect(spec, found, set())
        known = _KNOWN[id(spec)] = (spec, frozenset(found))
    return known[1]


def _collect(value: object, found: set[str], seen: set[int]) -> None:
    if id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, ObjectFilter):
        found.update(s for s in _STATES if getattr(value, s) is not None)
    if isinstance(value, tuple | list | frozenset):
        for item in value:
            _collect(item, found, seen)
    elif is_dataclass(value) and not isinstance(value, type):
        for f in fields(value):
            _collect(getattr(value, f.name), found, seen)
