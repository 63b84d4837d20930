"""601.2f: cost changes for spells that target something: "Spells your opponents cast that
target ~ cost {2} more to cast", "Spells you cast that target ~ cost {2} less", "Spells
your opponents cast that target a Merfolk you control cost {2} more". The targets are
chosen before the total cost is determined (601.2c), so the change looks at them; before
they are chosen (offering the cast) a reduction is assumed and an increase is not."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.targeting_costs import (
    ACTIVATION_COST_INCREASE,
    SOURCE,
    TARGETS,
    TARGETS_YOU,
)

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def aims_as_stated(game: Game, effect: Any, targets: tuple[Any, ...] | None) -> bool | None:
    """Whether the spell's chosen `targets` meet the change's "that target ..." (True when
    it has no such words); None when the targets are not chosen yet."""
    wanted = effect.change.param(TARGETS)
    you = effect.change.param(TARGETS_YOU)
    if wanted is None and not you:
        return True
    if targets is None:
        return None
    for target in targets:
        if you and target == effect.controller:
            return True
        if not isinstance(target, int) or target not in game.state.objects:
            continue
        if wanted == SOURCE and target == effect.source:
            return True
        if isinstance(wanted, ObjectFilter) and wanted.matches(game, target, effect.source,
                                                               effect.controller):
            return True
    return False


def activation_increase(game: Game, player: str, targets: tuple[Any, ...] | None) -> int:
    """602.2b, 601.2f: how much more `player`'s ability costs for what it targets; nothing
    before the targets are chosen."""
    total = 0
    for effect in game.rule_effects(ACTIVATION_COST_INCREASE):
        caster = effect.change.param("caster")
        if (caster == "opponent" and player == effect.controller) or \
                (caster == "you" and player != effect.controller):
            continue
        if aims_as_stated(game, effect, targets):
            total += int(effect.change.param("amount", 0))
    return total
