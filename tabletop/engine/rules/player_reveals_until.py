"""Handler of a player revealing cards from the top of their library until enough match
(definitions/player_reveals_until.py; 701.16): the cards revealed are RevealedRef, those
that matched FoundRef."""

from __future__ import annotations

from tabletop.engine.definitions.player_reveals_until import PlayerRevealsUntil
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.resolution import Resolution, handles


@handles(PlayerRevealsUntil)
def h_player_reveals_until(res: Resolution, i: PlayerRevealsUntil) -> None:
    game = res.game
    res.revealed, res.found = [], []
    for player in res.players(i.who):
        revealed: list[int] = []
        found = 0
        for oid in reversed(game.state.zone_ids(Zone.LIBRARY, player)):  # the top first
            if found >= i.count:
                break
            revealed.append(oid)
            if i.filter.matches(game, oid, res.source, res.controller):
                res.found.append(oid)
                found += 1
        res.revealed += revealed
        names = ", ".join(game.name_of(o) for o in revealed) or "nothing"
        game.emit("reveal", f"{player} reveals {names} (701.16)", tuple(revealed),
                  player=player)
