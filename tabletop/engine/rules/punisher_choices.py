"""Handlers of EachOpponentMayOrDamage, PlayerMay and IfCreatedMatches
(definitions/punisher_choices.py)."""

from __future__ import annotations

from tabletop.engine.definitions.punisher_choices import (
    EachOpponentMayOrDamage,
    IfCreatedMatches,
    PlayerMay,
)
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.damage import deal_damage
from tabletop.engine.rules.keyword_actions import discard, sacrifice
from tabletop.engine.rules.resolution import Resolution, handles, run


@handles(EachOpponentMayOrDamage)
def h_each_opponent_may_or_damage(res: Resolution, i: EachOpponentMayOrDamage) -> None:
    """101.4: the opponents choose in turn order; then the damage is dealt to those who
    didn't (one source, 120.3)."""
    game = res.game
    answers = res.info.choices.get("punish")
    wanted = answers if isinstance(answers, dict) else {}
    didnt: list[str] = []
    for p in game.opponents(res.controller):
        if game.player(p).lost:
            continue
        hand = game.state.zone_ids(Zone.HAND, p)
        mine = [o for o in game.permanents(p) if i.sacrifice is None or
                i.sacrifice.matches(game, o, res.source, p)]
        able = [o for o in i.options if (o == "discard" and hand) or
                (o == "sacrifice" and mine)]
        choice = wanted.get(p, able[0] if able else "none")
        if choice == "discard" and hand:
            discard(game, p, hand[-1])
        elif choice == "sacrifice" and mine:
            cheapest = min(mine, key=lambda o: (not game.obj(o).is_token,
                                                game.chars(o).mana_value, o))
            sacrifice(game, cheapest)
        else:
            didnt.append(p)
    for p in didnt:
        deal_damage(game, res.source, p, res.n(i.damage))


@handles(PlayerMay)
def h_player_may(res: Resolution, i: PlayerMay) -> None:
    """608.2d: the player named makes the choice as the ability resolves."""
    if res.players(i.who) and res.info.choices.get("player_may", True):
        run(res, i.inner)


@handles(IfCreatedMatches)
def h_if_created_matches(res: Resolution, i: IfCreatedMatches) -> None:
    """608.2c: the permanent put onto the battlefield this way, as it is now."""
    game = res.game
    if any(o in game.state.objects and i.filter.matches(game, o, res.source, res.controller)
           for o in res.created):
        run(res, i.then)
