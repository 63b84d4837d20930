"""509.1a: a creature blocks at most one attacker unless an effect says otherwise: "~ can
block an additional creature each combat" (`n`: how many more, a number or an expression
such as "for each Equipment attached to ~"), "~ can block any number of creatures"."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

BLOCK_ADDITIONAL = "block_additional"  # params: n (int or Expr)
RULE_KINDS[BLOCK_ADDITIONAL] = "can block n additional creatures each combat (509.1a)"
BLOCK_ANY_NUMBER = "block_any_number"
RULE_KINDS[BLOCK_ANY_NUMBER] = "can block any number of creatures (509.1a)"
