"""The handler of ExchangeHandAndLibrary (definitions/hand_library_exchange.py)."""

from __future__ import annotations

from tabletop.engine.definitions.hand_library_exchange import ExchangeHandAndLibrary
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.keyword_actions import move_object, shuffle_library
from tabletop.engine.rules.resolution import Resolution, handles


@handles(ExchangeHandAndLibrary)
def h_exchange_hand_and_library(res: Resolution, i: ExchangeHandAndLibrary) -> None:
    """701.12a: each card in the hand goes to the library and each card of the library to
    the hand (both sets are fixed first), then the library is shuffled (701.20)."""
    game = res.game
    for player in res.players(i.who):
        hand = list(game.objects_in(Zone.HAND, player))
        library = list(game.objects_in(Zone.LIBRARY, player))
        for oid in library:
            move_object(game, oid, Zone.HAND, reason="exchanged with the hand (701.12a)")
        for oid in hand:
            move_object(game, oid, Zone.LIBRARY, reason="exchanged with the library (701.12a)")
        shuffle_library(game, player)
        game.emit("exchange", f"{player} exchanges hand ({len(hand)}) and library "
                  f"({len(library)}) and shuffles (701.12a)", player=player)
