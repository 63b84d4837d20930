"""Whose hand everyone sees (definitions/revealed_hands.py): a revealed card is shown to
all players (701.20b), for as long as the effect lasts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.revealed_hands import HANDS_REVEALED

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def hand_revealed(game: Game, player: str) -> bool:
    """`player` plays with their hand revealed."""
    for effect in game.rule_effects(HANDS_REVEALED):
        who = effect.change.param("who", "each")
        if who == "each" or (player == effect.controller) == (who == "you"):
            return True
    return False
