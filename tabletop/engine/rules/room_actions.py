"""Unlocking a door of a Room (116.2m, 709.5): a special action its controller takes any
time they could cast a sorcery, paying the door's mana cost; it doesn't use the stack."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.casting import priority_reason, sorcery_timing_reason
from tabletop.engine.rules.mana_payment import pay_mana, plan_for
from tabletop.engine.rules.rooms import door_of, is_room, locked_doors, unlock

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def unlock_reason(game: Game, player: str, oid: int, door: int) -> str | None:
    """Why `player` can't unlock that door now (116.2m: a Room they control, a locked
    door, sorcery timing), or None."""
    obj = game.state.objects.get(oid)
    if obj is None or not is_room(obj.card) or obj.zone != Zone.BATTLEFIELD:
        return "only a Room on the battlefield has doors to unlock (709.5)"
    if game.controller_of(oid) != player:
        return "only the Room's controller unlocks its doors (116.2m)"
    if door not in locked_doors(obj):
        return f"{obj.card.faces[door].name} is already unlocked (709.5)"
    reason = priority_reason(game, player) or sorcery_timing_reason(game, player)
    return None if reason is None else f"unlock a door {reason} (116.2m)"


def unlock_door(game: Game, action: A.UnlockDoor) -> None:
    """116.2m: the special action: pay the door's mana cost and unlock it."""
    obj = game.require_object(action.card, "Room")
    door = door_of(obj.card, action.door)
    reason = unlock_reason(game, action.player, action.card, door)
    if reason is not None:
        raise A.IllegalAction(reason)
    cost = obj.card.faces[door].mana_cost
    plan = plan_for(game, action.player, cost, 0, pay=action.pay)
    if plan is not None:
        pay_mana(game, action.player, cost, plan=plan, pool_only=action.pay == "pool")
    unlock(game, action.card, door)


