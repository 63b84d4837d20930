"""Disturb (702.146): a transforming double-faced card is cast from its owner's graveyard
transformed (its back face up) for its disturb cost rather than its mana cost; it enters
transformed (712.13, the face it was cast with)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.abilities import KeywordAbility
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import Zone
from tabletop.engine.model.mana import ManaCost

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.characteristics import CardDefinition

DISTURB_CHOICE = "disturb"
_BACK = 1


def disturb_cost(card: CardDefinition) -> ManaCost | None:
    """The disturb cost printed on the card's front face, or None."""
    if card.layout != "transform" or len(card.faces) < 2:
        return None
    for ability in card.face(None).abilities:
        if isinstance(ability, KeywordAbility) and ability.keyword == "Disturb":
            return ManaCost.parse(ability.parameter)
    return None


def can_disturb(game: Game, oid: int, player: str) -> bool:
    """702.146a: the card is in its owner's graveyard and has disturb."""
    obj = game.obj(oid)
    return obj.zone == Zone.GRAVEYARD and obj.owner == player and \
        disturb_cost(obj.card) is not None


def cast_face(game: Game, oid: int) -> int:
    """702.146a: the back face is up as it is cast; refused without disturb."""
    obj = game.obj(oid)
    if obj.zone != Zone.GRAVEYARD or disturb_cost(obj.card) is None:
        raise IllegalAction(f"{obj.card.name} can't be cast with disturb: only a card with "
                            "disturb in a graveyard (702.146a)")
    return _BACK
