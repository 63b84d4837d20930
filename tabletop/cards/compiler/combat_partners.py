"""The creatures in combat with this one (509.1): "At end of combat, destroy all creatures
blocking or blocked by Kjeldoran Frostbeast", "put a -0/-2 counter on each creature
blocking or blocked by Greater Werewolf"."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.noun_phrases import Patch, patch


@v_args(inline=True)
class CombatPartnerRules(ClauseRules):
    def post_in_combat_with_source(self, *_: Any) -> Patch:
        return patch(in_combat_with_source=True)
