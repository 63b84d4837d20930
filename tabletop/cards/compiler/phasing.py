"""Phasing (702.26): the keyword (its untap-step rule is in the engine, 702.26a, 502.1)
and the instruction "~ phases out", "Target creature phases out", "All lands you control
phase out" (rules/phasing.py)."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import Obj
from tabletop.engine.definitions.abilities import Ability, KeywordAbility
from tabletop.engine.definitions.instructions import Instruction
from tabletop.engine.definitions.phasing import PhaseOut
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent


@v_args(inline=True)
class PhasingRules(ClauseRules):
    def kw_phasing(self) -> Ability:
        return KeywordAbility(text="Phasing", keyword="Phasing")

    def i_phase_out(self, obj: Obj) -> list[Instruction]:
        return [PhaseOut(ref) for ref in obj.refs]

    def tr_phases_out(self, subject: Any) -> list[Trigger]:
        """702.26: "Whenever ~ phases out" (as it phases out, its abilities still see it)."""
        return self._trigger(TriggerEvent.PHASES_OUT, subject)

    def tr_phases_in(self, subject: Any) -> list[Trigger]:
        return self._trigger(TriggerEvent.PHASES_IN, subject)

    def i_phase_out_both(self, first: Obj, second: Obj) -> list[Instruction]:
        """"Dream Fighter and that creature phase out"."""
        return self.i_phase_out(first) + self.i_phase_out(second)
