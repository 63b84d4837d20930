""""Whenever an opponent shuffles their library" (Cosi's Trickster; 701.20): every
shuffle of a library goes through keyword_actions.shuffle_library, which notes it here;
"that player" is the player whose library was shuffled."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.rules.trigger_events import Watcher, listens, whose
from tabletop.engine.rules.triggering import note_event

if TYPE_CHECKING:
    from tabletop.engine.game import Game

SHUFFLES = "shuffles"


@listens(TriggerEvent.SHUFFLES, SHUFFLES)
def _shuffles(board: Any, w: Watcher, trigger: Trigger, subject: Any,
              data: dict[str, Any]) -> bool:
    return whose(trigger.whose, w.controller, str(data.get("player")))


def note_shuffled(game: Game, player: str) -> None:
    note_event(game, SHUFFLES, player=player)
