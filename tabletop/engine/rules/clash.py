"""Clash (701.30, definitions/clash.py): each clashing player reveals the top card of their
library; the one whose card has a higher mana value than every other wins; then, in APNAP
order, each may put that card on the bottom of their library (the answer `clash_bottom`
names those cards; by default they stay on top); then "If you win, ..." follows."""

from __future__ import annotations

from tabletop.engine.definitions.clash import CLASH_BOTTOM, CLASH_OPPONENT, Clash
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.resolution import Resolution, handles, run


@handles(Clash)
def h_clash(res: Resolution, i: Clash) -> None:
    game = res.game
    me = res.controller
    opponents = [p for p in game.opponents(me) if not game.player(p).lost]
    if not opponents:
        return
    wanted = res.info.choices.get(CLASH_OPPONENT)
    named = wanted[0] if isinstance(wanted, list | tuple) and wanted else wanted
    opponent = named if named in opponents else opponents[0]
    order = [p for p in game.state.turn_order if p in (me, opponent)]
    order = order[order.index(game.state.active):] + order[:order.index(game.state.active)] \
        if game.state.active in order else order
    revealed: dict[str, int] = {}
    for player in order:
        library = game.state.zone_ids(Zone.LIBRARY, player)
        if not library:  # 701.30d: nothing to reveal
            game.emit("clash", f"{player} has no card to reveal for the clash (701.30)",
                      player=player)
            continue
        top = library[-1]
        revealed[player] = top
        game.emit("reveal", f"{player} reveals {game.name_of(top)} for the clash "
                  f"(mana value {game.chars(top).mana_value}) (701.30a)", (top,),
                  player=player)
    values = {p: game.chars(oid).mana_value for p, oid in revealed.items()}
    results = {p: p in values and all(values[p] > v for q, v in values.items() if q != p)
               for p in order}
    winner = next((p for p, won in results.items() if won), None)
    game.emit("clash", f"{winner} wins the clash (701.30c)" if winner else
              "nobody wins the clash (701.30c)", player=me)
    bottom = res.info.choices.get(CLASH_BOTTOM, ())
    chosen = set(bottom if isinstance(bottom, list | tuple) else (bottom,))
    for player in order:  # 701.30b: APNAP order
        oid = revealed.get(player)
        if oid is None or oid not in chosen:
            continue
        cards = game.state.zones[(Zone.LIBRARY, player)]
        cards.remove(oid)
        cards.insert(0, oid)
        game.emit("clash", f"{player} puts the revealed card on the bottom of their library "
                  "(701.30b)", player=player)
    if results.get(me):
        run(res, i.won)
