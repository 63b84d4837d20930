"""Player designations (grammar/designations.lark): ascend and the city's blessing (702.131)
and the monarch (724); the engine's side is rules/designations.py."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.abilities import Ability, KeywordAbility
from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.designations import (
    ASCEND,
    BecomeMonarch,
    HasCityBlessing,
    IsMonarch,
)
from tabletop.engine.definitions.instructions import Instruction, PlayerRef
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent


@v_args(inline=True)
class DesignationRules(ClauseRules):
    """Ascend, "you have the city's blessing", "you become the monarch"."""

    def kw_ascend(self) -> Ability:
        """702.131a-b: on an instant or sorcery, checked as it resolves; on a permanent,
        any time (rules/designations.py)."""
        return KeywordAbility(text=ASCEND, keyword=ASCEND)

    def cond_city_blessing(self, *_: Any) -> Condition:
        return HasCityBlessing()

    def cond_you_monarch(self, *_: Any) -> Condition:
        return IsMonarch("you")

    def cond_opponent_monarch(self, *_: Any) -> Condition:
        return IsMonarch("opponent")

    def tr_become_monarch(self) -> list[Trigger]:
        """724: "Whenever you become the monarch"."""
        return [Trigger(TriggerEvent.BECOMES_MONARCH, subject="any", whose="each",
                        text="Whenever you become the monarch")]

    def i_become_monarch(self) -> list[Instruction]:
        return [BecomeMonarch()]

    def i_controller_becomes_monarch(self) -> list[Instruction]:
        """"its controller becomes the monarch": the controller of the object the ability
        triggered on."""
        return [BecomeMonarch(PlayerRef("trigger_controller"))]
