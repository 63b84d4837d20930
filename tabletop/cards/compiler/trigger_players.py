"""Targets relative to the player of a trigger event: "whenever ~ attacks, tap target
creature defending player controls", "whenever ~ deals combat damage to a player, destroy
target artifact that player controls". The player is known only as the triggered ability
is put on the stack (603.3d), where the engine binds it (triggering.py)."""

from __future__ import annotations

from dataclasses import replace

from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.cards.compiler.scope import Scope
from tabletop.engine.definitions.trigger_conditions import TRIGGER_PLAYERS


def bound_at_trigger(desc: Desc, scope: Scope) -> Desc:
    """The description with the trigger event's player as its controller marker."""
    who = desc.player.who if desc.player is not None else ""
    marker = {"defending": TRIGGER_PLAYERS[0], "trigger_player": TRIGGER_PLAYERS[1]}.get(who)
    in_trigger = scope.trigger_subject is not None or scope.event_player
    if marker is None or not in_trigger or desc.filter.controller is not None:
        raise CompileError("a target relative to a player")
    return replace(desc, filter=replace(desc.filter, controller=marker), player=None)
