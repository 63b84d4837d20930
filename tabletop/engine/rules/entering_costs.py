"""614.12: a cost paid as a permanent enters, or it enters tapped (the shock lands' 2 life,
the Lorwyn lands' revealed card). The controller's answer comes with the action that puts
it onto the battlefield; without one (an effect put it there) nothing is paid."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.entering_costs import EntersTappedUnlessPaid
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.triggering import note_event

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def revealable(game: Game, oid: int, spec: EntersTappedUnlessPaid, player: str) -> list[int]:
    """The cards in `player`'s hand that could be revealed for it."""
    if spec.reveal is None:
        return []
    return [c for c in game.state.zone_ids(Zone.HAND, player)
            if c != oid and spec.reveal.matches(game, c, oid, player)]


def paid_as_enters(game: Game, oid: int, spec: EntersTappedUnlessPaid, player: str,
                   answer: Any) -> bool:
    """Pays the cost if the answer says so and it can be paid (119.4: life you don't have
    can't be paid); True if it was paid."""
    if not answer:
        return False
    name = game.name_of(oid)
    if spec.reveal is None:
        if game.player(player).life < spec.life:
            return False
        game.player(player).life -= spec.life  # 119.4: paying life is losing it
        game.invalidate()
        game.emit("life", f"{player} pays {spec.life} life as {name} enters (614.12, 119.4)",
                  player=player, delta=-spec.life)
        note_event(game, "lose_life", player=player, n=spec.life)
        return True
    if answer not in revealable(game, oid, spec, player):
        return False
    game.emit("reveal", f"{player} reveals {game.name_of(answer)} as {name} enters (614.12)",
              (answer,), player=player)
    return True

