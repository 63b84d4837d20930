"""701.27: whether an effect says a permanent can't transform."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.transform_limits import CANT_TRANSFORM

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def cant_transform(game: Game, oid: int) -> bool:
    return any(oid in e.affected for e in game.rule_effects(CANT_TRANSFORM))
