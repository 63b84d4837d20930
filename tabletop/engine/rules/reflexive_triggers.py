"""The handler of WhenDiscardedThisWay (definitions/reflexive_triggers.py): 603.12."""

from __future__ import annotations

from tabletop.engine.definitions.reflexive_triggers import WhenDiscardedThisWay
from tabletop.engine.model.pending import PendingTrigger
from tabletop.engine.rules.resolution import Resolution, handles, run


@handles(WhenDiscardedThisWay)
def h_when_discarded_this_way(res: Resolution, i: WhenDiscardedThisWay) -> None:
    """603.12: the reflexive ability triggers if a card was discarded this way; it goes on
    the stack the next time a player would receive priority, its targets chosen then."""
    game = res.game
    before = game.state.history.discarded.get(res.controller, 0)
    run(res, i.first)
    if game.state.history.discarded.get(res.controller, 0) <= before:
        return
    source = res.source if res.source in game.state.objects else None
    game.state.pending_triggers.append(PendingTrigger(
        source=source, controller=res.controller, ability=i.reflexive,
        source_name=res.info.source_name or "a reflexive trigger"))
