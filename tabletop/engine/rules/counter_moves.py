"""Handlers of the instructions about a gone object's counters
(definitions/counter_moves.py)."""

from __future__ import annotations

from tabletop.engine.definitions.counter_moves import PutLastKnownCounters
from tabletop.engine.rules.resolution import Resolution, handles


@handles(PutLastKnownCounters)
def h_put_last_known_counters(res: Resolution, i: PutLastKnownCounters) -> None:
    """603.10a: the counters it had as it last existed (or has, while it is still there)."""
    game = res.game
    old = res.trigger_object
    if old is None:
        return
    known = game.state.lki.get(old)
    live = game.state.objects.get(old)
    obj = live if live is not None else known.obj if known is not None else None
    if obj is None:
        return
    counters = {kind: n for kind, n in obj.counters.items() if n > 0}
    for dest in res.objects(i.to):
        for kind, n in counters.items():
            game.put_counters(dest, kind, n, source=res.source)
