"""614.10: skipping a turn: the player's oldest "skip your next turn" effect is used up
instead of the turn (definitions/turn_skips.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.effects import RuleChange
from tabletop.engine.definitions.turn_skips import SKIP_NEXT_TURN

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def skips_turn(game: Game, player: str) -> bool:
    """True (and the effect is used up) when `player` skips the turn they would begin."""
    skips = [e for e in game.state.effects if e.controller == player and any(
        isinstance(m, RuleChange) and m.kind == SKIP_NEXT_TURN for m in e.spec.mods)]
    if not skips:
        return False
    first = min(skips, key=lambda e: (e.timestamp, e.eid))
    game.end_effects(lambda e: e.eid == first.eid)
    game.emit("skip", f"{player} skips their turn (614.10)", player=player)
    return True
