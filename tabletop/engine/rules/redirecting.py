"""614.9: a shield that deals damage to another object or player instead (used by
replacing.py for a PreventionShield with `redirect_to`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.model.enums import Zone
from tabletop.engine.model.pending import SOURCE_CONTROLLER, PreventionShield

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def new_recipient(game: Game, spec: PreventionShield, e: Any) -> int | str | None:
    """Where the damage goes instead: a permanent still on the battlefield or a player
    in the game; None when there is no such place (then nothing is redirected)."""
    to = spec.redirect_to
    if to == SOURCE_CONTROLLER:
        if e.source is None or e.source not in game.state.objects:
            known = game.state.lki.get(e.source) if e.source is not None else None
            return None if known is None else known.controller
        return game.controller_of(e.source)
    if isinstance(to, int):
        obj = game.state.objects.get(to)
        return to if obj is not None and obj.zone == Zone.BATTLEFIELD else None
    return to if to in game.state.players else None


def redirect(game: Game, spec: PreventionShield, e: Any) -> None:
    """Deal the damage (or the next N of it) to the new recipient instead (614.9): that
    part is dealt by the same source at the same time, as damage of its own."""
    to = new_recipient(game, spec, e)
    if to is None or to == e.target:
        return
    used = e.amount if spec.amount is None else min(spec.amount, e.amount)
    if spec.amount is not None:
        spec.amount -= used
    if spec.once or (spec.amount is not None and spec.amount <= 0):
        game.state.prevention.remove(spec)
    shown = to if isinstance(to, str) else game.name_of(to)
    e.notes.append(f"{used} damage dealt to {shown} instead ({spec.source}, 614.9)")
    e.amount -= used
    e.also.append((to, used))  # dealt by the same source at the same time (damage.py)
