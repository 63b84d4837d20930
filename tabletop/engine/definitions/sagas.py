"""Sagas as data (714): chapter abilities, the final chapter number, read ahead (702.155)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from tabletop.engine.definitions.abilities import Ability, ChapterAbility, roman
from tabletop.engine.definitions.instructions import Instruction, TargetSpec
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent

LORE = "lore"
SAGA = "Saga"
READ_AHEAD = "Read ahead"
_NUMERALS = {"I": 1, "V": 5, "X": 10}


def chapter_number(symbol: str) -> int:
    """714.2a: a chapter symbol's Roman numeral: "IV" -> 4. Raises ValueError."""
    symbol = symbol.strip().upper()
    if not symbol or not re.fullmatch(r"X{0,3}(?:IX|IV|V?I{0,3})", symbol):
        raise ValueError(f"not a chapter symbol: {symbol!r}")
    values = [_NUMERALS[c] for c in symbol]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v
               for i, v in enumerate(values))


def chapter_ability(chapters: tuple[int, ...], text: str, effect: tuple[Instruction, ...],
                    targets: tuple[TargetSpec, ...] = (), optional: bool = False
                    ) -> ChapterAbility:
    """714.2b: "[chapter symbols] — [effect]" is a triggered ability."""
    label = ", ".join(roman(n) for n in chapters)
    trigger = Trigger(TriggerEvent.CHAPTER, text=f"chapter {label}")
    return ChapterAbility(text=text, keyword=f"Chapter {label}", trigger=trigger, effect=effect,
                          targets=targets, optional=optional, chapters=chapters)


def final_chapter(abilities: Iterable[Ability]) -> int:
    """714.2d: the greatest chapter number among its chapter abilities (0 with none)."""
    return max((n for a in abilities if isinstance(a, ChapterAbility) for n in a.chapters),
               default=0)


def reached(chapters: tuple[int, ...], before: int, after: int) -> bool:
    """714.2b: lore counters went from below a chapter number to it or above."""
    return any(before < n <= after for n in chapters)
