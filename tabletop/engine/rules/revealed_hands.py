"""Whose hand everyone sees (definitions/revealed_hands.py): a revealed card is shown to
all players (701.20b), for as long as the effect lasts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.revealed_hands import HANDS_REVEALED

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def hand_revealed(game: Game, player: str) -> bool:
    """`player` plays with their hand revealed."""
    return bool(game.rule_effects_for(HANDS_REVEALED, player))
