"""Who receives priority (117): 117.5 state-based actions and triggers first; a player
who has lost is skipped (800.4a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.designations import ASCEND
from tabletop.engine.definitions.soulbond import SOULBOND
from tabletop.engine.rules.designations import grant_blessings
from tabletop.engine.rules.pairing import end_broken_pairs
from tabletop.engine.rules.printed_keywords import printed_anywhere
from tabletop.engine.rules.state_based_actions import check_state_based_actions
from tabletop.engine.rules.triggering import put_triggers_on_stack

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def next_player(game: Game, name: str) -> str:
    order = game.state.turn_order
    return order[(order.index(name) + 1) % len(order)]


def give_priority(game: Game, player: str) -> None:
    """117.5: state-based actions and triggers first, then the player gets priority."""
    for _ in range(1000):
        if printed_anywhere(game, ASCEND):  # only with a card that has it (cheap)
            grant_blessings(game)  # 702.131b
        if printed_anywhere(game, SOULBOND):
            end_broken_pairs(game)  # 702.95e
        check_state_based_actions(game)
        if game.state.game_over or not put_triggers_on_stack(game):
            break
    state = game.state
    if state.game_over:
        state.priority = None
        return
    if state.players[player].lost:
        player = next_live(game, player)
    state.priority = player


def next_live(game: Game, name: str) -> str:
    player = next_player(game, name)
    while game.state.players[player].lost and player != name:
        player = next_player(game, player)
    return player
