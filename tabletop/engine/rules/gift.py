"""Gift (702.174): an instant or sorcery whose gift was promised gives it before its other
effects (the gift is its "Gift" ability's effect); a permanent gives it as it enters, by
that triggered ability."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.abilities import TriggeredAbility
from tabletop.engine.definitions.modern import GIFT

if TYPE_CHECKING:
    from tabletop.engine.definitions.instructions import Instruction
    from tabletop.engine.game import Game
    from tabletop.engine.model.objects import StackInfo


def gift_first(game: Game, oid: int, info: StackInfo) -> tuple[Instruction, ...]:
    """The gift an instant or sorcery spell gives before its other effects, or ()."""
    if not info.choices.get(GIFT) or game.chars(oid).is_permanent:
        return ()
    for ability in game.chars(oid).abilities:
        if isinstance(ability, TriggeredAbility) and ability.keyword == "Gift":
            return ability.effect
    return ()
