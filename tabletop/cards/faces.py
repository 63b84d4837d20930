"""Cards with several faces: what they are outside the stack, and the layouts not played.

- Split cards (709.4, "aftermath" too): in every zone but the stack, the two halves'
  characteristics combined: both names ("Fire // Ice"), both mana costs, all types.
- Flip (710), transforming and modal double-faced cards, meld cards (712): the front
  face's characteristics (712.8a), with the front face's name. A card source that files a
  meld card as "transform" (its back face is half of a melded permanent, 712.4) is read
  as "meld": its text melds it ("meld them into") or says whom it melds with.
- Adventurers (715) and Omen cards: the main face's characteristics (715.4).

Every face is compiled on its own (`tabletop.cards.build`) and the engine plays the face
an object shows (`tabletop.engine.rules.faces`, melding `rules.meld`). A layout the engine
does not play carries one unknown clause naming it, so such a card is never a silently
partial card.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.model.characteristics import type_line as render_type_line

COMBINED_LAYOUTS = frozenset({"split", "aftermath"})

_UNPLAYED = {
    "split": "casting one half of a split card (709.3)",
    "aftermath": "casting one half of a split card (709.3)",
    "flip": "the flipped half of a flip card (710)",
    "transform": "the back face of a transforming double-faced card (712)",
    "modal_dfc": "the back face of a modal double-faced card (712)",
    "battle": "the back face of a double-faced battle (712)",
    "adventure": "casting the Adventure of an adventurer card (715)",
    "omen": "casting the Omen half of a card",
}
_OTHER = "the other face of a card with several faces"


def unplayed_face_clause(layout: str | None) -> str:
    """The unknown clause a card with several faces carries (grouped by layout)."""
    return _UNPLAYED.get(layout or "", _OTHER)


def _combined_type_line(lines: list[str]) -> str:
    from tabletop.cards.records import parse_type_line

    if len(set(lines)) == 1:
        return lines[0]
    supertypes: set[Any] = set()
    types: set[Any] = set()
    subtypes: list[str] = []
    for line in lines:
        sup, card_types, subs = parse_type_line(line)
        supertypes |= sup
        types |= card_types
        subtypes += [s for s in subs if s not in subtypes]
    return render_type_line(frozenset(supertypes), frozenset(types), tuple(subtypes))


def _melds(faces: list[dict[str, Any]]) -> bool:
    """712.4: a meld card's text melds it, or its reminder names its partner."""
    text = " ".join(str(f.get("oracle") or "") for f in faces).lower()
    return "meld them into" in text or "(melds with" in text


def card_table(layout: str, faces: list[dict[str, Any]]) -> dict[str, Any]:
    """The top-level facts of a card from its face tables (keys as in a card file):
    combined for split cards (709.4), the front face's otherwise (712.8a, 715.4).
    Raises ValueError for a face whose type line cannot be read."""
    if layout == "transform" and _melds(faces):
        layout = "meld"
    front = faces[0]
    if layout in COMBINED_LAYOUTS:
        table: dict[str, Any] = {
            "name": " // ".join(str(f.get("name")) for f in faces),
            "mana_cost": "".join(str(f.get("mana_cost") or "") for f in faces),
            "type_line": _combined_type_line([str(f.get("type_line")) for f in faces]),
            "oracle": "\n//\n".join(str(f.get("oracle") or "") for f in faces),
        }
    else:
        table = {key: value for key, value in front.items() if value is not None}
    table["layout"] = layout
    table["faces"] = faces
    return table
