"""701.43a: "You may exert ~ as it attacks." on its own (without "When you do, ..."): the
creature may be exerted as attackers are declared (rules/exert.py); "Whenever you exert a
creature" abilities trigger (TriggerEvent.YOU_EXERT)."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

MAY_EXERT = "may_exert"
RULE_KINDS[MAY_EXERT] = "it may be exerted as it attacks (701.43a)"
