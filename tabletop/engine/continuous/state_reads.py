"""Which object states (not characteristics) continuous effects look at.

Tapping a permanent, marking it attacking or blocking change no characteristic by
themselves; they matter to characteristics only through an effect whose filter or
condition names that state ("tapped creatures", "attacking creatures you control get
+1/+0"). A layer result remembers which of these states its effects read
(`LayerResult.state_reads`); a change to a state none of them reads leaves the result
valid (Game.state_changed), so tapping lands for mana costs no layer pass.
"""

from __future__ import annotations

from tabletop.engine.definitions.effects import EffectSpec
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.nested import memoised_by_identity, nested_values

TAPPED, ATTACKING, BLOCKING = "tapped", "attacking", "blocking"
_STATES = (TAPPED, ATTACKING, BLOCKING)

@memoised_by_identity
def state_reads(spec: EffectSpec) -> frozenset[str]:
    """The object states any filter inside the effect (its affected objects, condition,
    counted values) looks at."""
    return frozenset(state for f in nested_values(spec) if isinstance(f, ObjectFilter)
                     for state in _STATES if getattr(f, state) is not None)
