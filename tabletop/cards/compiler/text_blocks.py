"""The shape of a card's text: ability lines, level bands (711), a Saga's chapters (714.2)
and modal bullets (700.2).

Leveler text is written as Scryfall and MTGJSON write it: "Level up {1}",
then "LEVEL 2-3", a P/T line and the band's abilities, then "LEVEL 4+", a
P/T line and abilities. A modal spell is "Choose one —" followed by lines
starting with "•".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tabletop.cards.compiler.banded_blocks import BandedBlock, banded_block
from tabletop.cards.compiler.chosen_word_blocks import ChosenWordBlock, chosen_word_block
from tabletop.cards.compiler.text import Clause, split_reminders
from tabletop.engine.definitions.sagas import chapter_number

_BAND = re.compile(r"^LEVEL\s+(\d+)\s*(?:-\s*(\d+)|(\+))$", re.IGNORECASE)
_PT = re.compile(r"^([0-9*+X-]+)/([0-9*+X-]+)$")
# 700.2d: "Choose three. You may choose the same mode more than once." (the Confluences)
_MODAL = re.compile(r"^choose (one|two|three|one or both|one or more|any number)"
                    r"(?: ?(?:-|—)|\. you may choose the same mode more than once\.)$",
                    re.IGNORECASE)
# 700.2: a modal triggered or activated ability: "When ~ enters, choose one —", "{T}: Choose
# one —" (the trigger or the costs before the choice)
_MODAL_ABILITY = re.compile(r"^(.+?[,:])\s*choose (one|two|one or both|one or more) ?(?:-|—)$",
                            re.IGNORECASE)
_BULLET = re.compile(r"^[•*]\s*")
_CLASS_LEVEL = re.compile(r"^((?:\{[^}]+\})+): Level (\d+)$", re.IGNORECASE)
# 714.2a: "I —", "I, II, III —", "IV - " (older text with a hyphen); an ability name after
# it ("V — Ultimate End — ...") is flavour (207.2d)
_CHAPTER = re.compile(r"^((?:[IVX]+)(?:\s*,\s*[IVX]+)*)\s*(?:—|-)\s*"
                      r"(?:[A-Z][\w',!? ]*? — )?(\S.*)$")


@dataclass(frozen=True, slots=True)
class Line:
    """An ability line (or a keyword list)."""

    clause: Clause


@dataclass(frozen=True, slots=True)
class Band:
    """711.2: a level symbol with its P/T box and the abilities printed beside it."""

    low: int
    high: int | None
    power: str
    toughness: str
    lines: tuple[Clause, ...]
    label: str


@dataclass(frozen=True, slots=True)
class Modal:
    """700.2: "Choose one —" and its modes."""

    header: str
    modes: tuple[Clause, ...]
    how_many: str
    prefix: str = ""  # "When ~ enters," or "{T}:": a modal triggered or activated ability


@dataclass(frozen=True, slots=True)
class ClassLevel:
    """716.2: "[Cost]: Level N" and the abilities the level adds."""

    level: int
    cost: str
    lines: tuple[Clause, ...]


@dataclass(frozen=True, slots=True)
class Chapter:
    """714.2: chapter symbols and the chapter ability beside them."""

    chapters: tuple[int, ...]
    clause: Clause
    label: str


Block = Line | Band | Modal | Chapter | ClassLevel | BandedBlock | ChosenWordBlock


def _chapter(line: str) -> Chapter | None:
    match = _CHAPTER.match(line)
    if match is None:
        return None
    try:
        numbers = tuple(chapter_number(s) for s in match.group(1).split(","))
    except ValueError:
        return None
    return Chapter(numbers, split_reminders(match.group(2)), match.group(1))


def blocks(text: str) -> tuple[list[Block], list[str]]:
    """The blocks of a normalised text, and the reminder texts of reminder-only lines."""
    raw = [line.strip() for line in text.splitlines() if line.strip()]
    out: list[Block] = []
    reminders: list[str] = []
    i = 0
    while i < len(raw):
        line = raw[i]
        worded = chosen_word_block(raw, i)  # "choose Khans or Dragons" (614.12)
        if worded is not None:
            out.append(worded[0])
            i = worded[1]
            continue
        banded = banded_block(raw, i)  # Cases, station cards, prototype (banded_blocks.py)
        if banded is not None:
            out.append(banded[0])
            i = banded[1]
            continue
        band = _BAND.match(line)
        modal = _MODAL.match(line) or _MODAL_ABILITY.match(line)
        level = _CLASS_LEVEL.match(line)
        if level:
            j = i + 1
            gained: list[Clause] = []
            while j < len(raw) and not _CLASS_LEVEL.match(raw[j]):
                gained.append(split_reminders(raw[j]))
                j += 1
            out.append(ClassLevel(int(level.group(2)), level.group(1), tuple(gained)))
            i = j
            continue
        chapter = _chapter(line)
        if chapter is not None:
            out.append(chapter)
            i += 1
            continue
        if band and i + 1 < len(raw) and _PT.match(raw[i + 1]):
            pt = _PT.match(raw[i + 1])
            assert pt is not None
            j = i + 2
            body: list[Clause] = []
            while j < len(raw) and not _BAND.match(raw[j]):
                body.append(split_reminders(raw[j]))
                j += 1
            high = None if band.group(3) else int(band.group(2))
            out.append(Band(int(band.group(1)), high, pt.group(1), pt.group(2),
                            tuple(body), line))
            i = j
            continue
        if modal:
            j = i + 1
            modes: list[Clause] = []
            while j < len(raw) and _BULLET.match(raw[j]):
                modes.append(split_reminders(_BULLET.sub("", raw[j])))
                j += 1
            if modes:
                ability = modal.re is _MODAL_ABILITY
                out.append(Modal(line, tuple(modes),
                                 modal.group(2 if ability else 1).lower(),
                                 modal.group(1) if ability else ""))
                i = j
                continue
        clause = split_reminders(line)
        if clause.is_reminder_only:
            reminders.extend(clause.reminders)
        else:
            out.append(Line(clause))
        i += 1
    return out, reminders
