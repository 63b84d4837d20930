"""701.27: "Non-Human Werewolves you control can't transform", "Enchanted creature can't
attack, block, or transform": a permanent this rule affects doesn't turn over (an
instruction or a day/night change to transform it does nothing)."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

CANT_TRANSFORM = "cant_transform"
RULE_KINDS[CANT_TRANSFORM] = "can't transform (701.27)"
