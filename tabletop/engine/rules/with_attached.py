"""Handlers of definitions/with_attached.py: the host and what is attached to it, both
looked at before either moves."""

from __future__ import annotations

from tabletop.engine.definitions import instructions as I
from tabletop.engine.definitions.with_attached import WithAttached
from tabletop.engine.rules.resolution import Resolution, handles, run


@handles(WithAttached)
def h_with_attached(res: Resolution, i: WithAttached) -> None:
    game = res.game
    hosts = res.objects(i.host)
    attached = [o for o in game.battlefield() if game.obj(o).attached_to in hosts
                and o not in hosts and i.filter.matches(game, o, res.source, res.controller)]
    what = I.ObjectsRef(tuple([*hosts, *attached] if i.include_host else attached))
    step: I.Instruction = I.Destroy(what) if i.move == "destroy" else \
        I.Exile(what) if i.move == "exile" else I.ReturnToHand(what)
    run(res, (step,))
