"""Rebound (702.88a): "If you cast this spell from your hand, exile it as it resolves. At
the beginning of your next upkeep, you may cast this card from exile without paying its
mana cost." Casting notes the answer `rebound` when the card came from its owner's
hand; as it resolves it is exiled and the delayed trigger is created (603.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.instructions import TriggerObjectRef
from tabletop.engine.definitions.keyword_instructions import CastCard
from tabletop.engine.model.pending import DelayedTrigger
from tabletop.engine.rules.triggering import add_delayed

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.objects import StackInfo

REBOUND = "rebound"


def rebounds(info: StackInfo, countered: bool) -> bool:
    """A resolving spell cast from its owner's hand with rebound is exiled (not a copy,
    not a countered spell)."""
    return bool(info.choices.get(REBOUND)) and not countered and not info.choices.get("copy")


def after_exile(game: Game, new: int | None, info: StackInfo) -> None:
    """603.7a: "At the beginning of your next upkeep, you may cast this card from exile
    without paying its mana cost"."""
    if new is None:
        return
    add_delayed(game, DelayedTrigger(
        step="upkeep", whose="your", controller=info.controller, source=new,
        source_name=game.name_of(new), text="Rebound: at the beginning of your next "
        "upkeep, you may cast this card from exile without paying its mana cost",
        effect=(CastCard(what=TriggerObjectRef()),), turn=game.state.turn,
        trigger_object=new))
