"""201.3: "Choose a nonland card name": the answers offered as the spell is cast are the
names of the nonland cards in the game (an action may give any card name)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.model.enums import CardType

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def nonland_card_names(game: Game) -> tuple[str, ...]:
    return tuple(sorted({o.card.name for o in game.state.objects.values()
                         if o.card.name and not o.is_token
                         and CardType.LAND not in o.card.types}))
