"""601.3: permissions to cast spells from the top of one's library ("Once each turn, you may
cast a creature spell with power 2 or less from the top of your library."): a `RuleChange`
of kind CAST_FROM_LIBRARY_TOP on its source (params `filter`: the cards it allows, `once`:
only once each turn); the effect's controller may use it."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

CAST_FROM_LIBRARY_TOP = "cast_from_library_top"
RULE_KINDS[CAST_FROM_LIBRARY_TOP] = \
    "its controller may cast the top card of their library if `filter` matches it (601.3)"
