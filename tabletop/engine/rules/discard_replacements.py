"""The discard replacements of definitions/discard_replacements.py (614.1, 701.9): the
cause is the spell or ability whose instructions are followed now
(Game.resolving_controller); a discard as a cost or in the cleanup step has none."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.abilities import StaticAbility
from tabletop.engine.definitions.discard_replacements import DiscardedToBattlefield
from tabletop.engine.rules.entering import enter_battlefield

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def discarded_onto_battlefield(game: Game, player: str, oid: int) -> int | None:
    """Puts the discarded card onto the battlefield if its own replacement applies;
    returns the permanent, else None."""
    cause = game.resolving_controller
    if cause is None or cause not in game.opponents(player):
        return None
    if not any(isinstance(a, StaticAbility) and isinstance(a.replacement,
                                                           DiscardedToBattlefield)
               for a in game.chars(oid).abilities):
        return None
    name = game.name_of(oid)
    game.emit("replacement", f"{name} is put onto the battlefield instead of into "
              f"{player}'s graveyard (an opponent's spell or ability made {player} discard it, "
              "614.1)", (oid,), player=player)
    return enter_battlefield(game, game.obj(oid).card, owner=game.obj(oid).owner,
                             controller=player, from_oid=oid)
