"""Who may see the top card of a library (definitions/library_top.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.library_top import TOP_CARD_LOOK, TOP_CARD_REVEALED

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def top_card_revealed(game: Game, player: str) -> bool:
    """Everyone sees the top card of the player's library (their permanent says so)."""
    return any(e.controller == player for e in game.rule_effects(TOP_CARD_REVEALED))


def top_card_known_to_owner(game: Game, player: str) -> bool:
    """The player may look at the top card of their own library any time."""
    return top_card_revealed(game, player) or any(
        e.controller == player for e in game.rule_effects(TOP_CARD_LOOK))
