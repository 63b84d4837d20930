"""Auras that enchant a player (303.4, 702.5: "Enchant player", "Enchant opponent"): the
player such an Aura is attached to ("enchanted player"), and what its abilities say about
that player ("Creatures enchanted player controls get -1/-1", "At the beginning of
enchanted player's upkeep"). Rules: rules/enchanted_players.py."""

from __future__ import annotations

from typing import Any

# the value of `PlayerRef.who`, `ObjectFilter.controller` and `Trigger.whose` that names
# the player the ability's source enchants
ENCHANTED_PLAYER = "enchanted_player"


def enchanted_player(board: Any, oid: int | None) -> str | None:
    """The player the Aura `oid` is attached to, or as it last existed on the battlefield
    (603.10, 608.2h); None when it enchants no player."""
    if oid is None:
        return None
    try:
        obj = board.obj(oid)
    except KeyError:
        state = getattr(board, "state", None)
        known = state.lki.get(oid) if state is not None else None
        obj = known.obj if known is not None else None
    player = obj.attached_player if obj is not None else None
    return player if isinstance(player, str) else None
