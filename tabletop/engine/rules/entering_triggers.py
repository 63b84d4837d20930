"""Torpor effects (definitions/entering_triggers.py): whether an object's entering the
battlefield may cause abilities to trigger (603.2, 603.6a); where it entered from."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.entering_triggers import ENTERING_DOESNT_TRIGGER
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def entering_triggers(game: Game, oid: object) -> bool:
    """False while an effect says this object's entering doesn't cause abilities to
    trigger ("Artifacts and creatures entering don't cause abilities to trigger")."""
    if not isinstance(oid, int):
        return True
    return not any(oid in effect.affected for effect in game.rule_effects(ENTERING_DOESNT_TRIGGER))


def entered_from(board: Any, oid: object, where: str, controller: str) -> bool:
    """"When ~ enters from your graveyard" (603.6a): the zone the object was in before it
    entered (its last known information there, 603.10): `where` "graveyard" (any) or
    "your_graveyard"."""
    if not isinstance(oid, int):
        return False
    state = getattr(board, "state", None)
    try:
        previous = board.obj(oid).previous_oid
    except KeyError:
        return False
    known = state.lki.get(previous) if state is not None and previous is not None else None
    if known is None or known.obj.zone != Zone.GRAVEYARD:
        return False
    return where == "graveyard" or known.obj.owner == controller
