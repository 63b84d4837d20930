"""Blocking requirements (509.1c): "All creatures able to block ~ do so" (each creature able
to block it must), "~ must be blocked if able" (at least one creature must). The defending
player's declaration must obey as many requirements as possible without breaking a
restriction (rules/block_requirements.py)."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

ALL_MUST_BLOCK = "all_must_block"  # params: filter (the creatures it binds; None: all)
MUST_BE_BLOCKED = "must_be_blocked"
# on the blocker: "Target creature blocks this turn if able" (any attacker), "... blocks ~
# this turn if able" (param attacker: ATTACKER_SOURCE, the effect's source)
BLOCKS_IF_ABLE = "blocks_if_able"
ATTACKER_SOURCE = "source"
RULE_KINDS[ALL_MUST_BLOCK] = "each creature the filter matches able to block it must (509.1c)"
RULE_KINDS[MUST_BE_BLOCKED] = "it must be blocked if able (509.1c)"
RULE_KINDS[BLOCKS_IF_ABLE] = "it blocks if able, the source if named (509.1c)"
