"""Handler of "remove ... from combat" (506.4; definitions/combat_removal.py)."""

from __future__ import annotations

from tabletop.engine.definitions.combat_removal import RemoveFromCombat
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.combat_removal import remove_from_combat
from tabletop.engine.rules.resolution import Resolution, handles


@handles(RemoveFromCombat)
def h_remove_from_combat(res: Resolution, i: RemoveFromCombat) -> None:
    """506.4: only a permanent is in combat; a blocked attacker removed this way leaves the
    creatures that blocked it blocking nothing (509.1h keeps nothing else)."""
    game = res.game
    for oid in res.objects(i.what):
        obj = game.state.objects.get(oid)
        if obj is not None and obj.zone == Zone.BATTLEFIELD:
            remove_from_combat(game, oid)
