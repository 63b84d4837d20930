""""Whenever one or more creatures you control deal combat damage to a player" (510.2):
combat damage is dealt at once, so the ability triggers once for each player dealt combat
damage by at least one matching creature; "that player" is the player."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.rules.trigger_events import Watcher, listens, subject_matches
from tabletop.engine.rules.triggering import note_event

if TYPE_CHECKING:
    from tabletop.engine.game import Game

COMBAT_DAMAGE_TO_PLAYER = "combat_damage_to_player"


@listens(TriggerEvent.ONE_OR_MORE_COMBAT_DAMAGE, COMBAT_DAMAGE_TO_PLAYER)
def _one_or_more(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                 data: dict[str, Any]) -> bool:
    return any(isinstance(s, int) and subject_matches(board, trigger, w, s)
               for s in data.get("sources", ()))


def note_combat_damage_to_players(game: Game,
                                  done: Sequence[tuple[int | None, Any, int]]) -> None:
    """One event for each player dealt combat damage in this batch, naming the sources."""
    by_player: dict[str, list[int]] = {}
    for source, target, _ in done:
        if isinstance(target, str) and source is not None:
            by_player.setdefault(target, []).append(source)
    for player, sources in by_player.items():
        note_event(game, COMBAT_DAMAGE_TO_PLAYER, target=player, sources=tuple(sources))
