"""The two `.dck` formats: Forge's sections and XMage's bracketed printings.

Forge:                                XMage:
    [metadata]                            NAME:Mystical Might
    Name=Atraxa Superfriends              4 [M10:146] Lightning Bolt
    [Commander]                           SB: 2 [M10:8] Disenchant
    1 Atraxa, Praetors' Voice|C16|1       LAYOUT MAIN:(1,7)(CMC,false,50)|...
    [Main]
    4 Lightning Bolt+|M10|[146]|$flags    ("+" marks a foil; |2 is an art index, not a
    [Sideboard]                            collector number; [146] is one)

Cards before the first section belong to the main deck; [Deck], [Mainboard], [Side] and
[Companion] are read too (bracketed lists of other programs).
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from tabletop.cards.deck_fields import (
    check_count,
    check_line,
    check_name,
    printing,
    split_entry,
    strip_comment,
)
from tabletop.cards.deck_model import DeckBuilder, DeckEntry
from tabletop.cards.errors import DeckFileError

FORGE_SECTION = re.compile(r"\[([A-Za-z][A-Za-z ]{0,39})\]")
_FORGE_ZONES = {"main": "main", "sideboard": "sideboard", "commander": "commander",
                # the same sections as other programs name them in bracketed lists
                "": "main", "deck": "main", "mainboard": "main", "side": "sideboard",
                "commanders": "commander", "companion": "companion"}
_FORGE_SETTINGS = frozenset({"metadata", "duel", "general", "shop", "quest", "group"})
XMAGE_ENTRY = re.compile(r"(?:SB:\s*)?[0-9]+\s+\[[A-Za-z0-9_]{1,10}:[^\]\s]{0,16}\]\s+\S")
_XMAGE_SIDEBOARD = re.compile(r"^SB:\s*", re.IGNORECASE)
_XMAGE_IGNORED = ("AUTHOR:", "LAYOUT ")


def _forge_entry(line: str, number: int, path: Path | None) -> DeckEntry:
    split = split_entry(line)
    if split is None:
        raise DeckFileError(f"expected 'COUNT NAME|SET', found {line[:60]!r}", path, number)
    digits, rest = split
    name, *parts = rest.split("|")
    name = name.strip()
    if name.endswith("+"):  # Forge's foil mark
        name = name[:-1].rstrip()
    set_code = collector = None
    for part in (p.strip() for p in parts):
        if not part or part.startswith("$"):
            continue  # flags
        if part.startswith("[") and part.endswith("]"):
            collector = part[1:-1]
        elif part.isascii() and part.isdigit():
            continue  # an art index
        elif set_code is None:
            set_code = part
    return DeckEntry(check_count(digits, number, path), check_name(name, number, path),
                     printing(set_code, collector, number, path))


def parse_forge(text: str, name: str, path: Path | None) -> DeckBuilder:
    builder = DeckBuilder("forge", name, path)
    section: str | None = None
    left_out: Counter[str] = Counter()
    for number, raw in enumerate(text.splitlines(), 1):
        line = check_line(raw, number, path)
        if not line or line.startswith(("#", "//")):
            continue
        found = FORGE_SECTION.fullmatch(line)
        if found:
            section = found.group(1).strip()
            continue
        key = (section or "").casefold()
        if key == "metadata":
            field, sep, value = line.partition("=")
            if sep and field.strip().casefold() == "name":
                builder.state_name(value)
        elif key in _FORGE_ZONES:
            builder.add(_FORGE_ZONES[key], _forge_entry(strip_comment(line), number, path),
                        number)
        elif key not in _FORGE_SETTINGS and split_entry(line) is not None:
            # [Planes], [Schemes], [Avatar], [Conspiracy], ...: not played on this table
            label = (section or "") if section in left_out or len(left_out) < 20 else "..."
            left_out[label] += _forge_entry(strip_comment(line), number, path).count
    for label, count in left_out.items():
        builder.note(None, "", f"[{label}]: {count} cards left out (not played here)")
    return builder


def _xmage_entry(line: str, number: int, path: Path | None) -> DeckEntry:
    split = split_entry(line)
    if split is None:
        raise DeckFileError(f"expected 'COUNT [SET:NUMBER] NAME', found {line[:60]!r}",
                            path, number)
    digits, rest = split
    printed = None
    if rest.startswith("["):
        close = rest.find("]")
        if close < 0:
            raise DeckFileError("'[' without ']' around the set and number", path, number)
        set_code, _, collector = rest[1:close].partition(":")
        printed = printing(set_code, collector, number, path)
        rest = rest[close + 1:]
    return DeckEntry(check_count(digits, number, path), check_name(rest, number, path),
                     printed)


def parse_xmage(text: str, name: str, path: Path | None) -> DeckBuilder:
    builder = DeckBuilder("xmage", name, path)
    for number, raw in enumerate(text.splitlines(), 1):
        line = check_line(raw, number, path)
        if not line or line.startswith(("#", "//")) or line.startswith(_XMAGE_IGNORED):
            continue  # LAYOUT lines place the cards in XMage's editor
        if line.startswith("NAME:"):
            builder.state_name(line[5:])
            continue
        zone = "main"
        if _XMAGE_SIDEBOARD.match(line):
            line, zone = _XMAGE_SIDEBOARD.sub("", line), "sideboard"
        builder.add(zone, _xmage_entry(strip_comment(line), number, path), number)
    _xmage_commander(builder)
    return builder


def _xmage_commander(builder: DeckBuilder) -> None:
    """XMage keeps a Commander deck's commander (or two partners) in the sideboard: 99 or
    98 cards and one or two single cards beside them are read as a commander deck."""
    main = sum(entry.count for entry, _ in builder.zones["main"])
    side = builder.zones["sideboard"]
    if main + sum(e.count for e, _ in side) == 100 and 1 <= len(side) <= 2 and all(
            entry.count == 1 for entry, _ in side):
        builder.zones["commander"], builder.zones["sideboard"] = side, []
        for entry, line in side:
            builder.note(line, entry.name, "read as the commander (XMage keeps it in the "
                         "sideboard of a 100-card deck)")
