"""Permissions to play a card from exile ("Until the end of your next turn, you may play
that card", impulse draw): which player may, and until when. Noted on the exiled card;
it ends when the card leaves exile (400.7: a new object) or at the cleanup step (514.2)
that ends its duration."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.objects import GameObject

MAY_PLAY = "may_play"  # GameObject.chosen key: the player who may play the exiled card
_UNTIL = "may_play_until"  # "turn": this turn; "next:<turn>": the granter's next turn


def allow_play(game: Game, oid: int, player: str, next_turn: bool) -> None:
    obj = game.obj(oid)
    obj.choose(MAY_PLAY, player)
    obj.choose(_UNTIL, f"next:{game.state.turn}" if next_turn else "turn")
    game.emit("may_play", f"{player} may play {game.name_of(oid)} from exile until "
              f"{'the end of their next turn' if next_turn else 'end of turn'}", (oid,),
              player=player)


def may_play_from_exile(obj: GameObject, player: str) -> bool:
    """The card is in exile and `player` may play it now."""
    return obj.zone == Zone.EXILE and obj.chosen.get(MAY_PLAY) == player


def end_play_permissions(game: Game) -> None:
    """514.2: "until end of turn" permissions end; "until the end of your next turn"
    ones end in the cleanup step of that player's first turn after the one they began."""
    state = game.state
    for oid in state.zone_ids(Zone.EXILE):
        obj = state.objects[oid]
        until = obj.chosen.get(_UNTIL)
        if until is None:
            continue
        player = obj.chosen.get(MAY_PLAY)
        begun = int(until.split(":")[1]) if until.startswith("next:") else None
        if begun is None or (state.active == player and state.turn > begun):
            obj.chosen = {k: v for k, v in obj.chosen.items() if k not in (MAY_PLAY, _UNTIL)}
