"""101.2: "can't" beats "may": spells a player can't cast and lands a player can't play,
by the rule effects of definitions/cast_prohibitions.py. casting.py asks these."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.cast_prohibitions import CANT_CAST, CANT_PLAY_LANDS
from tabletop.engine.definitions.expressions import EvalContext

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def _names(game: Game, effect: Any, player: str) -> bool:
    """Whether the effect's "who" is this player (its controller is "you")."""
    who = effect.change.param("who", "each")
    if who == "you":
        return bool(player == effect.controller)
    if who == "opponents":
        return player in game.opponents(str(effect.controller))
    if who == "attached":  # "Enchanted creature's controller can't cast ..."
        source = game.state.objects.get(effect.source) if effect.source is not None else None
        host = source.attached_to if source is not None else None
        return host is not None and host in game.state.objects and \
            game.controller_of(host) == player
    return True


def _source(game: Game, effect: Any) -> str:
    return game.name_of(effect.source) if effect.source is not None else "an effect"


def cast_prohibition(game: Game, player: str, oid: int) -> str | None:
    """Why `player` can't cast the card `oid` now (101.2), or None."""
    for effect in game.rule_effects(CANT_CAST):
        if not _names(game, effect, player):
            continue
        flt = effect.change.param("filter")
        if flt is not None and not flt.matches(game, oid, effect.source, effect.controller):
            continue
        condition = effect.change.param("condition")
        if condition is not None and not condition.holds(
                EvalContext(game, effect.source, effect.controller)):
            continue
        if effect.change.param("others_turns"):  # "can cast spells only during their own
            if game.state.active == player:      # turns"
                continue
            return f"{player} can cast spells only during their own turn " \
                   f"({_source(game, effect)}, 101.2)"
        if effect.change.param("after_one"):  # "can't cast more than one spell each turn"
            if not game.state.history.spells_by(player):
                continue
            return f"{player} can't cast more than one spell each turn " \
                   f"({_source(game, effect)}, 101.2)"
        what = "spells" if flt is None else f"{flt.describe()} spells"
        return f"{player} can't cast {what} ({_source(game, effect)}, 101.2)"
    return None


def land_prohibition(game: Game, player: str) -> str | None:
    """Why `player` can't play a land now (101.2, 305.1), or None."""
    for effect in game.rule_effects(CANT_PLAY_LANDS):
        if _names(game, effect, player):
            return f"{player} can't play lands ({_source(game, effect)}, 101.2)"
    return None
