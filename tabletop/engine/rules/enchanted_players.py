"""Auras that enchant a player (303.4, 702.5; definitions/enchanted_players.py): when
such an Aura is attached illegally (704.5m), "whenever enchanted player is attacked"
(508.1), and "each opponent attacking that player does the same"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.attacking_opponents import EachAttackingOpponentDoes
from tabletop.engine.definitions.enchanted_players import ENCHANTED_PLAYER, enchanted_player
from tabletop.engine.definitions.instructions import PlayerRef
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.rules.resolution import Resolution, handles, run
from tabletop.engine.rules.targets import aura_target_specs
from tabletop.engine.rules.trigger_events import Watcher, listens

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def enchanted_player_reason(game: Game, aura: int, player: str) -> str | None:
    """704.5m: why an Aura attached to `player` is attached illegally, or None: the
    player has left the game (800.4a), or its enchant ability no longer allows that player
    ("enchant opponent" once its controller is that player, 303.4d)."""
    if player not in game.state.players or game.player(player).lost:
        return f"an Aura attached to a player who has left the game ({player})"
    specs = aura_target_specs(game, aura)
    kind = specs[0].kind if specs else ""
    if kind not in ("player", "opponent") or \
            (kind == "opponent" and player == game.controller_of(aura)):
        return f"an Aura attached to a player it can't enchant ({player})"
    return None


@listens(TriggerEvent.ENCHANTED_PLAYER_ATTACKED, "attackers_declared")
def _enchanted_player_attacked(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                               data: dict[str, Any]) -> bool:
    """508.1: one or more creatures were declared attacking the enchanted player (not a
    planeswalker or battle of theirs); once for the declaration."""
    player = enchanted_player(board, w.source)
    attacks = board.state.combat.attacks
    return player is not None and any(attacks.get(a) == player
                                      for a in data.get("attackers", ()))


def attacking_opponents(game: Game, controller: str, defender: str) -> list[str]:
    """The opponents of `controller` with a creature attacking `defender`, in turn order
    (101.4)."""
    combat = game.state.combat
    attackers = {combat.controllers.get(a) for a, d in combat.attacks.items() if d == defender}
    return [p for p in game.opponents(controller) if p in attackers]


@handles(EachAttackingOpponentDoes)
def h_each_attacking_opponent_does(res: Resolution, i: EachAttackingOpponentDoes) -> None:
    """"Each opponent attacking that player does the same": the instructions again, with
    each such opponent as the one who does them."""
    defenders = res.players(PlayerRef(ENCHANTED_PLAYER))
    if not defenders:
        return
    controller = res.controller
    try:
        for opponent in attacking_opponents(res.game, controller, defenders[0]):
            res.controller = opponent
            run(res, i.effect)
    finally:
        res.controller = controller
