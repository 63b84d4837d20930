"""Haunt (702.55; definitions/haunt.py): the card is exiled haunting the target creature;
an instant or sorcery's haunt triggers as the spell is put into its owner's graveyard
while it resolves (702.55a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.abilities import TriggeredAbility
from tabletop.engine.definitions.haunt import HAUNT, HAUNTING, RESOLVING, ExileHaunting
from tabletop.engine.model.enums import Zone
from tabletop.engine.model.pending import PendingTrigger
from tabletop.engine.rules.resolution import Resolution, handles

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.objects import StackInfo


def haunt_as_resolved(game: Game, oid: int, info: StackInfo) -> None:
    """702.55a: "When this spell is put into a graveyard during its resolution, exile it
    haunting target creature." — the spell `oid` just resolved (not a copy)."""
    if info.kind != "spell" or info.choices.get("copy"):
        return
    card = game.state.newest(oid)
    obj = game.state.objects.get(card)
    if card == oid or obj is None or obj.zone != Zone.GRAVEYARD:
        return
    for ability in obj.card.abilities:
        if isinstance(ability, TriggeredAbility) and ability.keyword == HAUNT and \
                ability.zone == RESOLVING:
            game.state.pending_triggers.append(PendingTrigger(
                source=card, controller=info.controller, ability=ability,
                source_name=obj.card.name))


@handles(ExileHaunting)
def h_exile_haunting(res: Resolution, i: ExileHaunting) -> None:
    """702.55a: the card went to its owner's graveyard (it died, or the spell resolved);
    if it is still there, it is exiled haunting the creature (702.55b)."""
    game = res.game
    source = res.info.source_oid
    creatures = res.objects(i.target)
    if source is None or not creatures:
        return
    card = game.state.newest(source)
    obj = game.state.objects.get(card)
    if obj is None or obj.zone != Zone.GRAVEYARD:
        return
    exiled = game.move(card, Zone.EXILE, reason="haunt (702.55a)")
    game.obj(exiled).choose(HAUNTING, str(creatures[0]))
    game.emit("haunt", f"{game.name_of(exiled)} haunts {game.name_of(creatures[0])} "
              "(702.55b)", (exiled, creatures[0]))
