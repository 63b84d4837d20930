"""Handlers of the instructions that change life totals by a share of them
(definitions/life_instructions.py)."""

from __future__ import annotations

from tabletop.engine.definitions.life_instructions import LoseGame, LoseHalfLife, SetLifeTotal
from tabletop.engine.rules.keyword_actions import gain_life, lose_life
from tabletop.engine.rules.resolution import Resolution, handles
from tabletop.engine.rules.state_based_actions import lose_game


@handles(LoseHalfLife)
def h_lose_half_life(res: Resolution, i: LoseHalfLife) -> None:
    """119.3: half of the life total now (a negative total loses nothing), rounded."""
    for p in res.players(i.who):
        life = max(0, res.game.player(p).life)
        lose_life(res.game, p, (life + 1) // 2 if i.round_up else life // 2)


@handles(LoseGame)
def h_lose_game(res: Resolution, i: LoseGame) -> None:
    """104.3e: the player loses at once (a player who has lost already is not named)."""
    for p in res.players(i.who):
        if not res.game.player(p).lost:
            lose_game(res.game, p, "an effect says so (104.3e)")


@handles(SetLifeTotal)
def h_set_life_total(res: Resolution, i: SetLifeTotal) -> None:
    """119.5: setting a life total is gaining or losing the difference (so "can't gain
    life" and life-gain triggers apply as for any gain or loss)."""
    for p in res.players(i.who):
        difference = res.n(i.n) - res.game.player(p).life
        if difference > 0:
            gain_life(res.game, p, difference)
        elif difference < 0:
            lose_life(res.game, p, -difference)
