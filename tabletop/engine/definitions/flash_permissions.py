"""702.8a, 601.3: casting spells as though they had flash. A permanent's "You may cast
artifact spells as though they had flash" (Affects.MATCHING the cards, `who`: "you" or
"any"), or a card's own "As long as you control a green or blue permanent, you may cast
~ as though it had flash" (with its condition)."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

CAST_AS_THOUGH_FLASH = "cast_as_though_flash"  # params: who ("you" | "any")
RULE_KINDS[CAST_AS_THOUGH_FLASH] = "these spells may be cast as though they had flash (702.8a)"
SELF_AS_THOUGH_FLASH = "self_as_though_flash"  # params: condition (Condition or None)
RULE_KINDS[SELF_AS_THOUGH_FLASH] = "it may be cast as though it had flash (702.8a)"
