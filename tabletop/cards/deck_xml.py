"""XML deck lists: MTGO (.dek) and Cockatrice (.cod), read with DTDs and entities refused.

    <Deck><Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt"/></Deck>
    <cockatrice_deck version="1"><deckname>Burn</deckname>
      <zone name="main"><card number="4" name="Lightning Bolt" setShortName="M11"
                              collectorNumber="149"/></zone>
      <zone name="side">...</zone>  (tokens and other zones are not part of the deck)
    </cockatrice_deck>
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path
from xml.parsers import expat

from tabletop.cards.deck_fields import check_count, check_name, printing
from tabletop.cards.deck_model import DeckBuilder, DeckEntry
from tabletop.cards.errors import DeckFileError


class _Forbidden(Exception):
    pass


def parse_xml(text: str, path: Path | None) -> tuple[ET.Element, dict[int, int]]:
    """Parse XML with entity declarations refused; returns the root and element lines."""
    declared = re.search(r"<!\s*(DOCTYPE|ENTITY)", text, re.IGNORECASE)
    if declared:
        line = text.count("\n", 0, declared.start()) + 1
        raise DeckFileError(f"{declared.group(1).upper()} declarations are not allowed", path, line)
    parser = expat.ParserCreate()
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    builder = ET.TreeBuilder()
    lines: dict[int, int] = {}

    def start(tag: str, attrs: dict[str, str]) -> None:
        lines[id(builder.start(tag, attrs))] = parser.CurrentLineNumber

    def forbid(*_: object) -> None:
        raise _Forbidden

    parser.StartElementHandler = start
    parser.EndElementHandler = builder.end
    parser.CharacterDataHandler = builder.data
    parser.StartDoctypeDeclHandler = forbid
    parser.EntityDeclHandler = forbid
    try:
        parser.Parse(text, True)
        root = builder.close()
    except expat.ExpatError as err:
        reason = expat.ErrorString(err.code) or "malformed XML"
        raise DeckFileError(f"{reason} (column {err.offset + 1})", path, err.lineno) from None
    except _Forbidden:
        raise DeckFileError("DTD or entity declarations are not allowed", path) from None
    except AssertionError:
        raise DeckFileError("malformed XML", path) from None
    return root, lines


def parse_mtgo(text: str, name: str, path: Path | None) -> DeckBuilder:
    root, lines = parse_xml(text, path)
    if root.tag != "Deck":
        raise DeckFileError(f"expected a <Deck> element, found <{root.tag}>", path, 1)
    builder = DeckBuilder("mtgo", name, path)
    for card in root.iter("Cards"):
        line = lines.get(id(card), 0)
        count = check_count(card.get("Quantity") or "", line, path, "Quantity")
        side = (card.get("Sideboard") or "false").strip().lower() == "true"
        entry = DeckEntry(count, check_name(card.get("Name"), line, path))
        builder.add("sideboard" if side else "main", entry, line)
    return builder


def parse_cockatrice(text: str, name: str, path: Path | None) -> DeckBuilder:
    root, lines = parse_xml(text, path)
    if root.tag != "cockatrice_deck":
        raise DeckFileError(f"expected <cockatrice_deck>, found <{root.tag}>", path, 1)
    builder = DeckBuilder("cockatrice", name, path)
    builder.state_name(root.findtext("deckname") or "")
    for zone in root.iter("zone"):
        kind = (zone.get("name") or "").strip().lower()
        if kind not in ("main", "side"):
            continue  # tokens and other zones are not part of the deck
        for card in zone.iter("card"):
            line = lines.get(id(card), 0)
            count = check_count(card.get("number") or "", line, path, "number")
            printed = printing(card.get("setShortName"), card.get("collectorNumber"), line,
                               path)
            entry = DeckEntry(count, check_name(card.get("name"), line, path), printed)
            builder.add("main" if kind == "main" else "sideboard", entry, line)
    return builder
