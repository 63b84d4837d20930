"""701.19c: "can't be regenerated": a regeneration shield doesn't replace the object's
destruction while the effect lasts (rules/keyword_actions.destroy reads it)."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

CANT_BE_REGENERATED = "cant_be_regenerated"
RULE_KINDS[CANT_BE_REGENERATED] = "it can't be regenerated (701.19c)"
