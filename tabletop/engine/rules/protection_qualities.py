"""702.16a: whether a source has a protection quality that is more than one word: "all
colors", "multicolored", "monocolored", "legendary creatures", "non-Human creatures",
"Zombie creatures" (a subtype and a card type together)."""

from __future__ import annotations

import re
from typing import Any

from tabletop.engine.definitions.protection_qualities import (
    ALL_COLORS,
    CHOSEN_PLAYER,
    MONOCOLORED,
    MULTICOLORED,
    OF_CHOSEN_TYPE,
    OF_PLAYER,
)
from tabletop.engine.model.enums import Color, Supertype

# "<modifier> <card type>s": "legendary creatures", "non-Human creatures", "Elf creatures"
_TYPED = re.compile(r"(?P<mod>legendary|non-[\w'-]+|[\w'-]+) (?P<type>artifact|creature|"
                    r"enchantment|land|planeswalker|instant|battle)s?")
_COLOR_WORDS = {c.name.lower(): c for c in Color}


def quality_holds(quality: str, src: Any, colors: set[Color]) -> bool | None:
    """Whether the source `src` (its characteristics, None for no object) with `colors`
    has the quality; None when the quality is not one of these (one colour or one type)."""
    quality = quality.lower()
    if quality == ALL_COLORS:
        return bool(colors)
    if quality == MULTICOLORED:
        return len(colors) >= 2
    if quality == MONOCOLORED:
        return len(colors) == 1
    if quality.endswith(OF_CHOSEN_TYPE) or quality == CHOSEN_PLAYER:
        return False  # nothing chosen yet: protection from nothing
    if quality.startswith(OF_PLAYER):  # 702.16j: each object that player controls
        return src is not None and str(src.controller).lower() == quality[len(OF_PLAYER):]
    typed = _TYPED.fullmatch(quality)
    if typed is None or typed["mod"] in ("or", "and", "from"):
        return None
    if src is None:
        return False
    if typed["type"] not in {t.value.lower() for t in src.types}:
        return False
    subtypes = {s.lower() for s in src.subtypes}
    mod = typed["mod"]
    if mod == "legendary":
        return Supertype.LEGENDARY in src.supertypes
    if mod in _COLOR_WORDS:  # "red creatures"
        return _COLOR_WORDS[mod] in colors
    if mod.startswith("non-"):
        return mod[4:] not in subtypes
    return mod in subtypes
