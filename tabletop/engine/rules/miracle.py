"""Miracle (702.94): "You may reveal this card from your hand as you draw it if it's the
first card you've drawn this turn. When you reveal this card this way, you may cast it by
paying [cost] rather than its mana cost." The engine's default answer reveals it (revealing
only shows it); whether it is cast is the triggered ability's "may" (answer `may`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.abilities import TriggeredAbility
from tabletop.engine.definitions.keyword_instructions import CastCard
from tabletop.engine.model.enums import Zone
from tabletop.engine.model.pending import PendingTrigger
from tabletop.engine.rules.targets import keyword_parameter

if TYPE_CHECKING:
    from tabletop.engine.game import Game

MIRACLE = "Miracle"


def miracle_reveal(game: Game, event_kind: str, data: dict[str, Any]) -> None:
    """702.94a: the first card a player draws in a turn, if it has miracle, is revealed
    and its miracle ability triggers."""
    if event_kind != "draw":
        return
    player, card = data.get("player"), data.get("card")
    if not isinstance(player, str) or not isinstance(card, int):
        return
    if game.state.history.drawn.get(player, 0) != 1 or card not in game.state.objects:
        return
    if game.obj(card).zone != Zone.HAND:
        return
    cost = keyword_parameter(game, card, MIRACLE)
    if cost is None:
        return
    name = game.name_of(card)
    game.emit("reveal", f"{player} reveals {name} as they draw it (miracle, 702.94a)",
              (card,), player=player)
    ability = TriggeredAbility(
        text=f"When you reveal {name} this way, you may cast it by paying {cost} rather "
             "than its mana cost (702.94a)",
        zone="hand", effect=(CastCard(alternative=MIRACLE),))
    game.state.pending_triggers.append(PendingTrigger(
        source=card, controller=player, ability=ability, source_name=name))
