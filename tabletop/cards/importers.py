"""Read downloaded card data (MTGJSON AllPrintings or AtomicCards, Scryfall bulk JSON).

The readers stream: a small incremental JSON reader pulls one card object at a
time out of a file of hundreds of megabytes, so memory stays small. Cards with
several faces keep their faces (`tabletop.cards.faces`); every printing keeps its
set code, collector number, rarity, German name, Scryfall id and image address. A
broken card is skipped with its name and the reason. The result is written as a TOML
card file beside its target and moved into place only when complete and readable
again, so an import never damages what was there.
"""

from __future__ import annotations

import bz2
import gzip
import io
import json
import lzma
import os
import re
import tempfile
import time
import zipfile
import zlib
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TextIO

from tabletop.cards.database import name_key
from tabletop.cards.errors import CardFileError, CardImportError
from tabletop.cards.faces import card_table
from tabletop.cards.records import CardRecord, dumps_record, load_card_file, record_from_table
from tabletop.inputs.limits import MAX_CARD_DATA_VALUE_CHARS, MAX_LEADING_SKIPS

Progress = Callable[[int, int | None], None]
# what reading a (compressed) file can raise besides a decoding error
READ_ERRORS = (OSError, EOFError, zipfile.BadZipFile, lzma.LZMAError, zlib.error, RuntimeError,
               NotImplementedError, ValueError)
CompileCheck = Callable[[CardRecord], bool]

CHUNK_CHARS = 1 << 20
PROGRESS_EVERY = 500

SKIPPED_LAYOUTS = frozenset(
    {
        "token",
        "double_faced_token",
        "emblem",
        "art_series",
        "planar",
        "scheme",
        "vanguard",
        "reversible_card",
    }
)
MULTI_FACE_LAYOUTS = frozenset(
    {"split", "flip", "transform", "modal_dfc", "meld", "adventure", "aftermath", "battle"}
)


@dataclass(frozen=True, slots=True)
class ImportSummary:
    """What an import did: cards read, written and skipped (with reasons)."""

    source: Path
    target: Path
    format: str
    read: int
    written: int
    merged: int
    skipped: tuple[tuple[str, str], ...]
    compiled: int | None
    seconds: float
    records: tuple[CardRecord, ...] = field(default=(), repr=False)
    name: str | None = None  # the user's source it became
    left_alone: tuple[str, ...] = ()  # names an earlier source defines: not taken

    def skipped_reasons(self) -> Counter[str]:
        return Counter(reason for _, reason in self.skipped)

    def skipped_by_reason(self) -> list[tuple[str, list[str]]]:
        """The skipped cards grouped by reason, the most frequent reason first."""
        groups: dict[str, list[str]] = {}
        for label, reason in self.skipped:
            groups.setdefault(reason, []).append(label)
        return sorted(groups.items(), key=lambda item: (-len(item[1]), item[0]))

    def __str__(self) -> str:
        text = (
            f"{self.read} card objects read, {self.written} cards written to {self.target}"
            f" ({self.merged} duplicate printings merged, {len(self.skipped)} skipped)"
        )
        if self.left_alone:
            text += f", {len(self.left_alone)} left alone (defined by an earlier source)"
        if self.compiled is not None:
            text += f", {self.compiled} compiled fully"
        return text + f" in {self.seconds:.1f} s"


# ------------------------------------------------------------ JSON stream

_WS = re.compile(r"[ \t\n\r]*")


class JsonStream:
    """Pull JSON values one at a time out of a large text stream."""

    def __init__(self, stream: TextIO, path: Path | None = None) -> None:
        self._stream = stream
        self._path = path
        self._buf = ""
        self._pos = 0
        self._dropped_chars = 0
        self._dropped_lines = 0
        self._eof = False
        self._decoder = json.JSONDecoder()

    @property
    def position(self) -> int:
        """Characters consumed so far."""
        return self._dropped_chars + self._pos

    def _line(self, pos: int) -> int:
        return self._dropped_lines + self._buf.count("\n", 0, pos) + 1

    def error(self, reason: str, pos: int | None = None) -> CardImportError:
        return CardImportError(reason, self._path, self._line(self._pos if pos is None else pos))

    def _fill(self, want: int = CHUNK_CHARS) -> bool:
        if self._eof:
            return False
        try:
            chunk = self._stream.read(max(want, CHUNK_CHARS))
        except UnicodeDecodeError:
            raise self.error("not UTF-8 text") from None
        except READ_ERRORS as err:
            raise self.error(f"cannot read the file: {err}") from None
        if not chunk:
            self._eof = True
            return False
        if self._pos:
            self._dropped_lines += self._buf.count("\n", 0, self._pos)
            self._dropped_chars += self._pos
            self._buf = self._buf[self._pos :]
            self._pos = 0
        self._buf += chunk
        return True

    def peek(self) -> str:
        """The next non-blank character ('' at the end), not consumed."""
        buf, pos = self._buf, self._pos
        if pos < len(buf) and buf[pos] not in " \t\n\r":  # the usual case, without a regex
            return buf[pos]
        while True:
            self._pos = _WS.match(self._buf, self._pos).end()  # type: ignore[union-attr]
            if self._pos < len(self._buf):
                return self._buf[self._pos]
            if not self._fill():
                return ""

    def expect(self, char: str) -> None:
        found = self.peek()
        if found != char:
            shown = repr(found) if found else "the end of the file"
            raise self.error(f"expected {char!r}, found {shown}")
        self._pos += 1

    def value(self) -> Any:
        """Decode the next complete JSON value."""
        if not self.peek():
            raise self.error("unexpected end of the file")
        want = CHUNK_CHARS
        while True:
            try:
                value, end = self._decoder.raw_decode(self._buf, self._pos)
            except json.JSONDecodeError as err:
                truncated = err.pos + CHUNK_CHARS >= len(self._buf)
                if self._eof or not truncated:
                    raise self.error(err.msg, err.pos) from None
                if len(self._buf) - self._pos > MAX_CARD_DATA_VALUE_CHARS:
                    raise self.error("a JSON value is too large") from None
                self._fill(want)
                want *= 2
                continue
            except RecursionError:
                raise self.error("JSON nested too deeply") from None
            except ValueError:  # an integer beyond the interpreter's digit limit
                raise self.error("a number with thousands of digits") from None
            if end >= len(self._buf) and self._fill():
                continue  # a number may go on in the next chunk
            self._pos = end
            return value

    def members(self) -> Iterator[str]:
        """Walk an object: yields each key; the caller then reads or skips its value."""
        self.expect("{")
        if self.peek() == "}":
            self._pos += 1
            return
        while True:
            if self.peek() != '"':
                raise self.error("expected a key in double quotes")
            key = self.value()
            self.expect(":")
            yield key
            if self.peek() == ",":
                self._pos += 1
                continue
            self.expect("}")
            return

    def elements(self) -> Iterator[None]:
        """Walk an array: yields once per element; the caller reads or skips it."""
        self.expect("[")
        if self.peek() == "]":
            self._pos += 1
            return
        while True:
            yield
            if self.peek() == ",":
                self._pos += 1
                continue
            self.expect("]")
            return


def open_text(path: Path) -> TextIO:
    """Open a JSON file, also when compressed (.gz, .bz2, .xz, .zip)."""
    suffix = path.suffix.lower()
    if suffix == ".gz":
        return gzip.open(path, "rt", encoding="utf-8-sig")
    if suffix == ".bz2":
        return bz2.open(path, "rt", encoding="utf-8-sig")
    if suffix in (".xz", ".lzma"):
        return lzma.open(path, "rt", encoding="utf-8-sig")
    if suffix == ".zip":
        archive = zipfile.ZipFile(path)
        members = [n for n in archive.namelist() if n.lower().endswith(".json")]
        if not members:
            archive.close()
            raise CardImportError("the zip archive holds no .json file", path)
        member = archive.open(members[0])
        archive.close()  # the member keeps the file open until it is closed itself
        return io.TextIOWrapper(member, encoding="utf-8-sig")
    return open(path, encoding="utf-8-sig")


def iter_card_objects(stream: JsonStream) -> Iterator[tuple[str, Any]]:
    """(kind, object) for each card in a Scryfall or MTGJSON file.

    kind is "scryfall" (one card object), "mtgjson" (one printing from
    AllPrintings) or "mtgjson-atomic" (the list of faces of one AtomicCards name).
    """
    first = stream.peek()
    if first == "[":
        for _ in stream.elements():
            yield "scryfall", stream.value()
        return
    if first != "{":
        raise stream.error("not a Scryfall or MTGJSON card file (expected '[' or '{')")
    found = False
    for key in stream.members():
        if key != "data":
            stream.value()
            continue
        found = True
        if stream.peek() == "[":  # a Scryfall list object
            for _ in stream.elements():
                yield "scryfall", stream.value()
            continue
        for _entry in stream.members():
            if stream.peek() == "[":
                yield "mtgjson-atomic", stream.value()
            elif stream.peek() == "{":
                for set_key in stream.members():
                    if set_key == "cards" and stream.peek() == "[":
                        for _ in stream.elements():
                            yield "mtgjson", stream.value()
                    else:
                        stream.value()
            else:
                raise stream.error("expected a set object or a list of card faces")
    if not found:
        raise stream.error("no 'data' in this file: not an MTGJSON or Scryfall card file")


# ------------------------------------------------------------ mapping


class SkipCard(Exception):
    """A card object that is not imported, with the reason."""


SCRYFALL_IMAGE = "https://cards.scryfall.io/normal/front/{a}/{b}/{id}.jpg"
_SCRYFALL_FACE_KEYS = (("name", "name"), ("mana_cost", "mana_cost"),
                       ("type_line", "type_line"), ("oracle", "oracle_text"),
                       ("power", "power"), ("toughness", "toughness"),
                       ("loyalty", "loyalty"), ("defense", "defense"),
                       ("color_indicator", "color_indicator"))
_MTGJSON_FACE_KEYS = (("mana_cost", "manaCost"), ("type_line", "type"), ("oracle", "text"),
                      ("power", "power"), ("toughness", "toughness"), ("loyalty", "loyalty"),
                      ("defense", "defense"), ("color_indicator", "colorIndicator"))


_NO_TEXT = "NONE"


def _text(obj: dict[str, Any], key: str) -> Any:
    value = obj.get(key)
    return value if value not in (None, "") else None


def _str(value: Any) -> str | None:
    return value.strip() if isinstance(value, str) and value.strip() else None


def _layout(obj: dict[str, Any]) -> str:
    layout = obj.get("layout")
    return layout if isinstance(layout, str) and layout else "normal"


def _face_table(obj: dict[str, Any], keys: tuple[tuple[str, str], ...]) -> dict[str, Any]:
    table: dict[str, Any] = {}
    for key, source in keys:
        if _text(obj, source) is not None:
            table[key] = obj[source]
    if str(table.get("oracle", "")).strip() == _NO_TEXT:
        del table["oracle"]  # some card sources print a vanilla card's empty text as "NONE"
    table.setdefault("mana_cost", "")
    table.setdefault("oracle", "")
    return table


def _several_faces(layout: str, faces: list[dict[str, Any]]) -> dict[str, Any]:
    try:
        return card_table(layout, faces)
    except ValueError as err:
        raise SkipCard(str(err)) from None


def _scryfall_image(obj: dict[str, Any]) -> str | None:
    for holder in (obj, *(f for f in obj.get("card_faces") or () if isinstance(f, dict))):
        uris = holder.get("image_uris") if isinstance(holder, dict) else None
        if isinstance(uris, dict):
            image = _str(uris.get("normal")) or _str(uris.get("large"))
            if image:
                return image
    return None


def _scryfall_printing(obj: dict[str, Any]) -> dict[str, Any] | None:
    code = _str(obj.get("set"))
    if code is None:
        return None
    printing = {"set": code.upper(), "number": _str(obj.get("collector_number")),
                "rarity": _str(obj.get("rarity")), "scryfall_id": _str(obj.get("id")),
                "image": _scryfall_image(obj)}
    if obj.get("lang") == "de":
        printing["german_name"] = _str(obj.get("printed_name"))
    return {k: v for k, v in printing.items() if v is not None}


def table_from_scryfall(obj: Any) -> dict[str, Any]:
    """A Scryfall card object as a [[card]] table; raises SkipCard."""
    if not isinstance(obj, dict):
        raise SkipCard("not a card object")
    layout = _layout(obj)
    if layout in SKIPPED_LAYOUTS:
        raise SkipCard(f"layout {layout!r} is not a playable card")
    faces = obj.get("card_faces")
    if isinstance(faces, list) and len(faces) > 1:
        if not all(isinstance(f, dict) for f in faces):
            raise SkipCard("a face that is not an object")
        table = _several_faces(layout, [_face_table(f, _SCRYFALL_FACE_KEYS) for f in faces])
    elif layout in MULTI_FACE_LAYOUTS and " // " in str(obj.get("name")):
        raise SkipCard(f"layout {layout!r} without its faces")
    else:
        table = _face_table(obj, _SCRYFALL_FACE_KEYS)
        table["name"] = obj.get("name")
        table["type_line"] = obj.get("type_line")
    if isinstance(obj.get("set"), str) and obj["set"]:
        table["set"] = obj["set"].upper()
    if obj.get("lang") == "de" and _str(obj.get("printed_name")):
        table["german_name"] = _str(obj.get("printed_name"))
    printing = _scryfall_printing(obj)
    if printing:
        table["printings"] = [printing]
    return table


def _german(obj: dict[str, Any]) -> str | None:
    foreign_data = obj.get("foreignData")
    for foreign in foreign_data if isinstance(foreign_data, list) else ():
        if isinstance(foreign, dict) and foreign.get("language") == "German":
            name = foreign.get("name") or foreign.get("faceName")
            if isinstance(name, str) and name.strip():
                return name.strip()
    return None


def _mtgjson_printings(obj: dict[str, Any]) -> list[dict[str, Any]]:
    code = _str(obj.get("setCode"))
    if code is None:  # AtomicCards: the sets only
        codes = obj.get("printings")
        if not isinstance(codes, list):
            codes = [obj.get("firstPrinting")]
        return [{"set": c.upper()} for c in codes if _str(c)]
    ids = obj.get("identifiers") if isinstance(obj.get("identifiers"), dict) else {}
    scryfall_id = _str(ids.get("scryfallId")) if isinstance(ids, dict) else None
    printing = {"set": code.upper(), "number": _str(obj.get("number")),
                "rarity": _str(obj.get("rarity")), "german_name": _german(obj),
                "scryfall_id": scryfall_id}
    if scryfall_id and len(scryfall_id) > 2:
        printing["image"] = SCRYFALL_IMAGE.format(a=scryfall_id[0], b=scryfall_id[1],
                                                  id=scryfall_id)
    return [{k: v for k, v in printing.items() if v is not None}]


def _mtgjson_extras(obj: dict[str, Any], table: dict[str, Any]) -> dict[str, Any]:
    german = _german(obj)
    if german:
        table["german_name"] = german
    printing = obj.get("setCode") or obj.get("firstPrinting")
    if isinstance(printing, str) and printing:
        table["set"] = printing.upper()
    printings = _mtgjson_printings(obj)
    if printings:
        table["printings"] = printings
    return table


def _mtgjson_face(obj: Any) -> dict[str, Any]:
    if not isinstance(obj, dict):
        raise SkipCard("not a card object")
    layout = _layout(obj)
    if layout in SKIPPED_LAYOUTS:
        raise SkipCard(f"layout {layout!r} is not a playable card")
    table = _face_table(obj, _MTGJSON_FACE_KEYS)
    table["name"] = obj.get("faceName") or obj.get("name")
    return table


def mtgjson_faces_table(faces: list[dict[str, Any]]) -> dict[str, Any]:
    """One card from its MTGJSON face objects (sorted by `side`); raises SkipCard."""
    faces = sorted(faces, key=lambda f: str(f.get("side") or ""))
    tables = [_mtgjson_face(f) for f in faces]
    return _mtgjson_extras(faces[0], _several_faces(_layout(faces[0]), tables))


def table_from_mtgjson(obj: Any) -> dict[str, Any]:
    """An MTGJSON card (a printing, or an atomic card's faces) as a table; raises SkipCard."""
    if isinstance(obj, list):
        if not obj or not all(isinstance(f, dict) for f in obj):
            raise SkipCard("not a card object")
        if len(obj) > 1:
            return mtgjson_faces_table(obj)
        obj = obj[0]
    if not isinstance(obj, dict):
        raise SkipCard("not a card object")
    table = _mtgjson_face(obj)
    if obj.get("faceName") or obj.get("side"):
        raise SkipCard("one face of a card whose other faces are missing")
    table["name"] = obj.get("name")
    return _mtgjson_extras(obj, table)


def record_from_object(kind: str, obj: Any) -> CardRecord:
    """A checked record from one card object; raises SkipCard with the reason."""
    table = table_from_scryfall(obj) if kind == "scryfall" else table_from_mtgjson(obj)
    return record_from_checked_table(table)


def record_from_checked_table(table: dict[str, Any]) -> CardRecord:
    try:
        return record_from_table(table)
    except CardFileError as err:
        prefix = f"card {table.get('name')!r}: "
        raise SkipCard(err.reason.removeprefix(prefix)) from None


def _label(obj: Any) -> str:
    if isinstance(obj, list) and obj:
        obj = obj[0]
    name = obj.get("name") if isinstance(obj, dict) else None
    return name if isinstance(name, str) else "?"


def _is_face_printing(kind: str, obj: Any) -> bool:
    """An AllPrintings object that is one face of a card (its faces come one by one)."""
    return (kind == "mtgjson" and isinstance(obj, dict)
            and bool(obj.get("faceName") or obj.get("side"))
            and isinstance(obj.get("name"), str))


def merge_records(old: CardRecord, new: CardRecord) -> CardRecord:
    """One card read twice (another printing): the first facts, every printing, and the
    German name of whichever has one."""
    seen = {(p.set, p.number, p.scryfall_id) for p in old.printings}
    extra = tuple(p for p in new.printings if (p.set, p.number, p.scryfall_id) not in seen)
    german = old.german_name or new.german_name
    if not extra and german == old.german_name:
        return old
    return replace(old, german_name=german, printings=old.printings + extra)


# ------------------------------------------------------------ reading


@dataclass(slots=True)
class CardsRead:
    """What reading a card data file found."""

    format: str
    records: dict[str, CardRecord]  # by name key, in the order first read
    read: int = 0
    merged: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)


class _Reader:
    def __init__(self, source: Path) -> None:
        self.source = source
        self.found = CardsRead("empty", {})
        self.faces: dict[str, dict[str, dict[str, Any]]] = {}  # AllPrintings faces by card

    def add(self, record: CardRecord) -> None:
        key = name_key(record.name)
        old = self.found.records.get(key)
        if old is None:
            self.found.records[key] = record
        else:
            self.found.merged += 1
            self.found.records[key] = merge_records(old, record)

    def skip(self, label: str, reason: str) -> None:
        self.found.skipped.append((label, reason))
        if not self.found.records and not self.faces \
                and len(self.found.skipped) >= MAX_LEADING_SKIPS:
            first = self.found.skipped[0][1]
            raise CardImportError(f"the first {MAX_LEADING_SKIPS} objects hold no importable "
                                  f"card (the first: {first}): not card data", self.source)

    def take(self, kind: str, obj: Any) -> None:
        if _is_face_printing(kind, obj):
            # one face of a printing: kept until the stream ends (faces of one card meet)
            side = str(obj.get("side") or obj.get("faceName"))
            sides = self.faces.setdefault(name_key(obj["name"]), {})
            sides.setdefault(side, obj)
            return
        try:
            self.add(record_from_object(kind, obj))
        except SkipCard as skip:
            self.skip(_label(obj), str(skip))

    def finish(self) -> None:
        for sides in self.faces.values():
            faces = list(sides.values())
            try:
                if len(faces) < 2:
                    raise SkipCard("one face of a card whose other faces are missing")
                self.add(record_from_checked_table(mtgjson_faces_table(faces)))
            except SkipCard as skip:
                self.skip(_label(faces[0]), str(skip))
        self.faces.clear()


def _open_source(source: Path) -> TextIO:
    try:
        if source.is_dir():
            raise CardImportError("is a directory, not a file", source)
        return open_text(source)
    except zipfile.BadZipFile:
        raise CardImportError("not a zip archive", source) from None
    except OSError as err:
        raise CardImportError(err.strerror or str(err), source) from None
    except READ_ERRORS as err:
        raise CardImportError(f"cannot read the file: {err}", source) from None


def read_card_data(source: str | Path, progress: Progress | None = None) -> CardsRead:
    """Read a Scryfall or MTGJSON file (also compressed), streaming; a broken card is
    skipped with its name and the reason. Raises CardImportError for a file that is not
    card data."""
    source = Path(source)
    handle = _open_source(source)
    compressed = source.suffix.lower() in (".gz", ".bz2", ".xz", ".lzma", ".zip")
    size = None if compressed else source.stat().st_size
    reader = _Reader(source)
    kinds: Counter[str] = Counter()
    with handle:
        stream = JsonStream(handle, source)
        for kind, obj in iter_card_objects(stream):
            reader.found.read += 1
            kinds[kind] += 1
            reader.take(kind, obj)
            if progress and reader.found.read % PROGRESS_EVERY == 0:
                read = reader.found.read
                hint = int(read * size / max(stream.position, 1)) if size else None
                progress(read, max(hint, read) if hint else None)
    reader.finish()
    reader.found.format = kinds.most_common(1)[0][0] if kinds else "empty"
    return reader.found


def read_cards(
    source: str | Path, progress: Progress | None = None
) -> tuple[str, dict[str, CardRecord], int, int, list[tuple[str, str]]]:
    """Read a card file: (format, records by name key, objects read, merged, skipped)."""
    found = read_card_data(source, progress)
    return found.format, found.records, found.read, found.merged, found.skipped


def read_any_cards(source: str | Path, progress: Progress | None = None) -> CardsRead:
    """A card TOML file or a Scryfall/MTGJSON file, by its content; raises a
    TabletopDataError (CardFileError or CardImportError) for a file that is neither."""
    source = Path(source)
    if source.suffix.lower() == ".toml":
        records = load_card_file(source)
        found = CardsRead("toml", {}, read=len(records))
        for record in records:
            found.records.setdefault(name_key(record.name), record)
        if progress:
            progress(len(records), len(records))
        return found
    return read_card_data(source, progress)


# ------------------------------------------------------------ writing


def write_cards_atomically(records: list[CardRecord], target: Path, header: str) -> None:
    """Write a card file beside `target`, check it reads back, then move it into place."""
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(dir=target.parent, prefix=".import-", suffix=".tmp")
    temp = Path(temp_name)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as out:
            out.write("".join(f"# {line}\n" for line in header.splitlines()))
            for record in records:
                out.write("\n")
                out.write(dumps_record(record))
            out.flush()
            os.fsync(out.fileno())
        written = load_card_file(temp)
        if len(written) != len(records):
            raise CardImportError("the written card file does not read back", temp)
        os.replace(temp, target)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise


def no_cards_error(found: CardsRead, source: Path) -> CardImportError:
    """Why a file gave no card (nothing is written then)."""
    reason = f"{found.read} card objects read, none importable"
    if found.skipped:
        label, why = found.skipped[0]
        reason += f" (first: {label!r}: {why})"
    return CardImportError(f"no cards found: {reason}", source)


def import_cards(
    source: str | Path,
    target: str | Path,
    *,
    progress: Progress | None = None,
    compile_check: CompileCheck | None = None,
) -> ImportSummary:
    """Read a Scryfall, MTGJSON (AllPrintings or AtomicCards) or card TOML file and
    write its cards to the card file `target` atomically. Raises CardImportError (nothing
    written) for a file that is not card data or holds no card. The user's named sources
    are `tabletop.cards.user_imports.import_source`."""
    started = time.perf_counter()
    source, target = Path(source), Path(target)
    found = read_any_cards(source, progress)
    if not found.records:
        raise no_cards_error(found, source)
    records = sorted(found.records.values(), key=lambda r: r.name)
    compiled = None
    if compile_check is not None:
        compiled = 0
        for record in records:
            try:
                compiled += bool(compile_check(record))
            except Exception:  # a compiler bug must not lose the import
                continue
    header = f"Cards imported from {source.name} ({found.format})."
    write_cards_atomically(records, target, header)
    if progress:
        progress(found.read, found.read)
    return ImportSummary(
        source=source, target=target, format=found.format, read=found.read,
        written=len(records), merged=found.merged, skipped=tuple(found.skipped),
        compiled=compiled, seconds=time.perf_counter() - started, records=tuple(records))


def default_target() -> Path:
    """The card file of the user's most recent import (`<data>/cards/imported.toml` when
    there is none yet)."""
    from tabletop.cards.import_folder import imports_dir, newest_import

    return newest_import() or imports_dir() / "imported.toml"
