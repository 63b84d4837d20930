"""Casting the top card of one's library by a permission (definitions/library_top_casting.py,
601.3); "once each turn" uses are counted in GameState.activations (cleared each turn)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.library_top_casting import CAST_FROM_LIBRARY_TOP
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.objects import GameObject


def _used_key(effect: Any) -> str:
    return f"library_top:{effect.source}:{effect.change.describe()}"


def library_top_permission(game: Game, obj: GameObject, player: str) -> Any | None:
    """The effect that lets `player` cast this card now: it is the top card of their own
    library and the effect's card filter matches it (not yet used this turn if it is a
    once-each-turn permission); None when none does."""
    if obj.zone != Zone.LIBRARY or obj.owner != player:
        return None
    library = game.state.zone_ids(Zone.LIBRARY, player)
    if not library or library[-1] != obj.oid:
        return None
    for effect in game.rule_effects(CAST_FROM_LIBRARY_TOP):
        wanted = effect.change.param("filter")
        if effect.controller != player or not isinstance(wanted, ObjectFilter):
            continue
        if effect.change.param("once") and game.state.activations.get(_used_key(effect)):
            continue
        if wanted.matches(game, obj.oid, effect.source, player):
            return effect
    return None


def may_play_land_from_library_top(game: Game, obj: GameObject, player: str) -> bool:
    """305.1: a land on top of `player`'s own library may be played by a permission whose
    `lands` param is set ("You may play the top card of your library")."""
    library = game.state.zone_ids(Zone.LIBRARY, player)
    if obj.zone != Zone.LIBRARY or obj.owner != player or not library \
            or library[-1] != obj.oid:
        return False
    return any(effect.controller == player and effect.change.param("lands")
               and isinstance(wanted := effect.change.param("filter"), ObjectFilter)
               and wanted.matches(game, obj.oid, effect.source, player)
               for effect in game.rule_effects(CAST_FROM_LIBRARY_TOP))


def use_library_top_permission(game: Game, effect: Any) -> None:
    """A once-each-turn permission was used (601.3)."""
    if effect.change.param("once"):
        game.state.activations[_used_key(effect)] = 1
