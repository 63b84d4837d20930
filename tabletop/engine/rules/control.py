"""Control changes (108.4, 613.1b) and what follows from them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def note_control_changes(game: Game) -> None:
    """302.6: a permanent that came under its controller's control since their most recent
    turn began has not been controlled continuously since then: whatever changed its
    controller (a continuous effect starting or ending, a one-shot exchange, stealing the
    source of such an effect). Looked at after each action."""
    for oid in game.state.zone_ids(Zone.BATTLEFIELD):
        obj = game.state.objects[oid]
        now = game.controller_of(oid)
        if obj.seen_controller is not None and obj.seen_controller != now:
            obj.controlled_since_turn_start = False
        obj.seen_controller = now
