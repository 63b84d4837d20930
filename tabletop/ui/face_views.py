"""The faces of a card with several, as the painters draw them (`CardView.faces`): each
face's printed name, cost, type line, text and P/T, in the interface language where the
card database knows it. Which face is up comes from the engine (`GameObject.face`)."""

from __future__ import annotations

from typing import Any

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import COLOR_ORDER, Zone
from tabletop.engine.model.objects import GameObject
from tabletop.engine.rules import faces, rooms

from . import i18n
from .card_view import FaceView
from .type_words import type_line_text

# layouts drawn as two faces of one card side (split, flip, adventurer) or two sides
DOUBLE_FACED = frozenset({"transform", "modal_dfc", "meld", "battle"})
SPLIT = frozenset({"split", "aftermath"})
ROOM = "room"  # a Room on the battlefield: both doors, the locked ones marked (709.5)
MELDED = "melded"  # a melded permanent: its back face, made of two cards (712.4)


def face_view(face: CardDefinition, german: bool, locked: bool = False) -> FaceView:
    pt = ""
    if face.power is not None or face.toughness is not None:
        pt = "/".join("*" if v is None else v.text for v in (face.power, face.toughness))
    return FaceView(
        name=(face.german_name or face.name) if german else face.name,
        mana_cost="" if face.mana_cost.is_empty() else face.mana_cost.text,
        type_line=face.type_line,
        shown_type_line=type_line_text(face.type_line) if german else "",
        lines=tuple(line for line in face.rules_text.split("\n") if line.strip()),
        pt=pt,
        colors=tuple(c for c in COLOR_ORDER if c in face.colors),
        locked=locked,
    )


def face_fields(obj: GameObject, german: bool) -> dict[str, Any]:
    """The CardView fields of an object's faces (none for a card with one face)."""
    card = obj.card
    if len(card.faces) < 2 or obj.face_down:
        return {}
    if card.layout == MELDED:  # the two cards it is made of (712.4a)
        return {"layout": MELDED, "face": -1,
                "faces": tuple(face_view(f, german) for f in card.faces)}
    if rooms.is_room(card) and obj.zone == Zone.BATTLEFIELD:
        locked = rooms.locked_doors(obj)
        return {"layout": ROOM, "face": -1,
                "faces": tuple(face_view(f, german, n in locked)
                               for n, f in enumerate(card.faces))}
    return {"layout": card.layout or "", "face": -1 if obj.face is None else obj.face,
            "faces": tuple(face_view(f, german) for f in card.faces)}


def other_faces(faces: tuple[FaceView, ...], face: int, layout: str) -> tuple[FaceView, ...]:
    """The faces not up: for a split card as a whole, none (both halves are up); a Room's
    doors and a melded permanent's cards are all drawn on it."""
    if (layout in SPLIT and face < 0) or layout in (ROOM, MELDED):
        return ()
    up = max(face, 0)
    return tuple(f for n, f in enumerate(faces) if n != up)


def door_label(game: Game, action: A.UnlockDoor) -> str:
    """The door an unlock names (116.2m), in German where the database knows it."""
    german = i18n.current_language() == "de"
    for face in game.obj(action.card).card.faces:
        if face.name.casefold() == action.door.casefold():
            return (face.german_name or face.name) if german else face.name
    return action.door


def face_label(game: Game, action: A.CastSpell | A.PlayLand) -> str:
    """The name a cast or a land play shows: the face or half it is made with (709.3,
    712.11b, 712.12, 715.3a), in German where the database knows it."""
    obj = game.obj(action.card)
    german = i18n.current_language() == "de"
    value = action.face if isinstance(action, A.PlayLand) else dict(action.choices).get("face")
    if value is not None and obj.card.faces:
        try:
            face = obj.card.face(faces.face_of(obj.card, value))
        except A.IllegalAction:
            face = obj.card
        return (face.german_name or face.name) if german else face.name
    name = game.name_of(action.card)
    return (obj.card.german_name or name) if german else name
