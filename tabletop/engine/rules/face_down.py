"""Face-down spells and permanents (708): casting a card face down with morph, megamorph
or disguise (702.37c, 702.168a), manifesting (701.40), and turning a face-down permanent
face up (116.2b, 702.37e, 701.40b).

A face-down object's `GameObject.face` is FACE_DOWN (or DISGUISED): its characteristics
are those of a 2/2 creature with no name, text, subtypes or mana cost (708.2a). Turning it
face up is a special action: it doesn't use the stack, and the permanent doesn't enter the
battlefield again (708.8); "When ~ is turned face up" abilities trigger (708.8).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.face_down import FACE_DOWN_CAST_COST, FaceDownAbility
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.characteristics import DISGUISED, FACE_DOWN
from tabletop.engine.model.enums import CardType

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.characteristics import CardDefinition
    from tabletop.engine.model.mana import ManaCost
    from tabletop.engine.model.objects import GameObject

# the answers `cost` that cast a card face down (702.37c, 702.168a): its keyword
FACE_DOWN_COSTS = frozenset({"morph", "megamorph", "disguise"})


def wants_face_down(choices: dict[str, Any]) -> bool:
    return str(choices.get("cost", "")).lower() in FACE_DOWN_COSTS


def is_face_down(obj: GameObject) -> bool:
    return obj.face in (FACE_DOWN, DISGUISED)


def face_down_ability(card: CardDefinition) -> FaceDownAbility | None:
    """The card's own morph, megamorph or disguise ability (printed: a face-down card
    has none, 708.2a)."""
    return next((a for a in card.abilities if isinstance(a, FaceDownAbility)), None)


def cast_face(game: Game, oid: int, way: str = "") -> int:
    """The face a card cast face down shows (702.37c, 702.168a); refused without morph,
    megamorph or disguise, or when `way` names another of these keywords."""
    card = game.obj(oid).card
    ability = face_down_ability(card)
    if ability is None:
        raise IllegalAction(f"{card.name} can't be cast face down: it has no morph or "
                            "disguise (702.37c, 702.168a)")
    keyword = (ability.keyword or "").lower()
    if way and way.lower() != keyword:
        raise IllegalAction(f"{card.name} has {keyword}, not {way.lower()} (702.37c, "
                            "702.168a)")
    return DISGUISED if ability.face_down_abilities else FACE_DOWN


def cast_cost() -> ManaCost:
    """702.37c: {3} rather than its mana cost."""
    return FACE_DOWN_CAST_COST


def face_up_cost(game: Game, oid: int) -> tuple[Cost, int] | None:
    """What turning this face-down permanent face up costs and the +1/+1 counters it then
    gets: its morph, megamorph or disguise cost (702.37e, 702.168d), or a manifested
    creature card's mana cost (701.40b); None when it can't be turned face up that way."""
    card = game.obj(oid).card
    ability = face_down_ability(card)
    if ability is not None:
        return ability.cost, ability.counters
    if CardType.CREATURE in card.types and card.mana_cost.symbols:
        return Cost(mana=card.mana_cost), 0
    return None
