"""510.1c-d: "You may have ~ assign its combat damage as though it weren't blocked": a
blocked creature with this rule may assign all its combat damage to the player or
planeswalker it's attacking instead of dividing it among its blockers."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

ASSIGN_AS_UNBLOCKED = "assign_as_unblocked"
RULE_KINDS[ASSIGN_AS_UNBLOCKED] = ("may assign its combat damage as though it weren't "
                                   "blocked (510.1c)")
