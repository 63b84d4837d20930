""""When ~ becomes renowned", "Whenever a creature you control becomes renowned" (702.112:
renown's ability makes the creature renowned as it resolves); "Whenever a creature you
control explores" (701.44c: once its explore is done, whatever it did). Both are keyword
actions of one creature noticed by its handler."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.rules.trigger_events import Watcher, listens, subject_matches
from tabletop.engine.rules.triggering import note_event

if TYPE_CHECKING:
    from tabletop.engine.game import Game

BECOMES_RENOWNED = "becomes_renowned"
EXPLORES = "explores"
RENOWNED = "renowned"  # the mark renown leaves on the creature (702.112b)


@listens(TriggerEvent.BECOMES_RENOWNED, BECOMES_RENOWNED)
@listens(TriggerEvent.EXPLORES, EXPLORES)
def _keyword_action(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                    data: dict[str, Any]) -> bool:
    return subject_matches(board, trigger, w, subject)


def note_marked(game: Game, oid: int, mark: str) -> None:
    """A mark was just set on `oid`: the renown mark makes it renowned."""
    if mark == RENOWNED:
        note_event(game, BECOMES_RENOWNED, oid=oid)


def note_explored(game: Game, oid: int) -> None:
    note_event(game, EXPLORES, oid=oid)
