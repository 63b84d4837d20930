"""103.6a: cards in an opening hand that may begin the game on the battlefield (Leylines);
put there as their owner keeps the hand (definitions/opening_hand.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.opening_hand import BEGIN_ON_BATTLEFIELD
from tabletop.engine.definitions.spell_rules import states_rule
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.keyword_actions import move_object

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def may_begin_on_battlefield(game: Game, player: str) -> list[int]:
    """The cards of `player`'s opening hand that may begin the game on the battlefield."""
    return [o for o in game.state.zone_ids(Zone.HAND, player)
            if states_rule(game.chars(o), BEGIN_ON_BATTLEFIELD)]


def begin_on_battlefield(game: Game, player: str, cards: tuple[int, ...]) -> None:
    """103.6a: before the first turn, the chosen cards go from the opening hand onto the
    battlefield (refused later in the game or for cards without the ability)."""
    if not cards:
        return
    if game.state.turn != 1 or game.player(player).lands_played or game.stack():
        raise IllegalAction("only an opening hand can begin the game on the battlefield "
                            "(103.6a)")
    allowed = may_begin_on_battlefield(game, player)
    for oid in cards:
        if oid not in allowed:
            raise IllegalAction(f"{game.name_of(oid)} can't begin the game on the "
                                "battlefield (103.6a)")
    for oid in cards:
        game.emit("begin_on_battlefield", f"{player} begins the game with "
                  f"{game.name_of(oid)} on the battlefield (103.6a)", (oid,), player=player)
        move_object(game, oid, Zone.BATTLEFIELD, reason="opening hand (103.6a)")
