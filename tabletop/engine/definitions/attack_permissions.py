"""Permissions to attack despite a rule that forbids it: "~ can attack as though it
didn't have defender" (702.3b), "Enchanted creature can attack as though it had haste"
(302.6, 702.10b)."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

ATTACK_DESPITE_DEFENDER = "attack_despite_defender"
RULE_KINDS[ATTACK_DESPITE_DEFENDER] = "can attack as though it didn't have defender (702.3b)"
ATTACK_AS_THOUGH_HASTE = "attack_as_though_haste"
RULE_KINDS[ATTACK_AS_THOUGH_HASTE] = "can attack as though it had haste (302.6)"
