"""Bestow (702.103): a card with bestow may be cast for its bestow cost as an Aura spell
with enchant creature (702.103b; its `GameObject.face` is BESTOWED). A bestowed Aura whose
target is illegal as it resolves, or that becomes unattached, stops being bestowed and is
an enchantment creature (702.103e, 702.103f)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.bestow import BestowAbility
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.characteristics import BESTOWED

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.characteristics import CardDefinition
    from tabletop.engine.model.objects import GameObject

BESTOW_COST = "bestow"  # the answer `cost` of casting a card bestowed (702.103a)


def wants_bestow(choices: dict[str, Any]) -> bool:
    return str(choices.get("cost", "")).lower() == BESTOW_COST


def has_bestow(card: CardDefinition) -> bool:
    return any(isinstance(a, BestowAbility) for a in card.abilities)


def cast_face(game: Game, oid: int) -> int:
    """702.103b: the face a card cast bestowed shows; refused without bestow."""
    card = game.obj(oid).card
    if not has_bestow(card):
        raise IllegalAction(f"{card.name} has no bestow (702.103)")
    return BESTOWED


def is_bestowed(obj: GameObject) -> bool:
    return obj.face == BESTOWED


def stop_bestowing(game: Game, obj: GameObject, why: str) -> None:
    """702.103e, 702.103f: it is an enchantment creature from now on."""
    if obj.face != BESTOWED:
        return
    obj.face = None
    game.invalidate()
    game.emit("unbestowed", f"{game.name_of(obj.oid)} stops being bestowed: it is an "
              f"enchantment creature ({why})", (obj.oid,))
