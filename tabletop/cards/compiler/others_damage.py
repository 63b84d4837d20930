""""Prevent all damage that would be dealt to you by sources you don't control" (615, Energy
Field; grammar: others_damage.lark)."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.replacement_specs import PreventDamageTo, ReplacementSpec


@v_args(inline=True)
class OthersDamageRules(ClauseRules):
    def rp_prevent_others_to_you(self, *parts: Any) -> ReplacementSpec:
        combat = any(getattr(p, "data", None) == "combat_mark" for p in parts)
        return PreventDamageTo(None, to_you=True, from_opponents=True, combat_only=combat)
