"""611.2b: effects that last "for as long as ~ remains on the battlefield" or "for as long
as you control ~" (Sower of Temptation, Master Thief). Both end as the source leaves
(Game.move); the second also once its controller isn't the effect's controller, and it
doesn't begin again if that player regains control."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.effects import Duration
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.game import Game

_WHILE_SOURCE = (Duration.WHILE_SOURCE_ON_BATTLEFIELD, Duration.WHILE_YOU_CONTROL_SOURCE)


def _source_holds(game: Game, duration: Duration, source: int | None, controller: str
                  ) -> bool:
    obj = game.state.objects.get(source) if source is not None else None
    if obj is None or obj.zone != Zone.BATTLEFIELD:
        return False
    return duration != Duration.WHILE_YOU_CONTROL_SOURCE or \
        game.controller_of(obj.oid) == controller


def source_duration_begins(game: Game, duration: Duration, source: int | None,
                           controller: str) -> bool:
    """An effect with such a duration whose source is already gone (or is no longer
    yours) does nothing at all (611.2b)."""
    return duration not in _WHILE_SOURCE or _source_holds(game, duration, source, controller)


def end_lost_control_effects(game: Game) -> None:
    """End the "for as long as you control ~" effects whose source you no longer control."""
    if not any(e.spec.duration == Duration.WHILE_YOU_CONTROL_SOURCE
               for e in game.state.effects):
        return
    game.end_effects(lambda e: e.spec.duration == Duration.WHILE_YOU_CONTROL_SOURCE and
                     not _source_holds(game, e.spec.duration, e.source, e.controller))
