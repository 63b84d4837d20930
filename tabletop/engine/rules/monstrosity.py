"""701.37 monstrosity: the instruction and "When ~ becomes monstrous" (701.37c)."""

from __future__ import annotations

from typing import Any

from tabletop.engine.definitions import instructions as I
from tabletop.engine.definitions.monstrosity import MONSTROUS, Monstrosity
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.rules.resolution import Resolution, handles
from tabletop.engine.rules.trigger_events import Watcher, listens, subject_matches
from tabletop.engine.rules.triggering import note_event

BECOMES_MONSTROUS = "becomes_monstrous"


@handles(Monstrosity)
def h_monstrosity(res: Resolution, i: Monstrosity) -> None:
    """701.37a: a permanent already monstrous gets nothing (nor a second trigger)."""
    game = res.game
    for oid in res.objects(I.SelfRef()):
        obj = game.obj(oid)
        if obj.chosen.get(MONSTROUS) == "done":
            continue
        game.put_counters(oid, "+1/+1", res.n(i.n), source=res.source)
        obj.choose(MONSTROUS, "done")  # 701.37b: monstrous until it leaves (400.7)
        game.invalidate()  # "as long as ~ is monstrous" reads it
        game.emit("monstrous", f"{game.name_of(oid)} becomes monstrous (701.37b)", (oid,),
                  player=res.controller)
        note_event(game, BECOMES_MONSTROUS, oid=oid)  # 701.37c


@listens(TriggerEvent.BECOMES_MONSTROUS, BECOMES_MONSTROUS)
def _becomes_monstrous(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                       data: dict[str, Any]) -> bool:
    return subject_matches(board, trigger, w, subject)
