"""Speed (702.179): "Start your engines!" gives a player who has no speed a speed of 1 as
soon as they control a permanent with it (noted as the permanent enters); their speed then
increases by 1, once each of their turns, when an opponent loses life (to at most 4, max
speed). "Max speed — [ability]": the object has the ability as long as its controller's
speed is 4 (702.178a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.modern import MAX_SPEED, START_YOUR_ENGINES

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def start_engines(game: Game, oid: int) -> None:
    """702.179b: a player who controls a permanent with start your engines! and has no
    speed gets speed 1."""
    if not game.chars(oid).has_keyword(START_YOUR_ENGINES):
        return
    player = game.controller_of(oid)
    if player in game.state.speed:
        return
    game.state.speed[player] = 1
    game.invalidate()  # "Max speed —" abilities read it
    game.emit("speed", f"{player}'s speed is 1 (702.179b)", (oid,), player=player, n=1)


def increase_speed(game: Game, player: str) -> None:
    """702.179c: the player's speed increases by 1, up to max speed."""
    speed = game.state.speed.get(player)
    if speed is None or speed >= MAX_SPEED:
        return
    game.state.speed[player] = speed + 1
    game.invalidate()
    game.emit("speed", f"{player}'s speed increases to {speed + 1} (702.179c)",
              player=player, n=speed + 1)
