"""Control changes (108.4, 613.1b) and what follows from them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.suspend import SUSPEND_HASTE
from tabletop.engine.model.enums import Zone
from tabletop.engine.model.write_log import this_thread, write_clock
from tabletop.engine.rules.sba_scope import written_objects

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def note_control_changes(game: Game) -> None:
    """302.6: a permanent that came under its controller's control since their most recent
    turn began has not been controlled continuously since then: whatever changed its
    controller (a continuous effect starting or ending, a one-shot exchange, stealing the
    source of such an effect). Looked at after each action.

    A controller changes only through the layers (613.1b) or a write to the object: when
    no full layer pass ran since the last look, only objects written since are looked at
    (the write clock, as for state-based actions)."""
    battlefield = game.state.zone_ids(Zone.BATTLEFIELD)
    game.result  # noqa: B018 — characteristics first: a full pass now counts below
    since = game.control_noted
    if since is not None and since[0] == game.full_passes:
        battlefield = [o.oid for o in written_objects(game, since[1], since[2])
                       if o.zone == Zone.BATTLEFIELD]
    for oid in battlefield:
        obj = game.state.objects[oid]
        now = game.controller_of(oid)
        if obj.seen_controller == now:
            continue  # unchanged: no write (writes are logged for undo, 730)
        if obj.seen_controller is not None:
            obj.controlled_since_turn_start = False
            if SUSPEND_HASTE in obj.chosen:  # 702.62a: haste until control is lost
                obj.chosen = {k: v for k, v in obj.chosen.items() if k != SUSPEND_HASTE}
        obj.seen_controller = now
    game.control_noted = (game.full_passes, write_clock(), this_thread())
