"""601.3: whether a card's own permission lets its owner cast it from the graveyard or
exile now ("You may cast ~ from your graveyard as long as you control a Zombie")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.expressions import EvalContext
from tabletop.engine.definitions.own_zone_casting import own_cast_zones
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.objects import GameObject


def may_cast_itself(game: Game, obj: GameObject, player: str) -> bool:
    """The card is in its owner's graveyard or in exile, `player` owns it, and its own
    text lets it be cast from there now."""
    if obj.owner != player or obj.zone not in (Zone.GRAVEYARD, Zone.EXILE):
        return False
    return any(obj.zone in zones and (condition is None or condition.holds(
        EvalContext(game, obj.oid, player))) for zones, condition in
        own_cast_zones(game.chars(obj.oid)))
