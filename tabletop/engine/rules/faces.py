"""Cards with several faces in play: which face an object shows, and the rules that turn it.

- Split cards (709): a player casts one half (709.3); on the stack the spell has only that
  half's characteristics (709.3b), everywhere else both halves' combined (709.4). With
  fuse (702.102) both halves are cast from the hand together: the spell has the combined
  characteristics and follows the left half's instructions, then the right half's.
- Flip cards (710): the permanent flips to its alternative characteristics (the flipped
  half's name, text, type line, P/T; mana cost and colour stay, 710.1) and stays flipped.
- Double-faced cards (712): outside the battlefield and the stack only the front face
  (712.8a). A transforming card is cast front face up and turns over when told to
  transform (701.27); its back face has its colour indicator (204) and the front face's
  mana value (712.8e). A modal double-faced card is cast or played as either face
  (712.11b, 712.12) and enters with that face up (712.13).
- Adventurers (715): the card may be cast as its Adventure (715.3); that spell has only
  the Adventure's characteristics (715.3b), and instead of going to the graveyard it is
  exiled, and its controller may cast the creature from exile later (715.3d).
- Omen cards: cast as the Omen, the card is shuffled into its owner's library as it
  resolves (the Omen's own words).

`GameObject.face` says which face an object shows: None for the card's own
characteristics (front face, or a split card's combined halves), a number for an entry of
`CardDefinition.faces`. Every change of face invalidates the kept layer result.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tabletop.engine.continuous.layers import is_computed, locked_objects
from tabletop.engine.definitions.abilities import SpellAbility
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.characteristics import MELDED
from tabletop.engine.model.enums import CardType, Zone
from tabletop.engine.rules.face_down import is_face_down
from tabletop.engine.rules.keyword_actions import shuffle_library
from tabletop.engine.rules.play_permissions import may_play_from_exile
from tabletop.engine.rules.transform_limits import cant_transform
from tabletop.engine.rules.triggering import note_event

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.characteristics import CardDefinition
    from tabletop.engine.model.objects import GameObject, StackInfo

SPLIT = frozenset({"split", "aftermath"})
AFTERMATH = "aftermath"
TRANSFORMING = frozenset({"transform", "battle"})
MODAL = "modal_dfc"
FLIP = "flip"
ADVENTURE = "adventure"
OMEN = "omen"
MELD = "meld"  # 712.4: cast front face up; melded by an instruction (rules/meld.py)
ON_ADVENTURE = "adventure"  # GameObject.chosen key: who may cast it from exile (715.3d)
PLAYED_LAYOUTS = SPLIT | TRANSFORMING | {MODAL, FLIP, ADVENTURE, OMEN, MELD}


def castable_faces(card: CardDefinition, zone: Zone | None = None) -> tuple[int | None, ...]:
    """The faces a player chooses among to cast or play the card (709.3, 712.11b, 712.12,
    715.3a); None is the card as it is. A transforming, flip or meld card is cast with
    its front face up (712.11). An aftermath card's first half is cast from the hand, its
    second only from the graveyard (702.127a)."""
    if len(card.faces) < 2:
        return (None,)
    if card.layout == AFTERMATH:
        return (1,) if zone == Zone.GRAVEYARD else (0,)
    if card.layout in SPLIT:
        return tuple(range(len(card.faces)))
    if card.layout in (MODAL, ADVENTURE, OMEN):
        return (None, *range(1, len(card.faces)))
    return (None,)


def face_name(card: CardDefinition, face: int | None) -> str:
    return card.face(face).name


def can_fuse(card: CardDefinition) -> bool:
    """702.102a: a split card with fuse (printed across both halves)."""
    return card.layout in SPLIT and any(
        (a.keyword or "").lower() == "fuse" for f in card.faces for a in f.abilities)


def face_of(card: CardDefinition, value: Any) -> int | None:
    """The face a `face` answer names: a face's name (any case) or its number (1 is the
    front face or left half). Raises IllegalAction naming the faces there are."""
    names = [f.name for f in card.faces]
    index: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        index = value - 1 if 1 <= value <= len(names) else None
    elif isinstance(value, str):
        text = value.strip()
        if text.isdigit():
            return face_of(card, int(text))
        key = text.casefold()
        index = next((n for n, name in enumerate(names) if name.casefold() == key), None)
    if index is None:
        listed = " or ".join(f'"{n}"' for n in names) or "none"
        raise IllegalAction(f"{card.name} has no face {value!r} (its faces: {listed})")
    if index == 0 and card.layout not in SPLIT:
        return None  # the front face: the card as it is (712.8a)
    return index


def chosen_face(game: Game, oid: int, choices: dict[str, Any], *, play: bool = False
                ) -> int | None:
    """The face a cast (or a land play) is made with, from the `face` and `fuse` answers;
    refused when that face can't be chosen (709.3, 712.11b, 712.12, 715.3a)."""
    obj = game.obj(oid)
    card = obj.card
    value = choices.get("face")
    if choices.get("fuse"):
        if not can_fuse(card):
            raise IllegalAction(f"{card.name} has no fuse (702.102)")
        if obj.zone != Zone.HAND:
            raise IllegalAction("a split card is fused only when cast from a hand (702.102a)")
        if value is not None:
            raise IllegalAction("a fused split spell is both halves: choose no face (702.102)")
        return None
    allowed = castable_faces(card, obj.zone)
    if value is None:
        if card.layout in SPLIT and len(allowed) == 1:
            return allowed[0]  # an aftermath card: the half its zone allows (702.127a)
        if card.layout in SPLIT and len(card.faces) >= 2:
            halves = " or ".join(f'"{f.name}"' for f in card.faces)
            raise IllegalAction(f"choose which half of {card.name} to cast: choices face = "
                                f"{halves} (709.3)")
        return None
    face = face_of(card, value)
    if card.layout == AFTERMATH and face not in allowed:
        raise IllegalAction(f"{face_name(card, face)} can't be cast from "
                            f"{'a graveyard' if obj.zone == Zone.GRAVEYARD else 'there'}"
                            " (702.127a: the first half from a hand, the other from a "
                            "graveyard)")
    if face not in allowed:
        raise IllegalAction(f"{face_name(card, face)} can't be {'played' if play else 'cast'}"
                            f": {card.name} is {'played' if play else 'cast'} with its "
                            "front face up (712.11)")
    if obj.zone == Zone.EXILE and obj.chosen.get(ON_ADVENTURE) and face is not None:
        raise IllegalAction(f"{card.name} is on an adventure: cast the creature, not "
                            "the Adventure (715.3d)")
    return face


def copied_card(obj: GameObject) -> CardDefinition:
    """What a token copy of the object is (707.2): the face it shows as a card of its own,
    so a copy of a back face or of a melded permanent has mana value 0 (712.8e, 712.8g); the
    card itself when its own characteristics are up (a front face, a split card)."""
    card = obj.card
    if card.layout == MELDED:
        return replace(card, layout=None, faces=())
    if obj.face is None or obj.face < 0 or card.layout in SPLIT:
        return card
    return card.face(obj.face)


def show_face(game: Game, oid: int, face: int | None) -> None:
    """The object shows `face` from now on (a choice as it is cast, a transformation)."""
    obj = game.obj(oid)
    if obj.face != face:
        obj.face = face
        game.invalidate()


@contextmanager
def trying_face(game: Game, oid: int, face: int | None) -> Iterator[None]:
    """Look at a card as if it showed `face` (709.3a, 712.11c: only the face being cast is
    considered), and put it back as it was: for questions asked before an action."""
    obj = game.obj(oid)
    before = obj.face
    if before == face:
        yield
        return
    obj.face = face
    _recompute(game, obj)
    try:
        yield
    finally:
        obj.face = before
        _recompute(game, obj)


def _recompute(game: Game, obj: GameObject) -> None:
    """A card no effect reaches (in a hand, most often) is only read again; anything else
    needs a new layer pass."""
    if is_computed(obj, game.result.hidden_zones, locked_objects(game.state)):
        game.invalidate()
    else:
        game.forget(obj.oid)


def is_fused(game: Game, oid: int, info: StackInfo) -> bool:
    obj = game.state.objects.get(oid)
    return bool(info.choices.get("fuse")) and obj is not None and obj.face is None and \
        obj.card.layout in SPLIT


def fused_halves(card: CardDefinition) -> list[SpellAbility]:
    """702.102d: a fused split spell's instructions: the left half's, then the right's."""
    out: list[SpellAbility] = []
    for face in card.faces:
        out += [a for a in face.abilities if isinstance(a, SpellAbility)]
    return out


def fused_parts(game: Game, oid: int, info: StackInfo) -> list[StackInfo]:
    """702.102d: one stack info per half of a fused split spell, left half first, each
    with its own targets (announced left half first) and its instructions."""
    parts: list[StackInfo] = []
    start = 0
    for half in fused_halves(game.obj(oid).card):
        count = sum(max(spec.count_max, 1) for spec in half.targets)
        part = info.clone()
        part.targets = info.targets[start:start + count]
        part.ability = half
        start += count
        parts.append(part)
    return parts


def may_cast_from_zone(obj: GameObject, player: str) -> bool:
    """715.3d: a card exiled on an adventure may be cast by the player who cast it;
    702.127a: an aftermath card's second half is cast from its owner's graveyard; a card
    exiled with a permission to play it (impulse draw)."""
    if obj.zone == Zone.GRAVEYARD:
        return obj.card.layout == AFTERMATH and obj.owner == player
    return obj.zone == Zone.EXILE and (obj.chosen.get(ON_ADVENTURE) == player
                                       or may_play_from_exile(obj, player))


# --- leaving the stack ------------------------------------------------------------------


def destination(game: Game, oid: int, info: StackInfo, countered: bool) -> Zone | None:
    """Where a resolved Adventure or Omen goes instead of the graveyard (715.3d); None for
    anything else (and for a countered one, 715.3d: only "as it resolves")."""
    obj = game.obj(oid)
    if obj.card.layout == AFTERMATH and obj.face == 1 and not info.choices.get("copy"):
        return Zone.EXILE  # 702.127a: cast from a graveyard, exiled when it leaves the stack
    if countered or obj.face is None or info.choices.get("copy"):
        return None
    if obj.card.layout == ADVENTURE:
        return Zone.EXILE
    if obj.card.layout == OMEN:
        return Zone.LIBRARY
    return None


def after_leaving(game: Game, new: int | None, layout: str | None, controller: str) -> None:
    """715.3d: mark the exiled card as on an adventure (its controller may cast it);
    an Omen's card is shuffled into its owner's library."""
    if new is None or new not in game.state.objects:
        return
    obj = game.obj(new)
    if layout == ADVENTURE and obj.zone == Zone.EXILE:
        obj.choose(ON_ADVENTURE, controller)
        game.emit("adventure", f"{obj.card.name} goes on an adventure: {controller} may "
                  "cast it from exile (715.3d)", (new,), player=controller)
    elif layout == OMEN and obj.zone == Zone.LIBRARY:
        shuffle_library(game, obj.owner)


# --- turning a permanent over ---------------------------------------------------------------


def transform(game: Game, oid: int) -> bool:
    """701.27a: turn a transforming double-faced permanent over to its other face; anything
    else doesn't transform (701.27c). It stays the same object (712.18)."""
    obj = game.state.objects.get(oid)
    if obj is None or obj.zone != Zone.BATTLEFIELD or is_face_down(obj) or \
            obj.card.layout not in TRANSFORMING or len(obj.card.faces) < 2 or \
            cant_transform(game, oid):  # "~ can't transform"
        return False
    before = game.name_of(oid)
    show_face(game, oid, None if obj.face else 1)
    game.emit("transform", f"{before} transforms into {game.name_of(oid)} (701.27)", (oid,),
              face=obj.face)
    note_event(game, "transformed", oid=oid)  # "whenever this creature transforms into ~"
    return True


def flip(game: Game, oid: int) -> bool:
    """710: a flip card's permanent flips to its alternative characteristics, once; a
    flipped permanent flips no more, and other permanents don't flip."""
    obj = game.state.objects.get(oid)
    if obj is None or obj.zone != Zone.BATTLEFIELD or is_face_down(obj) or \
            obj.card.layout != FLIP or len(obj.card.faces) < 2 or obj.face is not None:
        return False
    before = game.name_of(oid)
    show_face(game, oid, 1)
    game.emit("flip", f"{before} flips: it is {game.name_of(oid)} (710)", (oid,), face=1)
    return True


def cast_faces(card: CardDefinition, zone: Zone | None = None) -> tuple[int | None, ...]:
    """The faces that are cast as spells (a land face is played instead, 305.9)."""
    return tuple(f for f in castable_faces(card, zone)
                 if CardType.LAND not in card.face(f).types)
