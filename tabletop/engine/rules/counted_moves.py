"""Handlers of definitions/counted_moves.py: what an instruction destroyed, counted."""

from __future__ import annotations

from tabletop.engine.definitions.counted_moves import CountDestroyed, DestroyedThisWay
from tabletop.engine.definitions.expressions import Const
from tabletop.engine.definitions.nested import substitute
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.resolution import Resolution, handles, run


@handles(CountDestroyed)
def h_count_destroyed(res: Resolution, i: CountDestroyed) -> None:
    """608.2c: the permanents the instruction names are noted, it is followed, and those of
    them (matching the filter) no longer on the battlefield are the number destroyed."""
    game = res.game
    what = getattr(i.inner, "what", None)
    before = [o for o in (res.objects(what) if what is not None else [])
              if i.filter.matches(game, o, res.source, res.controller)]
    run(res, (i.inner,))
    gone = 0
    for oid in before:
        now = game.state.objects.get(game.state.newest(oid))
        if now is None or now.zone != Zone.BATTLEFIELD:
            gone += 1
    run(res, substitute(i.then, DestroyedThisWay, Const(gone)))
