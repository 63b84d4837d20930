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
THIS_TURN = "this_turn"  # the turn's events: spells cast, permanents entered (event_history.py)
_STATES = (TAPPED, ATTACKING, BLOCKING)

@memoised_by_identity
def state_reads(spec: EffectSpec) -> frozenset[str]:
    """The object states any filter inside the effect (its affected objects, condition,
    counted values) looks at."""
    values = list(nested_values(spec))
    turn = {THIS_TURN} if any(getattr(v, "reads_this_turn", False) for v in values) else set()
    return frozenset(state for f in values if isinstance(f, ObjectFilter)
                     for state in _STATES if getattr(f, state) is not None) | turn
