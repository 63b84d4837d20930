"""402.2: effects on a player's maximum hand size: "Your maximum hand size is reduced by
two", "Each opponent's maximum hand size is reduced by seven", "Your maximum hand size is
equal to the number of hour counters on ~" (rules/hand_size.py)."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

# params: who ("you" or "opponents"), amount (Expr), set (True: "is equal to")
HAND_SIZE = "hand_size"
RULE_KINDS[HAND_SIZE] = "changes or sets the maximum hand size of the players it names (402.2)"
