"""The banded text boxes of Sagas (714.1) and Classes (716.1), as card-view fields.

A Saga's chapter abilities are drawn as bands beside their chapter symbols; those its
lore counters have reached are lit, the last one reached most. A Class's level 1
abilities head the box, then one band per "[Cost]: Level N" with the abilities that
level adds (716.2d), lit while the Class is at that level or higher. Both come from the
card's abilities after the layer system: a Saga that lost its abilities has no bands.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypedDict

from tabletop.engine.definitions.abilities import ChapterAbility, ClassLevelBand
from tabletop.engine.model.characteristics import Characteristics
from tabletop.engine.model.objects import GameObject

from . import banded_text
from .card_text import ability_lines, is_reminder, text_line
from .card_view import TextBandView, TextLine

_CHAPTER_HEAD = re.compile(r"^\s*[IVX]+(?:\s*,\s*[IVX]+)*\s*[—-]\s*")
_LEVEL_LINE = re.compile(r"^\s*(\{[^}]*\})+\s*:\s*Level\s+\d+\s*$")


class BandFields(TypedDict):
    """The CardView fields of a banded text box."""

    text_bands: tuple[TextBandView, ...]
    band_kind: str
    text_lines: tuple[TextLine, ...]


def banded_fields(obj: GameObject, chars: Characteristics) -> BandFields | None:
    """A Saga's or a Class's bands (a Case's, a station card's, a prototype card's:
    banded_text.py), or None for any other card."""
    other = banded_text.banded_fields(obj, chars)
    if other is not None:
        return other
    chapters = [a for a in chars.abilities if isinstance(a, ChapterAbility)]
    if chapters:
        return _saga(obj, chars, chapters)
    levels = [a for a in obj.card.abilities if isinstance(a, ClassLevelBand)]
    if levels and "Class" in chars.subtypes:
        return _class(obj, chars, levels)
    return None


def _saga(obj: GameObject, chars: Characteristics,
          chapters: list[ChapterAbility]) -> BandFields:
    """714.2b: a chapter is reached when the lore counters come to its number."""
    lore = obj.counters.get("lore", 0)
    latest = max((n for a in chapters for n in a.chapters if n <= lore), default=0)
    bands = tuple(
        TextBandView(a.label, (_CHAPTER_HEAD.sub("", a.text, count=1),),
                     reached=min(a.chapters) <= lore, current=latest in a.chapters)
        for a in sorted(chapters, key=lambda a: min(a.chapters)))
    shown = {id(a) for a in chapters}
    head = _head_lines(obj, chars, shown,
                       lambda line: _CHAPTER_HEAD.match(line) is not None)
    return {"text_bands": bands, "band_kind": "saga", "text_lines": head}


def _class(obj: GameObject, chars: Characteristics,
           levels: list[ClassLevelBand]) -> BandFields:
    """716.2d: as long as the Class is level N or greater, it has level N's abilities."""
    level = obj.class_level
    bands = tuple(
        TextBandView(str(band.level), ability_lines(band.granted), cost=band.cost_text,
                     reached=level >= band.level, current=level == band.level)
        for band in sorted(levels, key=lambda b: b.level))
    # the bands, what they grant, and the "[Cost]: Level N" abilities (716.2a)
    own = {id(b) for b in levels} | {id(a) for b in levels for a in b.granted}
    own |= {id(a) for a in obj.card.abilities if (a.keyword or "").startswith("Level ")}
    printed = obj.card.rules_text.split("\n")
    first_level = next((i for i, line in enumerate(printed) if _LEVEL_LINE.match(line)),
                       len(printed))
    unchanged = chars.rules_text == obj.card.rules_text and all(
        id(a) in {id(b) for b in chars.abilities} for a in obj.card.abilities
        if not isinstance(a, ClassLevelBand))
    if unchanged:  # the printed level 1 text, with its reminder text
        head = tuple(text_line(t) for t in printed[:first_level] if t.strip())
    else:
        head = tuple(text_line(t) for t in ability_lines(
            a for a in chars.abilities if id(a) not in own))
    return {"text_bands": bands, "band_kind": "class", "text_lines": head}


def _head_lines(obj: GameObject, chars: Characteristics, banded: set[int],
                in_band: Callable[[str], bool]) -> tuple[TextLine, ...]:
    """The paragraphs above the bands: the printed ones that are not chapter lines while
    the card's abilities are unchanged, else the other abilities it has now."""
    card = obj.card
    if chars.rules_text == card.rules_text and chars.abilities == card.abilities:
        lines = [t for t in card.rules_text.split("\n") if t.strip() and not in_band(t)]
        return tuple(text_line(t) for t in lines)
    rest = [a for a in chars.abilities if id(a) not in banded]
    reminder = [t for t in card.rules_text.split("\n") if is_reminder(t)]
    return tuple(text_line(t) for t in (*reminder, *ability_lines(rest)))
