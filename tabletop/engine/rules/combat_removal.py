"""Removal from combat (506.4, 511.3): a creature stops being attacking, blocking, blocked
or unblocked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.model.combat_state import CombatState

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def remove_from_combat(game: Game, oid: int) -> None:
    """506.4: it stops being an attacking, blocking, blocked or unblocked creature."""
    state = game.state
    obj = state.objects.get(oid)
    if obj is not None:
        if obj.attacking is None and not obj.blocking:
            return
        obj.attacking = None
        obj.blocking = ()
    combat = state.combat
    if oid in combat.attackers:
        combat.attackers = [a for a in combat.attackers if a != oid]
    blocks = combat.blocks or {}
    for key in list(blocks):
        if oid in blocks[key]:
            blocks[key] = [b for b in blocks[key] if b != oid]
    game.invalidate()
    if obj is not None:
        game.emit("removed_from_combat", f"{game.name_of(oid)} is removed from combat "
                  "(506.4)", (oid,))


def remove_all_from_combat(game: Game) -> None:
    """511.3: as the end of combat step ends, all creatures are removed from combat."""
    for obj in game.state.objects.values():
        obj.attacking = None
        obj.blocking = ()
    game.state.combat = CombatState()
    game.invalidate()
