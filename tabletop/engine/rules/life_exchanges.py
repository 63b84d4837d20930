"""701.12c: exchanging life totals (definitions/life_exchanges.py)."""

from __future__ import annotations

from tabletop.engine.definitions.life_exchanges import ExchangeLifeTotals
from tabletop.engine.rules.keyword_actions import gain_life, lose_life
from tabletop.engine.rules.resolution import Resolution, handles


@handles(ExchangeLifeTotals)
def h_exchange_life_totals(res: Resolution, i: ExchangeLifeTotals) -> None:
    """701.12c: each player gains or loses the life needed to have the other's previous
    total (so "can't gain life" and life triggers apply); with one player named, nothing
    happens."""
    players = list(dict.fromkeys(
        (*res.players(i.who), *(res.players(i.other) if i.other is not None else ()))))
    if len(players) != 2:
        return
    game = res.game
    lives = {p: game.player(p).life for p in players}
    for p, other in ((players[0], players[1]), (players[1], players[0])):
        difference = lives[other] - lives[p]
        if difference > 0:
            gain_life(game, p, difference)
        elif difference < 0:
            lose_life(game, p, -difference)
