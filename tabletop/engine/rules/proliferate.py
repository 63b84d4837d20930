"""701.34a: proliferate — another counter of each kind already there, on each chosen
permanent and player."""

from __future__ import annotations

from tabletop.engine.definitions.proliferate import Proliferate
from tabletop.engine.rules.resolution import Resolution, handles


def _chosen(res: Resolution) -> tuple[list[int], list[str]]:
    """The permanents and players chosen (608.2d), else the preselected answer."""
    game = res.game
    wanted = res.info.choices.get("choose")
    if wanted is None:
        mine = [o for o in game.battlefield() if game.controller_of(o) == res.controller]
        poisoned = [p for p in game.opponents(res.controller)
                    if game.player(p).counters.get("poison", 0) > 0]
        return mine, [res.controller, *poisoned]
    asked = list(wanted) if isinstance(wanted, list | tuple) else [wanted]
    on_battlefield = set(game.battlefield())
    objects = [o for o in asked if isinstance(o, int) and o in on_battlefield]
    players = [p for p in asked if isinstance(p, str) and p in game.players()]
    return list(dict.fromkeys(objects)), list(dict.fromkeys(players))


@handles(Proliferate)
def h_proliferate(res: Resolution, i: Proliferate) -> None:
    game = res.game
    objects, players = _chosen(res)
    for oid in objects:
        for kind, n in list(game.obj(oid).counters.items()):
            if n > 0:
                game.put_counters(oid, kind, 1, source=res.source)
    for name in players:
        player = game.player(name)
        kinds = [k for k, n in player.counters.items() if n > 0]
        for kind in kinds:
            player.counters[kind] += 1
            game.emit("counters", f"{name} gets 1 {kind} counter (proliferate, 701.34a)",
                      player=name, kind=kind, n=1)
        if kinds:
            game.invalidate()
