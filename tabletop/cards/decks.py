"""Deck lists from every common source, read by content, and written.

Read: plain text (MTGO .txt), MTG Arena, Moxfield and Archidekt exports (`deck_text`),
Forge and XMage .dck (`deck_dck`), MTGO .dek and Cockatrice .cod (`deck_xml`). The
format is told by the content; the extension only breaks a tie. Every reader returns a
`Deck` by zone (main, sideboard, commander, companion) with set codes and collector
numbers kept, and refuses a broken file with a `DeckFileError` "FILE:LINE: reason".
"""

from __future__ import annotations

import os
import re
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Sequence
from pathlib import Path

from tabletop.cards.deck_dck import FORGE_SECTION, XMAGE_ENTRY, parse_forge, parse_xmage
from tabletop.cards.deck_fields import set_suffix, split_entry, strip_comment
from tabletop.cards.deck_model import (
    MAX_SUGGESTED,
    ZONES,
    Deck,
    DeckBuilder,
    DeckEntry,
    DeckProblem,
)
from tabletop.cards.deck_text import TEXT_FORMATS, header, parse_text
from tabletop.cards.deck_xml import parse_cockatrice, parse_mtgo
from tabletop.cards.errors import DeckFileError
from tabletop.inputs.limits import MAX_DECK_BYTES, MAX_DECK_LINE_CHARS
from tabletop.inputs.reading import read_limited

__all__ = [
    "FORMATS",
    "MAX_DECK_BYTES",
    "MAX_SUGGESTED",
    "WRITE_FORMATS",
    "ZONES",
    "Deck",
    "DeckEntry",
    "DeckProblem",
    "detect_format",
    "format_deck",
    "parse_deck",
    "read_deck",
    "unknown_cards_reason",
    "write_deck",
]

FORMATS = ("text", "arena", "moxfield", "archidekt", "forge", "xmage", "mtgo", "cockatrice")
WRITE_FORMATS = ("text", "arena", "forge", "mtgo", "cockatrice")
DECK_SUFFIXES = (".txt", ".dec", ".dek", ".cod", ".dck")
_SCAN_LINES = 400  # lines read to tell the format


# ------------------------------------------------------------------ reading


def _decode(data: bytes, path: Path | None) -> str:
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            raise DeckFileError("not valid UTF-16 text", path) from None
    if b"\x00" in data:
        raise DeckFileError("not a text file (binary data)", path)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        try:
            return data.decode("cp1252")
        except UnicodeDecodeError as err:
            line = data.count(b"\n", 0, err.start) + 1
            reason = "not a text file (neither UTF-8 nor Windows-1252)"
            raise DeckFileError(reason, path, line) from None


def read_deck(path: str | Path, fmt: str | None = None) -> Deck:
    """Read a deck file in any known format (detected by content, then extension)."""
    path = Path(path)
    data = read_limited(path, MAX_DECK_BYTES, DeckFileError)
    return parse_deck(_decode(data, path), fmt, name=path.stem, path=path)


def _is_archidekt(line: str) -> bool:
    """'1x Name (set) 12 [Category]' or '... ^Label,#hex^': Archidekt's own marks."""
    split = split_entry(line)
    if split is None:
        return False
    card = split[1].rstrip()
    if card.endswith("^"):
        return True
    if card.endswith("]") and card.rfind("[") > 0:
        return True
    suffix = set_suffix(card)
    return suffix is not None and line[len(split[0]):len(split[0]) + 1] in ("x", "X") \
        and suffix[1].islower()


def _is_moxfield(line: str) -> bool:
    """'1 Name (SET) 12 *F*', or Moxfield's upper-case 'SIDEBOARD:' headers."""
    if line.endswith(("*F*", "*E*")) and split_entry(line) is not None:
        return True
    return line.endswith(":") and line.isupper() and header(line) is not None


def detect_format(text: str, suffix: str = "") -> str:
    """One of FORMATS for the content of a deck file (`suffix` only breaks a tie)."""
    head = text.lstrip("\ufeff \t\r\n")
    if head.startswith("<"):
        if re.search(r"<\s*cockatrice_deck\b", head[:4096]):
            return "cockatrice"
        if re.search(r"<\s*Deck\b", head[:4096]):
            return "mtgo"
        return {".cod": "cockatrice"}.get(suffix.lower(), "mtgo")
    lines = [line.strip() for line in head.splitlines()[:_SCAN_LINES]
             if len(line) <= MAX_DECK_LINE_CHARS]  # a longer one is refused when read
    if any(FORGE_SECTION.fullmatch(line) for line in lines):
        return "forge"
    if any(XMAGE_ENTRY.match(line) or line.startswith(("NAME:", "LAYOUT MAIN:"))
           for line in lines):
        return "xmage"
    entries = [strip_comment(line) for line in lines]
    if any(_is_archidekt(line) for line in entries):
        return "archidekt"
    if any(_is_moxfield(line) for line in entries):
        return "moxfield"
    if any(header(line) in ("about", "commander", "companion") or line.casefold() == "deck"
           for line in lines):
        return "arena"
    if any((s := split_entry(line)) is not None and set_suffix(s[1]) is not None
           for line in entries):
        return "arena"
    return "text"


def parse_deck(
    text: str, fmt: str | None = None, *, name: str = "", path: Path | None = None
) -> Deck:
    """Parse a deck list from text; raises DeckFileError naming the line and reason."""
    if len(text) > MAX_DECK_BYTES:
        raise DeckFileError("deck list is too large (a deck is under 5 MB)", path)
    fmt = fmt or detect_format(text, path.suffix if path else "")
    builder: DeckBuilder
    if fmt in TEXT_FORMATS:
        builder = parse_text(text, fmt, name, path)
    elif fmt == "forge":
        builder = parse_forge(text, name, path)
    elif fmt == "xmage":
        builder = parse_xmage(text, name, path)
    elif fmt == "mtgo":
        builder = parse_mtgo(text, name, path)
    elif fmt == "cockatrice":
        builder = parse_cockatrice(text, name, path)
    else:
        raise DeckFileError(f"unknown deck format {fmt!r} (known: {', '.join(FORMATS)})", path)
    return builder.build()


MAX_LISTED_UNKNOWN = 50  # unknown cards one message names; the rest are counted


def unknown_cards_reason(unknown: Sequence[tuple[int | None, str]]) -> str:
    """Every card of a deck the pool cannot give, in one reason: "2 cards cannot be used:
    line 3: unknown card 'X' (did you mean 'Y'?); line 9: ..." (each reason as the card
    pool words it: unknown, or known but not buildable)."""
    parts = [f"line {line}: {reason}" if line else reason
             for line, reason in unknown[:MAX_LISTED_UNKNOWN]]
    if len(unknown) > MAX_LISTED_UNKNOWN:
        parts.append(f"and {len(unknown) - MAX_LISTED_UNKNOWN} more")
    return f"{len(unknown)} cards cannot be used: " + "; ".join(parts)


# ------------------------------------------------------------------ writing


def _lines(entries: Iterable[DeckEntry], *, printed: bool = False) -> list[str]:
    out = []
    for count, name, printing in entries:
        if printed and printing:
            set_code, _, number = printing.partition(" ")
            out.append(f"{count} {name} ({set_code}) {number}".rstrip())
        else:
            out.append(f"{count} {name}")
    return out


def _sections(deck: Deck, titles: dict[str, str], printed: bool) -> list[str]:
    out: list[str] = []
    for zone in ("commander", "companion", "main", "sideboard"):
        entries = deck.zone(zone)
        if zone == "sideboard":  # 702.139a: the companion is in the sideboard too
            entries = (*deck.companion, *entries) if titles.get("companion") else entries
        if entries and titles.get(zone) is not None:
            out += ([""] if out else []) + ([titles[zone]] if titles[zone] else [])
            out += _lines(entries, printed=printed)
    return out


def _forge(deck: Deck) -> str:
    out = ["[metadata]", f"Name={deck.name}"]
    for zone, title in (("commander", "Commander"), ("main", "Main"),
                        ("sideboard", "Sideboard")):
        entries = (*deck.sideboard, *deck.companion) if zone == "sideboard" else deck.zone(zone)
        if entries or zone == "main":
            out.append(f"[{title}]")
            for count, name, printing in entries:
                set_code, _, number = (printing or "").partition(" ")
                where = f"|{set_code}" + (f"|[{number}]" if number else "") if set_code else ""
                out.append(f"{count} {name}{where}")
    return "\n".join(out) + "\n"


def format_deck(deck: Deck, fmt: str = "text") -> str:
    """The deck list as text in one of WRITE_FORMATS. Formats without a commander or
    companion zone (MTGO, Cockatrice) keep both in the sideboard, as MTGO does."""
    if fmt == "text":
        titles = {"commander": "Commander", "companion": "Companion",
                  "main": "Deck" if deck.commander or deck.companion else "",
                  "sideboard": "Sideboard"}
        head = [f"# {deck.name}"] if deck.name else []
        return "\n".join(head + _sections(deck, titles, False)) + "\n"
    if fmt == "arena":
        titles = {"commander": "Commander", "companion": "Companion", "main": "Deck",
                  "sideboard": "Sideboard"}
        about = ["About", f"Name {deck.name}", ""] if deck.name else []
        return "\n".join(about + _sections(deck, titles, True)) + "\n"
    if fmt == "forge":
        return _forge(deck)
    outside = (*deck.sideboard, *deck.commander, *deck.companion)
    if fmt == "mtgo":
        root = ET.Element("Deck")
        ET.SubElement(root, "NetDeckID").text = "0"
        ET.SubElement(root, "PreconstructedDeckID").text = "0"
        for side, entries in (("false", deck.main), ("true", outside)):
            for count, name, _ in entries:
                attrs = {"Quantity": str(count), "Sideboard": side, "Name": name}
                ET.SubElement(root, "Cards", attrs)
        return _xml(root)
    if fmt == "cockatrice":
        root = ET.Element("cockatrice_deck", {"version": "1"})
        ET.SubElement(root, "deckname").text = deck.name
        ET.SubElement(root, "comments").text = ""
        for zone_name, entries in (("main", deck.main), ("side", outside)):
            zone = ET.SubElement(root, "zone", {"name": zone_name})
            for count, name, printing in entries:
                attrs = {"number": str(count), "name": name}
                if printing:
                    set_code, _, number = printing.partition(" ")
                    attrs["setShortName"] = set_code
                    if number:
                        attrs["collectorNumber"] = number
                ET.SubElement(zone, "card", attrs)
        return _xml(root)
    raise ValueError(f"unknown deck format {fmt!r} (writable: {', '.join(WRITE_FORMATS)})")


def _xml(root: ET.Element) -> str:
    ET.indent(root, space="  ")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, "unicode") + "\n"


def format_for_path(path: str | Path) -> str:
    return {".dek": "mtgo", ".cod": "cockatrice", ".dck": "forge"}.get(
        Path(path).suffix.lower(), "text")


def write_deck(deck: Deck, path: str | Path, fmt: str | None = None) -> Path:
    """Write the deck (format from `fmt` or the extension), atomically; returns the path."""
    path = Path(path)
    text = format_deck(deck, fmt or format_for_path(path))
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    return path
