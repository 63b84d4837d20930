""""This creature saddles Mounts and crews Vehicles as though its power were 2 greater."
(702.122a crew, 702.171a saddle): a `RuleChange` of kind CREW_POWER_BONUS (param
`amount`) on the creatures it affects; the total power tapped for those costs counts
them as that much greater."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

CREW_POWER_BONUS = "crew_power_bonus"
RULE_KINDS[CREW_POWER_BONUS] = \
    "the creatures it affects crew and saddle as though their power were `amount` greater"
