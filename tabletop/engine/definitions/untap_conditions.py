"""502.3: "~ doesn't untap during your untap step if it has a depletion counter on it": a
restriction whose condition is read as the untap step untaps (rules/untap_conditions.py)."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

DOESNT_UNTAP_IF = "doesnt_untap_if"  # params: condition
RULE_KINDS[DOESNT_UNTAP_IF] = \
    "doesn't untap during its controller's untap step while the condition holds (502.3)"
