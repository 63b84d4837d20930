""""When ~ becomes renowned", "Whenever a creature you control becomes renowned" (702.112),
"Whenever a creature you control explores" (701.44c; engine: rules/renown_triggers.py)."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent


@v_args(inline=True)
class RenownTriggerRules(ClauseRules):
    def tr_becomes_renowned(self, subject: Any) -> list[Trigger]:
        return self._trigger(TriggerEvent.BECOMES_RENOWNED, subject)

    def tr_explores(self, subject: Any) -> list[Trigger]:
        return self._trigger(TriggerEvent.EXPLORES, subject)
