"""A permanent becomes tapped or untapped (701.26): the one place that changes the state
and tells the trigger machinery ("whenever ~ becomes tapped", inspired's "whenever ~
becomes untapped", 603.2). Entering tapped is no tapping (603.6d: no trigger)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.effects import Duration
from tabletop.engine.rules.triggering import note_event

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def set_tapped(game: Game, oid: int, tapped: bool) -> bool:
    """Tap or untap; True when its state changed (then its triggers are noticed)."""
    obj = game.obj(oid)
    if obj.tapped == tapped:
        return False
    obj.tapped = tapped
    if not tapped:  # 611.2b: "for as long as ~ remains tapped" ends as it untaps
        game.end_effects(lambda e: e.spec.duration == Duration.WHILE_SOURCE_TAPPED
                         and e.source == oid)
    note_event(game, "tapped" if tapped else "untapped", oid=oid)
    return True
