"""Handlers of definitions/counted_moves.py: what an instruction destroyed, counted."""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.definitions.counted_moves import (
    CountDestroyed,
    DestroyedThisWay,
    EachMovedControllerDoes,
    RepeatFor,
)
from tabletop.engine.definitions.expressions import Const
from tabletop.engine.definitions.nested import substitute
from tabletop.engine.rules.resolution import Resolution, handles, run


@handles(CountDestroyed)
def h_count_destroyed(res: Resolution, i: CountDestroyed) -> None:
    """608.2c: the objects the instruction names are noted, it is followed, and those of
    them (matching the filter) no longer in the zone they were in are the number it
    destroyed, exiled or sacrificed."""
    game = res.game
    what = getattr(i.inner, "what", None)
    before = [(o, game.obj(o).zone, game.controller_of(o))
              for o in (res.objects(what) if what is not None else [])
              if i.filter.matches(game, o, res.source, res.controller)]
    run(res, (i.inner,))
    gone: list[str] = []  # the controllers of those moved (603.10: as they last were)
    for oid, zone, controller in before:
        now = game.state.objects.get(game.state.newest(oid))
        if now is None or now.zone != zone:
            gone.append(controller)
    then = substitute(i.then, DestroyedThisWay, Const(len(gone)))
    run(res, tuple(replace(s, controllers=tuple(gone))
                   if isinstance(s, EachMovedControllerDoes) else s for s in then))


@handles(RepeatFor)
def h_repeat_for(res: Resolution, i: RepeatFor) -> None:
    """608.2c: "for each ..., do this": the count read once, then the steps that many
    times."""
    for _ in range(max(0, res.n(i.times))):
        run(res, i.steps)


@handles(EachMovedControllerDoes)
def h_each_moved_controller_does(res: Resolution, i: EachMovedControllerDoes) -> None:
    """608.2c: once for each object moved, by the player who controlled it."""
    before = res.acting
    try:
        for player in i.controllers:
            res.acting = player
            run(res, i.steps)
    finally:
        res.acting = before
