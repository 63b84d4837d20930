"""Additional combat phases (500.8; grammar/additional_phases.lark) and the creatures that
attacked this turn (508.1): "Untap all creatures that attacked this turn. After this main
phase, there is an additional combat phase followed by an additional main phase."."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.noun_phrases import Patch, patch
from tabletop.engine.definitions.additional_phases import AdditionalCombat


@v_args(inline=True)
class AdditionalPhaseRules(ClauseRules):
    def i_additional_combat(self, then_main: bool | None = None) -> list[Any]:
        return [AdditionalCombat(then_main=bool(then_main))]

    def then_main(self) -> bool:
        return True

    def post_attacked_this_turn(self) -> Patch:
        return patch(attacked_this_turn=True)
