"""Join forces (definitions/join_forces.py): each player, starting with the controller,
pays the amount of mana the answer `join_forces` gives them (101.4; one they can't pay is
not paid); the total is "the total amount of mana paid this way"."""

from __future__ import annotations

from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.join_forces import JOIN_FORCES, EachPlayerMayPayMana
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.mana import ManaCost
from tabletop.engine.rules.mana_payment import can_pay
from tabletop.engine.rules.paying_costs import pay_costs
from tabletop.engine.rules.resolution import Resolution, handles
from tabletop.engine.rules.voting import starting_with


@handles(EachPlayerMayPayMana)
def h_each_player_may_pay_mana(res: Resolution, _: EachPlayerMayPayMana) -> None:
    game = res.game
    answers = res.info.choices.get(JOIN_FORCES)
    wanted = answers if isinstance(answers, dict) else {}
    source = res.source if res.source in game.state.objects else res.stack_oid
    total = 0
    for player in starting_with(game.state.turn_order, res.controller):
        amount = wanted.get(player, 0)
        if game.player(player).lost or not isinstance(amount, int) or amount <= 0 or \
                source is None:
            continue
        cost = Cost(mana=ManaCost.parse("{" + str(amount) + "}"))
        reason = can_pay(game, player, cost.mana, 0)
        if reason is None:
            try:
                pay_costs(game, player, cost, source=source, x=0,
                          choices=dict(res.info.choices), pay="auto")
            except IllegalAction as exc:
                reason = exc.reason
        if reason is not None:
            game.emit("not_paid", f"{player} can't pay {amount} mana: {reason}", player=player)
            continue
        total += amount
        game.emit("paid", f"{player} pays {amount} mana (join forces)", player=player)
    res.mana_paid = total
