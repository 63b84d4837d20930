"""Handlers of definitions/choose_rest.py: the permanents not chosen, sacrificed or
destroyed at once."""

from __future__ import annotations

from tabletop.engine.definitions import instructions as I
from tabletop.engine.definitions.choose_rest import ActOnRest
from tabletop.engine.rules.resolution import Resolution, handles, run


@handles(ActOnRest)
def h_act_on_rest(res: Resolution, i: ActOnRest) -> None:
    game = res.game
    players = set(res.players(i.who))
    rest = tuple(o for o in game.battlefield()
                 if game.controller_of(o) in players and o not in res.chosen
                 and i.filter.matches(game, o, res.source, res.controller))
    what = I.ObjectsRef(rest)
    run(res, (I.Sacrifice(what) if i.sacrifice else I.Destroy(what),))
