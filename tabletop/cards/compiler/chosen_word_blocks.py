"""The text of the Sieges (614.12): "As ~ enters, choose Khans or Dragons." followed by
lines "• Khans — [ability]" and "• Dragons — [ability]" (compiled by chosen_words.py)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from tabletop.cards.compiler.text import Clause, split_reminders

_HEADER = re.compile(r"^As .+? enters(?: the battlefield)?, choose ([A-Z][a-z]+) or "
                     r"([A-Z][a-z]+)\.$")
_WORD_LINE = re.compile(r"^[•*]\s*([A-Z][a-z]+)\s*[—-]\s*(\S.*)$")


@dataclass(frozen=True, slots=True)
class ChosenWordBlock:
    """The choice and the abilities each word gives (in the printed order)."""

    header: str
    words: tuple[str, ...]
    bands: tuple[tuple[str, Clause], ...]


def chosen_word_block(raw: list[str], i: int) -> tuple[ChosenWordBlock, int] | None:
    """The block starting at line `i` and the index after it, or None for another shape."""
    header = _HEADER.match(raw[i])
    if header is None:
        return None
    words = (header.group(1), header.group(2))
    bands: list[tuple[str, Clause]] = []
    j = i + 1
    while j < len(raw) and (line := _WORD_LINE.match(raw[j])) and line.group(1) in words:
        bands.append((line.group(1), split_reminders(line.group(2))))
        j += 1
    if not bands:
        return None
    return ChosenWordBlock(raw[i], words, tuple(bands)), j
