"""Turning a face-down permanent face up: a special action (116.2b) of its controller any
time they have priority, paying its morph, megamorph or disguise cost (702.37e, 702.168d)
or a manifested creature card's mana cost (701.40b). It doesn't use the stack; the
permanent stays the same object and doesn't enter again (708.8); "When ~ is turned face
up" abilities trigger."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.casting import priority_reason
from tabletop.engine.rules.face_down import face_up_cost, is_face_down
from tabletop.engine.rules.mana_payment import can_pay
from tabletop.engine.rules.paying_costs import cost_problem, pay_costs
from tabletop.engine.rules.priority import give_priority
from tabletop.engine.rules.triggering import note_event

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def face_up_reason(game: Game, player: str, oid: int) -> str | None:
    """Why `player` can't turn this permanent face up now (116.2b: any time they have
    priority; they control it; it has a cost to do it)."""
    reason = priority_reason(game, player)
    if reason:
        return reason
    obj = game.state.objects.get(oid)
    if obj is None or obj.zone != Zone.BATTLEFIELD or not is_face_down(obj):
        return "only a face-down permanent is turned face up (708)"
    if game.controller_of(oid) != player:
        return f"{player} does not control that face-down permanent (116.2b)"
    found = face_up_cost(game, oid)
    if found is None:
        return "it has no morph or disguise and isn't a creature card: it stays face down " \
               "(701.40b)"
    cost, _ = found
    return cost_problem(game, player, cost, oid, {}) or can_pay(game, player, cost.mana)


def turn_face_up(game: Game, player: str, oid: int, choices: dict[str, Any],
                 pay: str = "auto") -> None:
    """116.2b, 702.37e: pay the cost, the permanent turns face up (megamorph: with a
    +1/+1 counter, 702.37b); it is the same permanent (708.8), and then its controller
    receives priority again (116.3c)."""
    reason = face_up_reason(game, player, oid)
    if reason:
        raise IllegalAction(reason)
    found = face_up_cost(game, oid)
    assert found is not None
    cost, counters = found
    pay_costs(game, player, cost, source=oid, x=0, choices=choices, pay=pay)
    game.obj(oid).face = None
    game.invalidate()
    name = game.name_of(oid)
    game.emit("turned_face_up", f"{player} turns a face-down permanent face up: it is "
              f"{name} (116.2b, 702.37e)", (oid,), player=player)
    if counters:
        game.put_counters(oid, "+1/+1", counters)
    game.state.passes = 0
    note_event(game, "turned_face_up", oid=oid, player=player)
    give_priority(game, player)
