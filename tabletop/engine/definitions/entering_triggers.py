"""Torpor effects (603.2, 603.6a): "Artifacts and creatures entering don't cause abilities
to trigger." A `RuleChange` of kind ENTERING_DOESNT_TRIGGER affects the objects it names
(Affects.MATCHING): while one of them enters, no ability triggers on its entering."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

ENTERING_DOESNT_TRIGGER = "entering_doesnt_trigger"
RULE_KINDS[ENTERING_DOESNT_TRIGGER] = \
    "the objects it affects entering the battlefield don't cause abilities to trigger (603.6a)"
