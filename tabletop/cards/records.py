"""Card records: the raw printed facts of a card, as written in our TOML card files.

A `CardRecord` keeps the strings of the file (mana cost, type line, P/T, Oracle
text); the compiler turns it into an engine `CardDefinition`. Loading checks
every field and raises `CardFileError` naming file, line and reason.
"""

from __future__ import annotations

import copy
import math
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.cards.errors import CardFileError
from tabletop.engine.model.enums import CardType, Color, Supertype
from tabletop.engine.model.mana import ManaCost, ManaError
from tabletop.inputs.limits import MAX_CARD_FILE_BYTES
from tabletop.inputs.reading import decode_utf8, read_limited

EM_DASH = "\u2014"


@dataclass(frozen=True, slots=True)
class LevelBandRecord:
    """One level band of a leveler (711.2): counters min..max (None: and up), P/T, abilities."""

    min: int
    max: int | None
    power: str
    toughness: str
    abilities: tuple[str, ...] = ()

    def contains(self, level: int) -> bool:
        return level >= self.min and (self.max is None or level <= self.max)

    def facts(self) -> dict[str, Any]:
        data: dict[str, Any] = {"min": self.min}
        if self.max is not None:
            data["max"] = self.max
        data.update(power=self.power, toughness=self.toughness, abilities=list(self.abilities))
        return data


@dataclass(frozen=True, slots=True)
class FaceRecord:
    """One face of a card with several (split halves, the faces of a double-faced card,
    an adventurer's Adventure): its printed facts (709, 712, 715)."""

    name: str
    type_line: str
    mana_cost: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: int | None = None
    defense: int | None = None
    color_indicator: tuple[str, ...] = ()
    oracle: str = ""

    def facts(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "mana_cost": self.mana_cost,
                                "type_line": self.type_line}
        if self.color_indicator:
            data["color_indicator"] = list(self.color_indicator)
        for key in ("power", "toughness", "loyalty", "defense"):
            value = getattr(self, key)
            if value is not None:
                data[key] = value
        data["oracle"] = self.oracle
        return data


@dataclass(frozen=True, slots=True)
class PrintingRecord:
    """Where a card was printed: set code, collector number, rarity, the German name of
    that printing, Scryfall's id and the address of its image. Not a game fact."""

    set: str
    number: str | None = None
    rarity: str | None = None
    german_name: str | None = None
    scryfall_id: str | None = None
    image: str | None = None

    def facts(self) -> dict[str, Any]:
        return {key: getattr(self, key) for key in PRINTING_KEYS
                if getattr(self, key) is not None}


@dataclass(frozen=True, slots=True)
class CardRecord:
    """The printed facts of one card, exactly as in its card file."""

    name: str
    type_line: str
    mana_cost: str = ""
    german_name: str | None = None
    power: str | None = None
    toughness: str | None = None
    loyalty: int | None = None
    defense: int | None = None
    color_indicator: tuple[str, ...] = ()
    oracle: str = ""
    level_up_cost: str | None = None
    levels: tuple[LevelBandRecord, ...] = ()
    set: str | None = None
    source: str | None = None
    notes: str | None = None
    overrides: tuple[dict[str, Any], ...] = field(default=(), hash=False)
    layout: str | None = None
    faces: tuple[FaceRecord, ...] = ()
    printings: tuple[PrintingRecord, ...] = ()
    path: Path | None = field(default=None, compare=False, repr=False)
    line: int | None = field(default=None, compare=False, repr=False)

    @property
    def mana(self) -> ManaCost:
        return ManaCost.parse(self.mana_cost)

    @property
    def type_parts(self) -> tuple[frozenset[Supertype], frozenset[CardType], tuple[str, ...]]:
        return parse_type_line(self.type_line)

    @property
    def is_leveler(self) -> bool:
        return bool(self.levels) or self.level_up_cost is not None

    @property
    def colors_indicated(self) -> frozenset[Color]:
        return frozenset(Color(c) for c in self.color_indicator)

    @property
    def where(self) -> str:
        """'file:line' of the card, for messages."""
        if self.path is None:
            return "<memory>"
        return f"{self.path}:{self.line}" if self.line else str(self.path)

    def facts(self) -> dict[str, Any]:
        """The card's fields as plain data (TOML shape), without defaults or origin."""
        data: dict[str, Any] = {"name": self.name}
        if self.german_name:
            data["german_name"] = self.german_name
        data["mana_cost"] = self.mana_cost
        data["type_line"] = self.type_line
        for key in ("color_indicator",):
            if self.color_indicator:
                data[key] = list(self.color_indicator)
        for key in ("power", "toughness", "loyalty", "defense", "level_up_cost"):
            value = getattr(self, key)
            if value is not None:
                data[key] = value
        if self.levels:
            data["levels"] = [band.facts() for band in self.levels]
        data["oracle"] = self.oracle
        for key in ("set", "source", "notes"):
            value = getattr(self, key)
            if value is not None:
                data[key] = value
        if self.overrides:
            data["overrides"] = [copy.deepcopy(o) for o in self.overrides]
        if self.layout is not None:
            data["layout"] = self.layout
        if self.faces:
            data["faces"] = [face.facts() for face in self.faces]
        return data

    def table(self) -> dict[str, Any]:
        """The facts and the printings: what a card file holds."""
        data = self.facts()
        if self.printings:
            data["printings"] = [p.facts() for p in self.printings]
        return data

    @property
    def full_name(self) -> str:
        """"Fire // Ice" for a card with several faces, else the name."""
        return " // ".join(f.name for f in self.faces) if self.faces else self.name

    def other_names(self) -> tuple[str, ...]:
        """Names a deck list may use besides `name`: the full name, "Fire/Ice", "Fire / Ice"
        and the first face's name for a card with several faces."""
        if not self.faces:
            return ()
        faces = [f.name for f in self.faces]
        names = (self.full_name, "/".join(faces), " / ".join(faces), faces[0])
        return tuple(dict.fromkeys(n for n in names if n != self.name))


# ---------------------------------------------------------------- type lines


def parse_type_line(
    type_line: str,
) -> tuple[frozenset[Supertype], frozenset[CardType], tuple[str, ...]]:
    """'Legendary Creature — Elf Warrior' to (supertypes, card types, subtypes).

    An em dash (U+2014) separates types from subtypes; "Tribal" reads as Kindred.
    Raises ValueError for an unknown type word or a line without a card type.
    """
    left, dash, right = type_line.partition(EM_DASH)
    supertypes: set[Supertype] = set()
    types: set[CardType] = set()
    for word in left.split():
        try:
            types.add(CardType.from_word(word))
            continue
        except ValueError:
            pass
        try:
            supertypes.add(Supertype.from_word(word))
        except ValueError:
            raise ValueError(f"unknown type {word!r} in type line {type_line!r}") from None
    if not types:
        raise ValueError(f"no card type in type line {type_line!r}")
    subtypes = tuple(right.split())
    if dash and not subtypes:
        raise ValueError(f"nothing after the dash in type line {type_line!r}")
    return frozenset(supertypes), frozenset(types), subtypes


# ------------------------------------------------------------ level up text

_LEVEL_UP = re.compile(r"^Level up ((?:\{[^{}]+\})+)")
_LEVEL_BAND = re.compile(r"^LEVEL ([0-9]{1,6})[ \t]*(?:[-–]([0-9]{1,6})|(\+))$")
_PT = re.compile(r"^([^/\s]+)/([^/\s]+)$")


def levels_from_oracle(oracle: str) -> tuple[str | None, tuple[LevelBandRecord, ...]]:
    """The Level up cost and the level bands written in a leveler's Oracle text.

    The layout is Scryfall's: "Level up {1}", then "LEVEL 2-3", "3/3", ability
    lines, "LEVEL 4+", "4/4", ability lines. Raises ValueError on a band without P/T.
    """
    cost: str | None = None
    bands: list[LevelBandRecord] = []
    current: dict[str, Any] | None = None
    lines = [line.strip() for line in oracle.splitlines()]
    i = 0
    while i < len(lines):
        line = lines[i]
        up = _LEVEL_UP.match(line)
        band = _LEVEL_BAND.match(line)
        if up and cost is None and current is None:
            cost = up.group(1)
        elif band:
            if current is not None:
                bands.append(LevelBandRecord(**current))
            pt = _PT.match(lines[i + 1]) if i + 1 < len(lines) else None
            if pt is None:
                raise ValueError(f"no power/toughness after {line!r}")
            high = None if band.group(3) else int(band.group(2))
            current = {
                "min": int(band.group(1)),
                "max": high,
                "power": pt.group(1),
                "toughness": pt.group(2),
                "abilities": (),
            }
            i += 1
        elif current is not None and line:
            current["abilities"] = (*current["abilities"], line)
        i += 1
    if current is not None:
        bands.append(LevelBandRecord(**current))
    return cost, tuple(bands)


# ------------------------------------------------------------- validation

CARD_KEYS = (
    "name",
    "german_name",
    "mana_cost",
    "type_line",
    "color_indicator",
    "power",
    "toughness",
    "loyalty",
    "defense",
    "level_up_cost",
    "levels",
    "oracle",
    "set",
    "source",
    "notes",
    "overrides",
    "layout",
    "faces",
    "printings",
)
FACE_KEYS = ("name", "mana_cost", "type_line", "color_indicator", "power", "toughness",
             "loyalty", "defense", "oracle")
PRINTING_KEYS = ("set", "number", "rarity", "german_name", "scryfall_id", "image")
MAX_FACES = 8
_LAYOUT = re.compile(r"[a-z][a-z0-9_]{0,31}")
_BAND_KEYS = frozenset({"min", "max", "power", "toughness", "abilities"})
_DIGITS = re.compile(r"[0-9]{1,7}")


class _FieldError(ValueError):
    def __init__(self, key: str, reason: str) -> None:
        super().__init__(reason)
        self.key = key
        self.reason = reason


def _text(table: Mapping[str, Any], key: str, *, required: bool = False) -> str | None:
    value = table.get(key)
    if value is None:
        if required:
            raise _FieldError(key, f"missing {key!r}")
        return None
    if not isinstance(value, str):
        raise _FieldError(key, f"{key!r} must be a string, not {type(value).__name__}")
    if required and not value.strip():
        raise _FieldError(key, f"{key!r} is empty")
    return value


def _pt(table: Mapping[str, Any], key: str) -> str | None:
    value = table.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise _FieldError(key, f'{key!r} must be a string such as "2" or "*"')
    text = str(value).strip()
    if not text or len(text) > 16:
        raise _FieldError(key, f'{key!r} must be a short value such as "2" or "1+*"')
    return text


def _count(table: Mapping[str, Any], key: str) -> int | None:
    value = table.get(key)
    if value is None:
        return None
    if isinstance(value, str) and _DIGITS.fullmatch(value.strip()):
        value = int(value)  # ASCII digits only: int() also reads "²" or "٣"
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 10**6:
        raise _FieldError(key, f"{key!r} must be a whole number")
    return value


def _mana(table: Mapping[str, Any], key: str) -> str | None:
    value = _text(table, key)
    if value is not None:
        try:
            ManaCost.parse(value)
        except (ManaError, ValueError) as err:  # ValueError: ManaCost.parse reads "{²}"
            raise _FieldError(key, str(err)) from None
    return value


def _colors(table: Mapping[str, Any]) -> tuple[str, ...]:
    value = table.get("color_indicator")
    if value is None:
        return ()
    words = value.replace(",", " ").split() if isinstance(value, str) else value
    if not isinstance(words, list):
        raise _FieldError("color_indicator", "'color_indicator' must be a list of colours")
    letters: list[str] = []
    for word in words:
        if not isinstance(word, str):
            raise _FieldError("color_indicator", "'color_indicator' must hold colour letters")
        try:
            found = [Color.from_word(word)]
        except ValueError:
            try:
                found = [Color(ch) for ch in word.upper()] if word else []
            except ValueError:
                raise _FieldError("color_indicator", f"not a colour: {word!r}") from None
        letters.extend(c.value for c in found if c.value not in letters)
    return tuple(letters)


def _subtable(field: str, where: str, value: Any, keys: Iterable[str]) -> dict[str, Any]:
    """One entry of a list field (`levels`, `faces`, `printings`): a table with no other
    keys than `keys`."""
    if not isinstance(value, dict):
        raise _FieldError(field, f"{where} must be a table")
    unknown = sorted(set(value) - set(keys))
    if unknown:
        raise _FieldError(field, f"{where}: unknown key {unknown[0]!r}")
    return value


def _levels(table: Mapping[str, Any]) -> tuple[LevelBandRecord, ...]:
    value = table.get("levels")
    if value is None:
        return ()
    if not isinstance(value, list):
        raise _FieldError("levels", "'levels' must be a list of level bands")
    bands: list[LevelBandRecord] = []
    for n, band in enumerate(value, 1):
        where = f"levels[{n}]"
        band = _subtable("levels", where, band, _BAND_KEYS)
        try:
            low, high = _count(band, "min"), _count(band, "max")
            power, toughness = _pt(band, "power"), _pt(band, "toughness")
        except _FieldError as err:
            raise _FieldError("levels", f"{where}: {err.reason}") from None
        if low is None or power is None or toughness is None:
            raise _FieldError("levels", f"{where} needs min, power and toughness")
        if high is not None and high < low:
            raise _FieldError("levels", f"{where}: max is below min")
        abilities = band.get("abilities", [])
        if not isinstance(abilities, list) or not all(isinstance(a, str) for a in abilities):
            raise _FieldError("levels", f"{where}: 'abilities' must be a list of strings")
        bands.append(LevelBandRecord(low, high, power, toughness, tuple(abilities)))
    return tuple(bands)


def _overrides(table: Mapping[str, Any]) -> tuple[dict[str, Any], ...]:
    value = table.get("overrides")
    if value is None:
        return ()
    items = [value] if isinstance(value, dict) else value
    if not isinstance(items, list) or not all(isinstance(o, dict) for o in items):
        raise _FieldError("overrides", "'overrides' must be a table or a list of tables")
    return tuple(copy.deepcopy(o) for o in items)


def _layout(table: Mapping[str, Any]) -> str | None:
    value = _text(table, "layout")
    if value is not None and not _LAYOUT.fullmatch(value):
        raise _FieldError("layout", f"'layout' must be a word such as \"split\", not {value!r}")
    return value


def _face(table: Any, where: str) -> FaceRecord:
    table = _subtable("faces", where, table, FACE_KEYS)
    try:
        name = _text(table, "name", required=True)
        type_line = _text(table, "type_line", required=True)
        assert name is not None and type_line is not None
        try:
            parse_type_line(type_line)
        except ValueError as err:
            raise _FieldError("type_line", str(err)) from None
        return FaceRecord(
            name=name.strip(), type_line=type_line, mana_cost=_mana(table, "mana_cost") or "",
            power=_pt(table, "power"), toughness=_pt(table, "toughness"),
            loyalty=_count(table, "loyalty"), defense=_count(table, "defense"),
            color_indicator=_colors(table), oracle=_text(table, "oracle") or "")
    except _FieldError as err:
        raise _FieldError("faces", f"{where}: {err.reason}") from None


def _faces(table: Mapping[str, Any]) -> tuple[FaceRecord, ...]:
    value = table.get("faces")
    if value is None:
        return ()
    if not isinstance(value, list) or not 2 <= len(value) <= MAX_FACES:
        raise _FieldError("faces", f"'faces' must be a list of 2 to {MAX_FACES} face tables")
    return tuple(_face(face, f"faces[{n}]") for n, face in enumerate(value, 1))


def _printings(table: Mapping[str, Any]) -> tuple[PrintingRecord, ...]:
    value = table.get("printings")
    if value is None:
        return ()
    if not isinstance(value, list):
        raise _FieldError("printings", "'printings' must be a list of tables")
    out: list[PrintingRecord] = []
    for n, item in enumerate(value, 1):
        where = f"printings[{n}]"
        item = _subtable("printings", where, item, PRINTING_KEYS)
        try:
            fields = {key: _text(item, key) for key in PRINTING_KEYS}
        except _FieldError as err:
            raise _FieldError("printings", f"{where}: {err.reason}") from None
        if not fields["set"]:
            raise _FieldError("printings", f"{where} needs a 'set'")
        out.append(PrintingRecord(**fields))  # type: ignore[arg-type]
    return tuple(out)


def record_from_table(
    table: Mapping[str, Any],
    *,
    path: Path | None = None,
    line: int | None = None,
    field_lines: Mapping[str, int] | None = None,
) -> CardRecord:
    """Check one [[card]] table and make its record; raises CardFileError."""
    field_lines = field_lines or {}
    label = table.get("name") if isinstance(table.get("name"), str) else None
    try:
        unknown = [key for key in table if key not in CARD_KEYS]
        if unknown:
            raise _FieldError(unknown[0], f"unknown key {unknown[0]!r}")
        name = _text(table, "name", required=True)
        type_line = _text(table, "type_line", required=True)
        assert name is not None and type_line is not None
        try:
            parse_type_line(type_line)
        except ValueError as err:
            raise _FieldError("type_line", str(err)) from None
        oracle = _text(table, "oracle") or ""
        levels = _levels(table)
        level_up_cost = _mana(table, "level_up_cost")
        has_bands = any(_LEVEL_BAND.match(s.strip()) for s in oracle.splitlines())
        if "levels" not in table and has_bands:
            try:
                derived_cost, levels = levels_from_oracle(oracle)
            except ValueError as err:
                raise _FieldError("oracle", str(err)) from None
            level_up_cost = level_up_cost or derived_cost
        return CardRecord(
            name=name.strip(),
            type_line=type_line,
            mana_cost=_mana(table, "mana_cost") or "",
            german_name=(_text(table, "german_name") or "").strip() or None,
            power=_pt(table, "power"),
            toughness=_pt(table, "toughness"),
            loyalty=_count(table, "loyalty"),
            defense=_count(table, "defense"),
            color_indicator=_colors(table),
            oracle=oracle,
            level_up_cost=level_up_cost,
            levels=levels,
            set=_text(table, "set"),
            source=_text(table, "source"),
            notes=_text(table, "notes"),
            overrides=_overrides(table),
            layout=_layout(table),
            faces=_faces(table),
            printings=_printings(table),
            path=path,
            line=line,
        )
    except _FieldError as err:
        at = field_lines.get(err.key, line)
        reason = f"card {label!r}: {err.reason}" if label else err.reason
        raise CardFileError(reason, path, at) from None


# ----------------------------------------------------------------- loading

_CARD_HEADER = re.compile(r"^[ \t]*\[\[[ \t]*card[ \t]*\]\][ \t]*(?:#.*)?$")
_KEY_LINE = re.compile(r"^[ \t]*([A-Za-z0-9_-]+)[ \t]*[=.]")


def _locate(text: str, count: int) -> list[tuple[int | None, dict[str, int]]]:
    """Line of each [[card]] header and of the keys under it (None if unsure)."""
    headers = [n for n, s in enumerate(text.splitlines(), 1) if _CARD_HEADER.match(s)]
    if len(headers) != count:
        return [(None, {}) for _ in range(count)]
    lines = text.splitlines()
    found: list[tuple[int | None, dict[str, int]]] = []
    for i, start in enumerate(headers):
        end = headers[i + 1] if i + 1 < len(headers) else len(lines) + 1
        keys: dict[str, int] = {}
        for n in range(start + 1, end):
            match = _KEY_LINE.match(lines[n - 1])
            if match:
                keys.setdefault(match.group(1), n)
            elif lines[n - 1].lstrip().startswith("[card."):
                keys.setdefault(lines[n - 1].strip("[] \t").split(".")[1], n)
        found.append((start, keys))
    return found


def loads_cards(text: str, path: Path | None = None) -> list[CardRecord]:
    """Parse the text of a card file into records; raises CardFileError."""
    from tabletop.inputs.toml_file import load_toml  # a start with cached sources needs none

    doc = load_toml(text, path, CardFileError)
    unknown = [key for key in doc if key != "card"]
    if unknown:
        raise CardFileError(f"unknown top-level key {unknown[0]!r} (expected [[card]])", path)
    cards = doc.get("card", [])
    if not isinstance(cards, list) or not all(isinstance(c, dict) for c in cards):
        raise CardFileError("'card' must be an array of tables ([[card]])", path)
    records: list[CardRecord] = []
    seen: dict[str, int | None] = {}
    for table, (line, keys) in zip(cards, _locate(text, len(cards)), strict=True):
        record = record_from_table(table, path=path, line=line, field_lines=keys)
        key = record.name.casefold()
        if key in seen:
            first = f" (first at line {seen[key]})" if seen[key] else ""
            raise CardFileError(f"card {record.name!r} appears twice{first}", path, line)
        seen[key] = line
        records.append(record)
    return records


def load_card_file(path: str | Path) -> list[CardRecord]:
    """Read one TOML card file; raises CardFileError (never OSError or TOML errors)."""
    path = Path(path)
    data = read_limited(path, MAX_CARD_FILE_BYTES, CardFileError)
    return loads_cards(decode_utf8(data, path, CardFileError), path)


# ----------------------------------------------------------------- writing

_BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def _escape_control(text: str) -> str:
    return _CONTROL.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def toml_string(text: str) -> str:
    """A TOML basic string."""
    body = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return '"' + _escape_control(body.replace("\r", "\\r").replace("\t", "\\t")) + '"'


def toml_multiline(text: str) -> str:
    """A TOML multi-line basic string that opens with a newline (reads back exactly)."""
    if "\n" not in text:
        return toml_string(text)
    body = text.replace("\\", "\\\\").replace("\r", "\\r")
    out: list[str] = []
    for i, ch in enumerate(body):  # never two quotes in a row: no accidental """
        out.append('\\"' if ch == '"' and (i + 1 == len(body) or body[i + 1] == '"') else ch)
    return '"""\n' + _escape_control("".join(out)) + '"""'


def toml_value(value: Any) -> str:
    """An inline TOML value (string, number, bool, array, inline table)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return toml_string(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, Mapping):
        items = ", ".join(f"{toml_key(str(k))} = {toml_value(v)}" for k, v in value.items())
        return "{ " + items + " }" if items else "{}"
    raise TypeError(f"cannot write {type(value).__name__} to TOML")


def toml_key(key: str) -> str:
    return key if _BARE_KEY.match(key) else toml_string(key)


def dumps_record(record: CardRecord) -> str:
    """One [[card]] table in the house style (oracle as a multi-line string)."""
    lines = ["[[card]]"]
    for key, value in record.table().items():
        if key in ("levels", "faces", "printings"):
            lines.append(f"{key} = [")
            lines.extend(f"  {toml_value(item)}," for item in value)
            lines.append("]")
        elif key == "oracle":
            lines.append(f"oracle = {toml_multiline(value)}")
        elif key == "overrides":
            lines.append("overrides = [")
            lines.extend(f"  {toml_value(item)}," for item in value)
            lines.append("]")
        else:
            lines.append(f"{key} = {toml_value(value)}")
    return "\n".join(lines) + "\n"


def dumps_cards(records: Iterable[CardRecord], header: str = "") -> str:
    """A whole card file: an optional comment header, then one table per record."""
    parts = ["".join(f"# {line}".rstrip() + "\n" for line in header.splitlines()) if header else ""]
    parts.extend("\n" + dumps_record(record) for record in records)
    return "".join(parts).lstrip("\n")
