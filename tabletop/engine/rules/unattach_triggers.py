""""Whenever ~ becomes unattached from a permanent" (Grafted Wargear): the Aura or Equipment
leaves its host by being attached elsewhere (701.3c), by being unattached (an instruction or
704.5n) or by it or its host leaving the battlefield. It looks back in time (603.10a): the
source that left, or the host that left, is seen as it last existed. "That permanent" is
the host (the trigger's object)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.rules.trigger_events import Watcher, listens, subject_matches
from tabletop.engine.rules.triggering import LookBack, note_event, trigger_watcher

if TYPE_CHECKING:
    from tabletop.engine.game import Game

UNATTACHED = "unattached"


@listens(TriggerEvent.UNATTACHED, UNATTACHED)
def _unattached(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                data: dict[str, Any]) -> bool:
    """The subject is the permanent it was attached to; `what` the attachment."""
    return data.get("what") == w.source and subject_matches(board, trigger, w, subject)


def note_unattached(game: Game, what: int, host: int | None) -> None:
    """`what` stopped being attached to `host` while both stay on the battlefield."""
    if host is not None:
        note_event(game, UNATTACHED, oid=host, what=what)


def note_unattached_by_leaving(game: Game, left: int, watchers: list[Watcher]) -> None:
    """`left` has left the battlefield: an attachment of it, or it from its host, became
    unattached; the watchers were listed before it left (603.10a)."""
    board = LookBack(game, left)
    for w in watchers:
        trigger = w.ability.trigger
        if trigger is None or trigger.event != TriggerEvent.UNATTACHED or w.host is None:
            continue
        if left in (w.source, w.host) and subject_matches(board, trigger, w, w.host):
            trigger_watcher(game, w, w.host, board)
