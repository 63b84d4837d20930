"""601.3: a card's own permission to be cast from a zone other than its owner's hand:
"You may cast ~ from your graveyard", "You may cast ~ from exile", perhaps while a
condition holds ("as long as you control a Zombie", "if you gained life this turn")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.replacement_specs import RULE_KINDS
from tabletop.engine.definitions.spell_rules import stated_rules
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.model.characteristics import Characteristics

CAST_FROM_ZONES = "cast_from_zones"  # params: zones (tuple of Zone), condition (or None)
RULE_KINDS[CAST_FROM_ZONES] = "its owner may cast it from another zone (601.3)"


def own_cast_zones(chars: Characteristics) -> list[tuple[tuple[Zone, ...], Condition | None]]:
    """The zones the card says it may be cast from, each with its condition."""
    out: list[tuple[tuple[Zone, ...], Condition | None]] = []
    for mod in stated_rules(chars, CAST_FROM_ZONES):
        zones = mod.param("zones")
        condition = mod.param("condition")
        if isinstance(zones, tuple):
            out.append((tuple(z for z in zones if isinstance(z, Zone)),
                        condition if isinstance(condition, Condition) else None))
    return out
