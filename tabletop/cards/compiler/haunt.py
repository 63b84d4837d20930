"""Haunt (702.55): the keyword on a permanent, "When this creature dies, exile it haunting
target creature." (702.55a), and the abilities that work while the card haunts a creature,
"When ~ enters or the creature it haunts dies" (702.55c; engine: rules/haunt.py)."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.abilities import Ability, TriggeredAbility
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.haunt import HAUNT, HAUNTED, RESOLVING, ExileHaunting
from tabletop.engine.definitions.instructions import TargetRef, TargetSpec
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.enums import CardType

_CREATURE = ObjectFilter(types=frozenset({CardType.CREATURE}))


def haunted_dies(text: str) -> Trigger:
    """702.55c: "the creature it haunts dies" (the ability works in exile)."""
    return Trigger(TriggerEvent.DIES, subject=HAUNTED, text=text)


@v_args(inline=True)
class HauntRules(ClauseRules):
    def kw_haunt(self) -> Ability:
        """702.55a: on a permanent "When this creature dies, exile it haunting target
        creature."; on an instant or sorcery "When this spell is put into a graveyard
        during its resolution, exile it haunting target creature." (the engine triggers it
        as the spell resolves: rules/haunt.py)."""
        exile = (ExileHaunting(TargetRef(0)),)
        targets = (TargetSpec(filter=_CREATURE, text="target creature"),)
        if self.scope.spell_card:
            return TriggeredAbility(
                text=HAUNT, keyword=HAUNT, zone=RESOLVING, effect=exile, targets=targets,
                trigger=Trigger(TriggerEvent.PUT_INTO_GRAVEYARD, subject="self",
                                text="When this spell is put into a graveyard during its "
                                "resolution"))
        return TriggeredAbility(
            text=HAUNT, keyword=HAUNT, effect=exile, targets=targets,
            trigger=Trigger(TriggerEvent.DIES, subject="self", text="When this creature dies"))

    def tr_enters_or_haunted_dies(self, _self: Any) -> list[Trigger]:
        head = self._trigger_text()
        return [Trigger(TriggerEvent.ENTERS, subject="self", text=head), haunted_dies(head)]

    def tr_haunted_dies(self, _self: Any) -> list[Trigger]:
        """"When the creature ~ haunts dies" (an instant's or sorcery's, 702.55c)."""
        return [haunted_dies(self._trigger_text())]
