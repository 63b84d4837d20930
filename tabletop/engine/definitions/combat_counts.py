"""506.5, 508.1c, 509.1b: restrictions on how many creatures attack or block in one combat:
"No more than one creature can attack each combat" (Silent Arbiter; rules/combat_counts.py)."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

# params: n (the most creatures), filter (the creatures counted; None: every creature)
MOST_ATTACKERS = "most_attackers_each_combat"
RULE_KINDS[MOST_ATTACKERS] = "no more than n creatures can attack each combat (508.1c)"
MOST_BLOCKERS = "most_blockers_each_combat"
RULE_KINDS[MOST_BLOCKERS] = "no more than n creatures can block each combat (509.1b)"
