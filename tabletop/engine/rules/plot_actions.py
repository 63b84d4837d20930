"""Plotting a card (702.170a, 116.2k): a special action its owner takes from their hand any
time they could cast a sorcery, paying the plot cost; the card is exiled, plotted, and may
be cast on a later turn without paying its mana cost (exile_casting.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.modern import PLOTTED
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.engine.model.mana import ManaCost
from tabletop.engine.rules.casting import priority_reason, sorcery_timing_reason
from tabletop.engine.rules.exile_casting import note_exiled
from tabletop.engine.rules.mana_payment import pay_mana, plan_for
from tabletop.engine.rules.targets import keyword_parameter

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def plot_cost(game: Game, oid: int) -> ManaCost | None:
    text = keyword_parameter(game, oid, "Plot")
    return None if text is None else ManaCost.parse(text)


def plot_reason(game: Game, player: str, oid: int) -> str | None:
    """Why `player` can't plot that card now (a card with plot in their hand, sorcery
    timing), or None."""
    obj = game.state.objects.get(oid)
    if obj is None or obj.zone != Zone.HAND or obj.owner != player:
        return "only a card in your hand can be plotted (702.170a)"
    if plot_cost(game, oid) is None:
        return f"{obj.card.name} has no plot (702.170a)"
    reason = priority_reason(game, player) or sorcery_timing_reason(game, player)
    return None if reason is None else f"plot {reason} (702.170a)"


def plot_card(game: Game, action: A.PlotCard) -> None:
    """702.170a: pay the plot cost and exile the card; it becomes plotted."""
    reason = plot_reason(game, action.player, action.card)
    if reason is not None:
        raise A.IllegalAction(reason)
    cost = plot_cost(game, action.card) or ManaCost()
    plan = plan_for(game, action.player, cost, 0, pay=action.pay)
    if plan is not None:
        pay_mana(game, action.player, cost, plan=plan, pool_only=action.pay == "pool")
    name = game.name_of(action.card)
    new = game.move(action.card, Zone.EXILE, reason="plotted")
    note_exiled(game, new, PLOTTED)
    game.emit("plot", f"{action.player} plots {name} (702.170a)", (new,),
              player=action.player)
