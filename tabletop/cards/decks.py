"""Deck lists: plain text, MTG Arena, MTGO (.dek) and Cockatrice (.cod), read and written."""

from __future__ import annotations

import os
import re
import tempfile
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple
from xml.parsers import expat

from tabletop.cards.errors import DeckFileError
from tabletop.inputs.limits import (
    MAX_COPIES,
    MAX_DECK_BYTES,
    MAX_DECK_CARDS,
    MAX_DECK_ENTRIES,
    MAX_DECK_LINE_CHARS,
    MAX_NAME_LENGTH,
)
from tabletop.inputs.reading import read_limited

if TYPE_CHECKING:
    from tabletop.cards.database import CardDatabase

FORMATS = ("text", "arena", "mtgo", "cockatrice")
MAX_SUGGESTED = 20  # unknown names of one deck that get "did you mean" suggestions
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


class DeckEntry(NamedTuple):
    """`count` copies of the card `name`."""

    count: int  # type: ignore[assignment]  # shadows tuple.count, as named in deck lists
    name: str


@dataclass(frozen=True, slots=True)
class DeckProblem:
    """Something wrong with one line of a deck list (line None: the deck as a whole)."""

    line: int | None
    name: str
    reason: str

    def __str__(self) -> str:
        where = f"line {self.line}: " if self.line else ""
        return f"{where}{self.name}: {self.reason}" if self.name else f"{where}{self.reason}"


@dataclass(frozen=True, slots=True)
class Deck:
    """A deck list: main deck and sideboard as (count, card name) entries."""

    name: str = ""
    main: tuple[DeckEntry, ...] = ()
    sideboard: tuple[DeckEntry, ...] = ()
    main_lines: tuple[int | None, ...] = field(default=(), compare=False, repr=False)
    sideboard_lines: tuple[int | None, ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        for section in ("main", "sideboard"):
            entries = tuple(DeckEntry(int(c), str(n)) for c, n in getattr(self, section))
            object.__setattr__(self, section, entries)
            lines = tuple(getattr(self, f"{section}_lines"))
            if len(lines) != len(entries):
                lines = (None,) * len(entries)
            object.__setattr__(self, f"{section}_lines", lines)

    @property
    def main_count(self) -> int:
        return sum(entry.count for entry in self.main)

    @property
    def sideboard_count(self) -> int:
        return sum(entry.count for entry in self.sideboard)

    def entries(self) -> Iterator[tuple[str, DeckEntry, int | None]]:
        """(section, entry, line) for the main deck, then the sideboard."""
        for entry, line in zip(self.main, self.main_lines, strict=True):
            yield "main", entry, line
        for entry, line in zip(self.sideboard, self.sideboard_lines, strict=True):
            yield "sideboard", entry, line

    def counts(self, *, sideboard: bool = False) -> Counter[str]:
        """Copies per card name (main deck, or main deck and sideboard)."""
        total: Counter[str] = Counter()
        for section, entry, _ in self.entries():
            if section == "main" or sideboard:
                total[entry.name] += entry.count
        return total

    def validate(self, db: CardDatabase, *, constructed: bool = False) -> list[DeckProblem]:
        """Unknown card names with their lines; with `constructed`, also 60 cards and 4 copies."""
        problems: list[DeckProblem] = []
        for _, entry, line in self.entries():
            if db.find(entry.name) is None:
                # close matches cost a comparison with every name: for the first few only
                hints = db.suggestions(entry.name) if len(problems) < MAX_SUGGESTED else ()
                hint = " (did you mean " + ", ".join(hints) + "?)" if hints else ""
                problems.append(DeckProblem(line, entry.name, "unknown card" + hint))
        if constructed:
            problems.extend(self._constructed_problems(db))
        return problems

    def _constructed_problems(self, db: CardDatabase) -> Iterator[DeckProblem]:
        if self.main_count < 60:
            yield DeckProblem(None, "", f"main deck has {self.main_count} cards (at least 60)")
        if self.sideboard_count > 15:
            yield DeckProblem(None, "", f"sideboard has {self.sideboard_count} cards (at most 15)")
        copies: Counter[str] = Counter()
        for name, count in self.counts(sideboard=True).items():
            record = db.find(name)
            if record is not None and not record.type_line.startswith("Basic "):
                copies[record.name] += count
        for name, count in sorted(copies.items()):
            if count > 4:
                yield DeckProblem(None, name, f"{count} copies (at most 4)")

    def resolved(self, db: CardDatabase) -> Deck:
        """The same deck with every known name (German too) as its English name."""

        def fix(entries: tuple[DeckEntry, ...]) -> tuple[DeckEntry, ...]:
            out = []
            for count, name in entries:
                record = db.find(name)
                out.append(DeckEntry(count, record.name if record else name))
            return tuple(out)

        return Deck(
            self.name, fix(self.main), fix(self.sideboard), self.main_lines, self.sideboard_lines
        )


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
    """Read a deck file in any known format (detected by content and extension)."""
    path = Path(path)
    data = read_limited(path, MAX_DECK_BYTES, DeckFileError)
    return parse_deck(_decode(data, path), fmt, name=path.stem, path=path)


def detect_format(text: str, suffix: str = "") -> str:
    """'text', 'arena', 'mtgo' or 'cockatrice' for the content of a deck file."""
    head = text.lstrip("\ufeff \t\r\n")
    if head.startswith("<"):
        if re.search(r"<\s*cockatrice_deck\b", head[:4096]):
            return "cockatrice"
        if re.search(r"<\s*Deck\b", head[:4096]):
            return "mtgo"
        return {".cod": "cockatrice"}.get(suffix.lower(), "mtgo")
    for line in head.splitlines()[:400]:
        stripped = line.strip()
        if stripped.casefold() in ("deck", "about", "commander", "companion"):
            return "arena"
        split = _split_entry(stripped)
        if split is not None and _arena_suffix(split[1]) is not None:
            return "arena"
    return "text"


def parse_deck(
    text: str, fmt: str | None = None, *, name: str = "", path: Path | None = None
) -> Deck:
    """Parse a deck list from text; raises DeckFileError naming the line and reason."""
    if len(text) > MAX_DECK_BYTES:
        raise DeckFileError("deck list is too large (a deck is under 5 MB)", path)
    fmt = fmt or detect_format(text, path.suffix if path else "")
    if fmt in ("text", "arena"):
        return _parse_text(text, name, path)
    if fmt == "mtgo":
        return _parse_mtgo(text, name, path)
    if fmt == "cockatrice":
        return _parse_cockatrice(text, name, path)
    raise DeckFileError(f"unknown deck format {fmt!r} (known: {', '.join(FORMATS)})", path)


_COUNT = re.compile(r"[0-9]+")
_ARENA_SUFFIX = re.compile(r"\(([A-Za-z0-9_]{2,8})\)(?:\s+[A-Za-z0-9★*-]+)?$")
_SIDEBOARD_LINE = re.compile(r"^SB:\s*", re.IGNORECASE)
_MAIN_HEADERS = frozenset({"deck", "main", "maindeck", "main deck", "mainboard", "commander"})
_SIDE_HEADERS = frozenset({"sideboard", "side", "side deck", "companion"})


def _header(line: str) -> str | None:
    key = line.rstrip(":").strip().casefold()
    if key in _MAIN_HEADERS:
        return "main"
    if key in _SIDE_HEADERS:
        return "side"
    return "about" if key == "about" else None


def _split_entry(line: str) -> tuple[str, str] | None:
    """'4 Name', '4x Name' or '4 x Name' to (digits, name); None when it is not an entry.
    Only ASCII digits count (int() would also read "²" or "٣"); no regex backtracks."""
    count = _COUNT.match(line)
    if count is None:
        return None
    rest = line[count.end():]
    if rest[:1] in ("x", "X") and rest[1:2].isspace():
        rest = rest[1:]
    elif not rest[:1].isspace():
        return None
    rest = rest.lstrip()
    if rest[:1] in ("x", "X") and rest[1:2].isspace():
        rest = rest[1:].lstrip()
    return (count.group(), rest) if rest else None


def _arena_suffix(card: str) -> int | None:
    """Where an MTG Arena set suffix "(SET) 123" starts in a card name, if it has one."""
    open_at = card.rfind("(")
    while open_at > 0:
        if card[open_at - 1].isspace() and _ARENA_SUFFIX.match(card, open_at):
            return open_at
        open_at = card.rfind("(", 0, open_at)
    return None


def _strip_comment(line: str) -> str:
    """'4 Lightning Bolt # burn' -> '4 Lightning Bolt' (a '#' after a space starts a
    comment; no card name holds one)."""
    at = line.find("#")
    while at > 0:
        if line[at - 1].isspace():
            return line[:at].rstrip()
        at = line.find("#", at + 1)
    return line


def _entry(text: str, number: int, path: Path | None) -> DeckEntry:
    split = _split_entry(text)
    if split is None:
        raise DeckFileError(f"expected 'COUNT NAME', found {text[:60]!r}", path, number)
    digits, card = split
    if len(digits) > 4 or not 0 < int(digits) <= MAX_COPIES:
        raise DeckFileError(f"count {digits[:8]} is out of range (1-{MAX_COPIES})", path, number)
    suffix = _arena_suffix(card)
    card = (card[:suffix] if suffix is not None else card).strip()
    return DeckEntry(int(digits), _name_attr(card, number, path))


def _parse_text(text: str, name: str, path: Path | None) -> Deck:
    lines = text.splitlines()
    explicit = any(_header(s.strip()) == "side" or _SIDEBOARD_LINE.match(s.strip()) for s in lines)
    sections: dict[str, list[tuple[DeckEntry, int]]] = {"main": [], "side": []}
    section, pending_split, in_about = "main", False, False
    for number, raw in enumerate(lines, 1):
        if len(raw) > MAX_DECK_LINE_CHARS:
            raise DeckFileError(f"line longer than the limit of {MAX_DECK_LINE_CHARS} "
                                "characters", path, number)
        line = raw.strip()
        if not line.startswith(("#", "//")):
            line = _strip_comment(line)
        if not line:
            pending_split = not explicit and section == "main" and bool(sections["main"])
            in_about = False
            continue
        if line.startswith(("#", "//")):
            pending_split = False
            continue
        header = _header(line)
        if header is not None:
            in_about = header == "about"
            section = "main" if in_about else header
            pending_split = False
            continue
        if in_about:
            if line.casefold().startswith("name "):
                name = line[5:].strip()
            continue
        target = section
        if _SIDEBOARD_LINE.match(line):
            line, target = _SIDEBOARD_LINE.sub("", line), "side"
        elif pending_split:
            section = target = "side"
        pending_split = False
        sections[target].append((_entry(line, number, path), number))
    return _deck(name, sections, path)


def _deck(name: str, sections: dict[str, list[tuple[DeckEntry, int]]],
          path: Path | None = None) -> Deck:
    main, side = sections["main"], sections["side"]
    entries = [*main, *side]
    if len(entries) > MAX_DECK_ENTRIES:
        line = sorted(n for _, n in entries)[MAX_DECK_ENTRIES]
        raise DeckFileError(f"more than the limit of {MAX_DECK_ENTRIES} card lines", path,
                            line or None)
    if sum(entry.count for entry, _ in entries) > MAX_DECK_CARDS:
        raise DeckFileError(f"more than the limit of {MAX_DECK_CARDS} cards", path)
    return Deck(
        name=name,
        main=tuple(e for e, _ in main),
        sideboard=tuple(e for e, _ in side),
        main_lines=tuple(n for _, n in main),
        sideboard_lines=tuple(n for _, n in side),
    )


class _Forbidden(Exception):
    pass


def _parse_xml(text: str, path: Path | None) -> tuple[ET.Element, dict[int, int]]:
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


def _int_attr(value: str | None, what: str, line: int | None, path: Path | None) -> int:
    text = (value or "").strip()
    if not _COUNT.fullmatch(text) or len(text) > 4 or not 0 < int(text) <= MAX_COPIES:
        raise DeckFileError(f"{what} must be a count from 1 to {MAX_COPIES}", path, line)
    return int(text)


def _name_attr(value: str | None, line: int | None, path: Path | None) -> str:
    card = (value or "").strip()
    if not card or len(card) > MAX_NAME_LENGTH:
        raise DeckFileError("card name is missing or too long", path, line)
    if _CONTROL.search(card):
        raise DeckFileError("card name holds a control character", path, line)
    return card


def _parse_mtgo(text: str, name: str, path: Path | None) -> Deck:
    root, lines = _parse_xml(text, path)
    if root.tag != "Deck":
        raise DeckFileError(f"expected a <Deck> element, found <{root.tag}>", path, 1)
    sections: dict[str, list[tuple[DeckEntry, int]]] = {"main": [], "side": []}
    for card in root.iter("Cards"):
        line = lines.get(id(card), 0)
        count = _int_attr(card.get("Quantity"), "Quantity", line, path)
        side = (card.get("Sideboard") or "false").strip().lower() == "true"
        entry = DeckEntry(count, _name_attr(card.get("Name"), line, path))
        sections["side" if side else "main"].append((entry, line))
    return _deck(name, sections, path)


def _parse_cockatrice(text: str, name: str, path: Path | None) -> Deck:
    root, lines = _parse_xml(text, path)
    if root.tag != "cockatrice_deck":
        raise DeckFileError(f"expected <cockatrice_deck>, found <{root.tag}>", path, 1)
    title = (root.findtext("deckname") or "").strip()
    sections: dict[str, list[tuple[DeckEntry, int]]] = {"main": [], "side": []}
    for zone in root.iter("zone"):
        kind = (zone.get("name") or "").strip().lower()
        if kind not in ("main", "side"):
            continue  # tokens and other zones are not part of the deck
        for card in zone.iter("card"):
            line = lines.get(id(card), 0)
            count = _int_attr(card.get("number"), "number", line, path)
            entry = DeckEntry(count, _name_attr(card.get("name"), line, path))
            sections[kind].append((entry, line))
    return _deck(title[:MAX_NAME_LENGTH] or name, sections, path)


# ------------------------------------------------------------------ writing


def _lines(entries: Iterable[DeckEntry]) -> list[str]:
    return [f"{count} {name}" for count, name in entries]


def format_deck(deck: Deck, fmt: str = "text") -> str:
    """The deck list as text in one of FORMATS."""
    if fmt == "text":
        out = [f"# {deck.name}"] if deck.name else []
        out += _lines(deck.main)
        if deck.sideboard:
            out += ["", "Sideboard", *_lines(deck.sideboard)]
        return "\n".join(out) + "\n"
    if fmt == "arena":
        out = ["Deck", *_lines(deck.main)]
        if deck.sideboard:
            out += ["", "Sideboard", *_lines(deck.sideboard)]
        return "\n".join(out) + "\n"
    if fmt == "mtgo":
        root = ET.Element("Deck")
        ET.SubElement(root, "NetDeckID").text = "0"
        ET.SubElement(root, "PreconstructedDeckID").text = "0"
        for side, entries in (("false", deck.main), ("true", deck.sideboard)):
            for count, name in entries:
                attrs = {"Quantity": str(count), "Sideboard": side, "Name": name}
                ET.SubElement(root, "Cards", attrs)
        return _xml(root)
    if fmt == "cockatrice":
        root = ET.Element("cockatrice_deck", {"version": "1"})
        ET.SubElement(root, "deckname").text = deck.name
        ET.SubElement(root, "comments").text = ""
        for zone_name, entries in (("main", deck.main), ("side", deck.sideboard)):
            zone = ET.SubElement(root, "zone", {"name": zone_name})
            for count, name in entries:
                ET.SubElement(zone, "card", {"number": str(count), "name": name})
        return _xml(root)
    raise ValueError(f"unknown deck format {fmt!r} (known: {', '.join(FORMATS)})")


def _xml(root: ET.Element) -> str:
    ET.indent(root, space="  ")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, "unicode") + "\n"


def format_for_path(path: str | Path) -> str:
    return {".dek": "mtgo", ".cod": "cockatrice"}.get(Path(path).suffix.lower(), "text")


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
