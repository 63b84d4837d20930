"""Line-based deck lists: plain text (MTGO .txt), MTG Arena, Moxfield and Archidekt exports.

    4 Lightning Bolt                      plain text; "4x", "SB: 2 Name", a blank line
                                          before the sideboard, "# comment" after a name
    Commander / Companion / Deck / Sideboard / About + "Name X"       MTG Arena headers
    1 Sol Ring (C21) 263 *F*              set and collector number kept; *F* / *E* dropped
    SIDEBOARD: / COMMANDER: / MAYBEBOARD: Moxfield headers (a maybeboard is not the deck)
    1x Sol Ring (cmm) 395 [Ramp,Commander{top}] ^Have,#37d67a^
                                          Archidekt: the categories decide the zone; lines
                                          without a count are category group titles
"""

from __future__ import annotations

import re
from pathlib import Path

from tabletop.cards.deck_fields import (
    check_count,
    check_line,
    check_name,
    printing,
    set_suffix,
    split_entry,
    strip_comment,
    strip_finish_marks,
)
from tabletop.cards.deck_model import DeckBuilder, DeckEntry
from tabletop.cards.errors import DeckFileError

TEXT_FORMATS = ("text", "arena", "moxfield", "archidekt")
SIDEBOARD_LINE = re.compile(r"^SB:\s*", re.IGNORECASE)
_HEADERS = {
    **dict.fromkeys(("deck", "main", "maindeck", "main deck", "mainboard"), "main"),
    **dict.fromkeys(("sideboard", "side", "side deck"), "sideboard"),
    **dict.fromkeys(("commander", "commanders"), "commander"),
    "companion": "companion",
    **dict.fromkeys(("maybeboard", "maybe", "considering", "tokens", "token"), "out"),
    "about": "about",
}
_HEADER_COUNT = re.compile(r"\s*\([0-9]{1,5}\)$")
_OUT_REASON = "in the maybeboard or tokens, not in the deck"

Category = tuple[str, frozenset[str]]  # name, {flags} such as "nodeck", "top"


def header(line: str) -> str | None:
    """The zone a header line starts ("main", ..., "out", "about"), or None; a count
    after it is allowed ("Sideboard (15)")."""
    key = line.strip().rstrip(":").rstrip()
    if len(key) > 40:
        return None
    if key.endswith(")"):
        key = _HEADER_COUNT.sub("", key).rstrip(":").rstrip()
    return _HEADERS.get(key.casefold())


def _parse_categories(text: str) -> list[Category]:
    out = []
    for raw in text.split(","):
        name, _, flags = raw.partition("{")
        marks = frozenset(f.strip().casefold() for f in re.split(r"[{}]", flags) if f.strip())
        if name.strip():
            out.append((name.strip(), marks))
    return out


def _category_zone(categories: list[Category]) -> str:
    """Archidekt: Commander, Companion and Sideboard categories decide the zone; Maybeboard
    (or any category kept out of the deck, {noDeck}) leaves the card out."""
    names = {name.casefold() for name, _ in categories}
    for zone in ("commander", "companion", "sideboard"):
        if zone in names:
            return zone
    if "maybeboard" in names or any("nodeck" in flags for _, flags in categories):
        return "out"
    return "main"


def _strip_labels(card: str) -> str:
    """Archidekt's trailing labels, '^Have,#37d67a^'."""
    while card.endswith("^"):
        start = card.rfind("^", 0, len(card) - 1)
        if start <= 0 or not card[start - 1].isspace():
            break
        card = card[:start].rstrip()
    return card


def _split_categories(card: str) -> tuple[str, list[Category] | None]:
    if not card.endswith("]"):
        return card, None
    start = card.rfind("[")
    if start <= 0 or not card[start - 1].isspace():
        return card, None
    return card[:start].rstrip(), _parse_categories(card[start + 1:-1])


def text_entry(line: str, number: int, path: Path | None, *,
               categories: bool = False) -> tuple[DeckEntry, list[Category] | None]:
    """One card line: the entry, and Archidekt's categories when asked for."""
    split = split_entry(line)
    if split is None:
        raise DeckFileError(f"expected 'COUNT NAME', found {line[:60]!r}", path, number)
    digits, card = split
    count = check_count(digits, number, path)
    found = None
    if categories:
        card, found = _split_categories(_strip_labels(card))
    card = strip_finish_marks(card)
    printed = None
    suffix = set_suffix(card)
    if suffix is not None:
        at, set_code, collector = suffix
        printed = printing(set_code, collector, number, path)
        card = card[:at]
    return DeckEntry(count, check_name(card, number, path), printed), found


def parse_text(text: str, fmt: str, name: str, path: Path | None) -> DeckBuilder:
    """Read a line-based list; `fmt` is one of TEXT_FORMATS."""
    builder = DeckBuilder(fmt, name, path)
    archidekt = fmt == "archidekt"
    lines = text.splitlines()
    explicit = any(header(s.strip()) == "sideboard" or SIDEBOARD_LINE.match(s.strip())
                   for s in lines)
    zone, pending_split, in_about = "main", False, False
    for number, raw in enumerate(lines, 1):
        line = check_line(raw, number, path)
        if not line.startswith(("#", "//")):
            line = strip_comment(line)
        if not line:
            if zone in ("commander", "companion"):
                zone = "main"  # a commander's or companion's lines end at a blank line
            # plain lists: a blank line after the main deck starts the sideboard
            pending_split = (not archidekt and not explicit and zone == "main"
                             and bool(builder.zones["main"]))
            in_about = False
            continue
        if line.startswith(("#", "//")):
            pending_split = False
            continue
        found = header(line)
        if found is not None:
            in_about = found == "about"
            zone = "main" if in_about else found
            pending_split = False
            continue
        if in_about:
            if line.casefold().startswith("name "):
                builder.state_name(line[5:])
            continue
        if archidekt and split_entry(line) is None and not SIDEBOARD_LINE.match(line):
            zone = "main"  # a category group's title: its lines carry their categories
            continue
        target = zone
        if SIDEBOARD_LINE.match(line):
            line, target = SIDEBOARD_LINE.sub("", line), "sideboard"
        elif pending_split:
            zone = target = "sideboard"
        pending_split = False
        entry, categories = text_entry(line, number, path, categories=archidekt)
        if categories:
            target = _category_zone(categories)
        if target == "out":
            builder.note(number, entry.name, _OUT_REASON)
            continue
        builder.add(target, entry, number)
    builder.companion_out_of_sideboard()
    return builder
