"""Handler of AnyPlayerMayPay (definitions/any_player_costs.py)."""

from __future__ import annotations

from tabletop.engine.definitions.any_player_costs import ANY_PLAYER, AnyPlayerMayPay
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.rules.mana_payment import can_pay
from tabletop.engine.rules.paying_costs import cost_problem, pay_costs
from tabletop.engine.rules.resolution import Resolution, handles, run


def _in_turn_order(res: Resolution) -> list[str]:
    """101.4: the active player first, then the others in turn order."""
    players = list(res.game.players())
    start = players.index(res.game.state.active) if res.game.state.active in players else 0
    return [p for p in players[start:] + players[:start] if not res.game.player(p).lost]


@handles(AnyPlayerMayPay)
def h_any_player_may_pay(res: Resolution, i: AnyPlayerMayPay) -> None:
    """Each player in turn order may pay; the answer `any_player` names the one who does
    ("" for no one); unanswered, the first who can pays (as "may" is taken, 608.2d)."""
    game = res.game
    wanted = res.info.choices.get(ANY_PLAYER)
    source = res.source if res.source in game.state.objects else res.stack_oid
    if source is None:
        return
    choices = dict(res.info.choices)
    for payer in _in_turn_order(res):
        if wanted is not None and payer != wanted:
            continue
        reason = cost_problem(game, payer, i.cost, source, choices) or \
            can_pay(game, payer, i.cost.mana, 0)
        if reason is None:
            try:
                pay_costs(game, payer, i.cost, source=source, x=0, choices=choices,
                          pay="auto")
            except IllegalAction as exc:
                reason = exc.reason
        if reason is not None:
            game.emit("not_paid", f"{payer} can't pay {i.cost.describe()}: {reason}",
                      player=payer)
            continue
        game.emit("paid", f"{payer} pays {i.cost.describe()}", player=payer)
        run(res, i.then)
        return
