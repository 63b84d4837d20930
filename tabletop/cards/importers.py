"""Import downloaded card data (MTGJSON, Scryfall) into the user's card database.

The readers stream: a small incremental JSON reader pulls one card object at a
time out of a file of hundreds of megabytes, so memory stays small. The result
is written as a TOML card file next to the old one and moved into place only
when complete and readable again, so an import never damages the database.
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
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, TextIO

from tabletop.cards.database import name_key
from tabletop.cards.errors import CardFileError, CardImportError
from tabletop.cards.records import CardRecord, dumps_record, load_card_file, record_from_table
from tabletop.inputs.limits import MAX_CARD_DATA_VALUE_CHARS, MAX_LEADING_SKIPS

Progress = Callable[[int, int | None], None]
# what reading a (compressed) file can raise besides a decoding error
READ_ERRORS = (OSError, EOFError, zipfile.BadZipFile, lzma.LZMAError, zlib.error, RuntimeError,
               NotImplementedError, ValueError)
CompileCheck = Callable[[CardRecord], bool]

CHUNK_CHARS = 1 << 20
PROGRESS_EVERY = 500
DEFAULT_TARGET_NAME = "imported.toml"

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

    def skipped_reasons(self) -> Counter[str]:
        return Counter(reason for _, reason in self.skipped)

    def __str__(self) -> str:
        text = (
            f"{self.read} card objects read, {self.written} cards written to {self.target}"
            f" ({self.merged} duplicate printings merged, {len(self.skipped)} skipped)"
        )
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


def _text(obj: dict[str, Any], key: str) -> Any:
    value = obj.get(key)
    return value if value not in (None, "") else None


def table_from_scryfall(obj: Any) -> dict[str, Any]:
    """A Scryfall card object as a [[card]] table; raises SkipCard."""
    if not isinstance(obj, dict):
        raise SkipCard("not a card object")
    layout = _layout(obj)
    if layout in SKIPPED_LAYOUTS:
        raise SkipCard(f"layout {layout!r} is not a playable card")
    if obj.get("card_faces") or layout in MULTI_FACE_LAYOUTS:
        raise SkipCard("cards with several faces are not supported yet")
    table: dict[str, Any] = {
        "name": obj.get("name"),
        "mana_cost": obj.get("mana_cost") or "",
        "type_line": obj.get("type_line"),
        "oracle": obj.get("oracle_text") or "",
    }
    for key in ("power", "toughness", "loyalty", "defense", "color_indicator"):
        if _text(obj, key) is not None:
            table[key] = obj[key]
    if isinstance(obj.get("set"), str) and obj["set"]:
        table["set"] = obj["set"].upper()
    return table


def _layout(obj: dict[str, Any]) -> str:
    layout = obj.get("layout")
    return layout if isinstance(layout, str) and layout else "normal"


def _german(obj: dict[str, Any]) -> str | None:
    foreign_data = obj.get("foreignData")
    for foreign in foreign_data if isinstance(foreign_data, list) else ():
        if isinstance(foreign, dict) and foreign.get("language") == "German":
            name = foreign.get("faceName") or foreign.get("name")
            if isinstance(name, str) and name.strip():
                return name.strip()
    return None


def table_from_mtgjson(obj: Any) -> dict[str, Any]:
    """An MTGJSON card (a printing, or an atomic card's one face) as a table; raises SkipCard."""
    if isinstance(obj, list):
        if len(obj) != 1:
            raise SkipCard("cards with several faces are not supported yet")
        obj = obj[0]
    if not isinstance(obj, dict):
        raise SkipCard("not a card object")
    layout = _layout(obj)
    if layout in SKIPPED_LAYOUTS:
        raise SkipCard(f"layout {layout!r} is not a playable card")
    if obj.get("faceName") or obj.get("side") or layout in MULTI_FACE_LAYOUTS:
        raise SkipCard("cards with several faces are not supported yet")
    table: dict[str, Any] = {
        "name": obj.get("name"),
        "mana_cost": obj.get("manaCost") or "",
        "type_line": obj.get("type"),
        "oracle": obj.get("text") or "",
    }
    for key, source in (
        ("power", "power"),
        ("toughness", "toughness"),
        ("loyalty", "loyalty"),
        ("defense", "defense"),
        ("color_indicator", "colorIndicator"),
    ):
        if _text(obj, source) is not None:
            table[key] = obj[source]
    german = _german(obj)
    if german:
        table["german_name"] = german
    printing = obj.get("setCode") or obj.get("firstPrinting")
    if isinstance(printing, str) and printing:
        table["set"] = printing.upper()
    return table


def record_from_object(kind: str, obj: Any) -> CardRecord:
    """A checked record from one card object; raises SkipCard with the reason."""
    table = table_from_scryfall(obj) if kind == "scryfall" else table_from_mtgjson(obj)
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


# ------------------------------------------------------------ import


def default_target() -> Path:
    from tabletop.resources import user_data_dir

    return user_data_dir() / "cards" / DEFAULT_TARGET_NAME


def read_cards(
    source: str | Path, progress: Progress | None = None
) -> tuple[str, dict[str, CardRecord], int, int, list[tuple[str, str]]]:
    """Read a card file: (format, records by name key, objects read, merged, skipped)."""
    source = Path(source)
    try:
        size: int | None = source.stat().st_size
        if source.is_dir():
            raise CardImportError("is a directory, not a file", source)
        handle = open_text(source)
    except zipfile.BadZipFile:
        raise CardImportError("not a zip archive", source) from None
    except OSError as err:
        raise CardImportError(err.strerror or str(err), source) from None
    except READ_ERRORS as err:
        raise CardImportError(f"cannot read the file: {err}", source) from None
    compressed = source.suffix.lower() in (".gz", ".bz2", ".xz", ".lzma", ".zip")
    if compressed:
        size = None
    records: dict[str, CardRecord] = {}
    skipped: list[tuple[str, str]] = []
    read = merged = 0
    kinds: Counter[str] = Counter()
    with handle:
        stream = JsonStream(handle, source)
        for kind, obj in iter_card_objects(stream):
            read += 1
            kinds[kind] += 1
            try:
                record = record_from_object(kind, obj)
            except SkipCard as skip:
                skipped.append((_label(obj), str(skip)))
                if not records and len(skipped) >= MAX_LEADING_SKIPS:
                    raise CardImportError(f"the first {MAX_LEADING_SKIPS} objects hold no "
                                          f"importable card (the first: {skipped[0][1]}): "
                                          "not card data", source) from None
            else:
                key = name_key(record.name)
                old = records.get(key)
                if old is None:
                    records[key] = record
                else:
                    merged += 1
                    if not old.german_name and record.german_name:
                        records[key] = replace(old, german_name=record.german_name)
            if progress and read % PROGRESS_EVERY == 0:
                hint = int(read * size / max(stream.position, 1)) if size else None
                progress(read, max(hint, read) if hint else None)
    fmt = kinds.most_common(1)[0][0] if kinds else "empty"
    return fmt, records, read, merged, skipped


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


def import_cards(
    source: str | Path,
    target: str | Path | None = None,
    *,
    progress: Progress | None = None,
    compile_check: CompileCheck | None = None,
) -> ImportSummary:
    """Import a Scryfall oracle-cards, MTGJSON AllPrintings or AtomicCards file.

    Writes `target` (default: the user card database's imported.toml) atomically;
    raises CardImportError for a file that is not card data.
    """
    started = time.perf_counter()
    source = Path(source)
    target = Path(target) if target is not None else default_target()
    fmt, by_name, read, merged, skipped = read_cards(source, progress)
    if not by_name:
        # nothing to import: the user's card database stays as it is
        reason = f"{read} card objects read, none importable" + (
            f" (first: {skipped[0][0]!r}: {skipped[0][1]})" if skipped else "")
        raise CardImportError(f"no cards found: {reason}", source)
    records = sorted(by_name.values(), key=lambda r: r.name)
    compiled = None
    if compile_check is not None:
        compiled = 0
        for record in records:
            try:
                compiled += bool(compile_check(record))
            except Exception:  # a compiler bug must not lose the import
                continue
    header = f"Cards imported from {source.name} ({fmt}).\nImporting again replaces this file."
    write_cards_atomically(records, target, header)
    if progress:
        progress(read, read)
    return ImportSummary(
        source=source,
        target=target,
        format=fmt,
        read=read,
        written=len(records),
        merged=merged,
        skipped=tuple(skipped),
        compiled=compiled,
        seconds=time.perf_counter() - started,
    )
