"""Suspending a card (702.62a, 116.2f): a special action its owner takes from their hand
when they could begin to cast it (priority, and the card's timing: a sorcery's at sorcery
speed), paying the suspend cost; the card is exiled with its number of time counters.
Its upkeep and last-counter abilities then work from exile (the compiled Suspend
keyword)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.suspend import SuspendAbility
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.engine.model.mana import ManaCost
from tabletop.engine.rules.casting import cast_timing_reason
from tabletop.engine.rules.mana_payment import can_pay, pay_mana, plan_for

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def suspend_ability(game: Game, oid: int) -> SuspendAbility | None:
    return next((a for a in game.chars(oid).abilities if isinstance(a, SuspendAbility)),
                None)


def suspend_reason(game: Game, player: str, oid: int, *, pay: bool = True) -> str | None:
    """Why `player` can't suspend that card now, or None."""
    obj = game.state.objects.get(oid)
    if obj is None or obj.zone != Zone.HAND or obj.owner != player:
        return "only a card in your hand can be suspended (702.62a)"
    ability = suspend_ability(game, oid)
    if ability is None:
        return f"{obj.card.name} has no suspend (702.62a)"
    reason = cast_timing_reason(game, player, oid)
    if reason:
        return f"suspend only when you could cast it: {reason} (702.62a)"
    return can_pay(game, player, ManaCost.parse(ability.parameter)) if pay else None


def suspend_card(game: Game, player: str, oid: int, pay: str = "auto") -> None:
    """702.62a: pay the suspend cost, exile the card with N time counters."""
    reason = suspend_reason(game, player, oid, pay=False)
    if reason:
        raise A.IllegalAction(reason)
    ability = suspend_ability(game, oid)
    assert ability is not None
    cost = ManaCost.parse(ability.parameter)
    plan = plan_for(game, player, cost, 0, pay=pay)
    if plan is not None:
        pay_mana(game, player, cost, plan=plan, pool_only=pay == "pool")
    name = game.name_of(oid)
    new = game.move(oid, Zone.EXILE, reason="suspended")
    game.emit("suspend", f"{player} suspends {name} with {ability.time} time counter(s) "
              "(702.62a)", (new,), player=player)
    game.put_counters(new, "time", ability.time)
    game.state.passes = 0
