"""701.23: a player an effect says can't search libraries finds nothing; the instructions
after the search (shuffling that library) still happen (ruling on Mindlock Orb)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.search_prohibitions import CANT_SEARCH

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def may_search(game: Game, player: str) -> bool:
    return not game.rule_effects_for(CANT_SEARCH, player)
