"""502.3: permanents that don't untap in the untap step while a condition holds ("if it
has a depletion counter on it"); the condition is read for each permanent as the step
untaps."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.expressions import EvalContext
from tabletop.engine.definitions.untap_conditions import DOESNT_UNTAP_IF

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def held_tapped(game: Game) -> set[int]:
    out: set[int] = set()
    for effect in game.rule_effects(DOESNT_UNTAP_IF):
        condition = effect.change.param("condition")
        for oid in effect.affected:
            ctx = EvalContext(game, effect.source, effect.controller, oid)
            if condition is None or condition.holds(ctx):
                out.add(oid)
    return out
