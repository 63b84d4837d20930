"""Behold (a keyword action of Tarkir: Dragonstorm): "To behold a Dragon, choose a Dragon you
control or reveal a Dragon card from your hand." "You may cast this spell as though it had
flash if you behold a Dragon as an additional cost to cast it." (702.8a, 601.2b): a
`RuleChange` of kind FLASH_IF_BEHOLD on the card itself, param `filter` (what is beheld);
the cast's answer `behold` names the object."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

BEHOLD = "behold"  # the answer: the permanent chosen or the card revealed
FLASH_IF_BEHOLD = "flash_if_behold"
RULE_KINDS[FLASH_IF_BEHOLD] = \
    "it may be cast as though it had flash by beholding what `filter` matches (702.8a)"
