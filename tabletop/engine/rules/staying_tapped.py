"""502.3: permanents whose controller "may choose not to untap" them in the untap step."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.effects import Duration
from tabletop.engine.definitions.untap_choice import MAY_NOT_UNTAP

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def kept_tapped(game: Game) -> set[int]:
    """The permanents the active player keeps tapped: those named by the answer
    `keep_tapped` (given before the untap step), else the preselected answer: those whose
    "for as long as ~ remains tapped" effect still lasts (untapping would end it)."""
    optional = {oid for e in game.rule_effects(MAY_NOT_UNTAP) for oid in e.affected}
    if not optional:
        return set()
    answer = game.state.answers.keep_tapped
    if answer is not None:
        return {o for o in answer if isinstance(o, int) and o in optional}
    return {e.source for e in game.state.effects if e.source is not None
            and e.spec.duration == Duration.WHILE_SOURCE_TAPPED and e.source in optional}
