""""Whenever ~ crews a Vehicle, that Vehicle gets +1/+1 until end of turn." (702.122c: a
creature crews a Vehicle when it's tapped to pay the cost of a Vehicle's crew ability);
"that Vehicle" is the trigger's object."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.rules.trigger_events import Watcher, listens, subject_matches
from tabletop.engine.rules.triggering import note_event

if TYPE_CHECKING:
    from tabletop.engine.game import Game

CREWS = "crews"


@listens(TriggerEvent.CREWS, CREWS)
def _crews(board: Any, w: Watcher, trigger: Trigger, subject: Any,
           data: dict[str, Any]) -> bool:
    return data.get("crew") == w.source and subject_matches(board, trigger, w, subject)


def note_crewed(game: Game, vehicle: int, crew: list[int]) -> None:
    """The creatures just tapped for `vehicle`'s crew cost crewed it if it's a Vehicle with
    a crew ability (702.122c; saddling a Mount is not crewing)."""
    chars = game.chars(vehicle)
    if "Vehicle" not in chars.subtypes or not chars.has_keyword("Crew"):
        return
    for oid in crew:
        note_event(game, CREWS, oid=vehicle, crew=oid)
