""""Whenever you play a card" (Juju Bubble, Recycle): to play a card is to cast it as a
spell (601.2i) or to play it as a land (305.1), so the ability has both trigger events."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent


@v_args(inline=True)
class CardPlayTriggerRules(ClauseRules):
    def tr_you_play_card(self) -> list[Trigger]:
        head = self._trigger_text()
        return [Trigger(TriggerEvent.CAST, subject="any", whose="your", text=head),
                Trigger(TriggerEvent.PLAYS_LAND, subject="any", whose="your", text=head)]
