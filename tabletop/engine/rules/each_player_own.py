"""Handlers of definitions/each_player_own.py: each player in turn, "they" that player."""

from __future__ import annotations

from tabletop.engine.definitions.each_player_own import EachPlayerDoes
from tabletop.engine.rules.resolution import Resolution, handles, run


@handles(EachPlayerDoes)
def h_each_player_does(res: Resolution, i: EachPlayerDoes) -> None:
    """101.4: each player in turn order (the active player first) does their part."""
    order = list(res.game.state.turn_order)
    start = order.index(res.game.state.active) if res.game.state.active in order else 0
    apnap = order[start:] + order[:start]
    named = set(res.players(i.who))
    before = res.acting
    try:
        for player in (p for p in apnap if p in named):
            res.acting = player
            run(res, i.steps)
    finally:
        res.acting = before
