"""702.8a: the riders of a card's own flash permission (SELF_AS_THOUGH_FLASH params),
which apply only when the permission is what lets it be cast (rules/flash_riders.py)."""

from __future__ import annotations

SURCHARGE = "surcharge"  # a ManaCost: "if you pay {2} more to cast it" (601.2f)
# True: "the controller of the permanent it becomes sacrifices it at the beginning of the
# next cleanup step" (603.7a)
CLEANUP_SACRIFICE = "cleanup_sacrifice"
FLASH_SACRIFICE = "flash_sacrifice"  # the spell's mark (its choices) for that sacrifice
