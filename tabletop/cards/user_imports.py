"""The user's imported card sources: `<data>/cards/NAME.toml`, oldest first.

Each `tabletop cards import FILE` becomes its own named source (the file's name
without its extensions, or `--name`), written atomically (a temporary file, then a
rename); importing under the same name again replaces that source and keeps its place.
`sources.json` beside them (`import_folder`) keeps the order they were imported in and
what each came from; card files put there by hand join after the listed ones, in name
order. An import that reads no card, or a file that is not card data, changes nothing.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop.cards.errors import CardImportError
from tabletop.cards.import_folder import (
    NAME,
    imports_dir,
    ordered_imports,
    read_manifest,
    write_manifest,
)
from tabletop.cards.sources import IMPORT, CardSource, builtin_source, forget_cache, left_alone

if TYPE_CHECKING:  # the readers load when a file is imported, not on every start
    from tabletop.cards.importers import ImportSummary, Progress

_DATA_SUFFIXES = (".json", ".toml", ".gz", ".bz2", ".xz", ".lzma", ".zip")


@dataclass(frozen=True, slots=True)
class ImportedSource:
    """One line of `tabletop cards imports`."""

    name: str
    path: Path
    cards: int
    origin: str  # the file it was imported from ("" for a card file put there by hand)
    imported: str  # when (ISO 8601, UTC), or ""


def source_name(path: str | Path) -> str:
    """A source name from a file name: "AtomicCards.json.gz" -> "AtomicCards"."""
    stem = Path(path).name
    while Path(stem).suffix.lower() in _DATA_SUFFIXES:
        stem = stem[: -len(Path(stem).suffix)]
    cleaned = re.sub(r"[^A-Za-z0-9._-]+", "-", stem).strip("-._")[:64]
    return cleaned or "imported"


def check_name(name: str) -> str:
    if not NAME.fullmatch(name):
        raise CardImportError(f"a source name is letters, digits, '.', '_' and '-' (at most "
                              f"64, not starting with a sign), not {name!r}")
    return name


def import_sources() -> list[CardSource]:
    """The user's imports as card sources, oldest first."""
    return [CardSource(name, IMPORT, [path]) for name, path, _ in ordered_imports(imports_dir())]


def list_imports() -> list[ImportedSource]:
    out = []
    for (name, path, entry), source in zip(ordered_imports(imports_dir()), import_sources(),
                                           strict=True):
        cards = entry.get("cards")
        if not isinstance(cards, int):
            cards = len(source)
        out.append(ImportedSource(name, path, cards, str(entry.get("from", "")),
                                  str(entry.get("imported", ""))))
    return out


# ------------------------------------------------------------------ import, remove


def import_source(file: str | Path, name: str | None = None, *,
                  progress: Progress | None = None) -> ImportSummary:
    """Import a Scryfall, MTGJSON or card TOML file as the user's source `name` (default:
    from the file name). Raises CardImportError (nothing changed) for a file that is not
    card data or holds no card. The summary names the cards left alone: those an
    earlier source (the built-in cards, an older import) defines already."""
    from tabletop.cards.importers import (
        ImportSummary,
        no_cards_error,
        read_any_cards,
        write_cards_atomically,
    )

    started = time.perf_counter()
    file = Path(file)
    name = check_name(name or source_name(file))
    found = read_any_cards(file, progress)
    if not found.records:
        raise no_cards_error(found, file)
    folder = imports_dir()
    target = folder / f"{name}.toml"
    records = sorted(found.records.values(), key=lambda r: r.name)
    header = (f"Cards imported from {file.name} ({found.format}) as the source {name!r}.\n"
              "`tabletop cards import` writes this file; `tabletop cards remove` removes it.")
    if progress:
        # the last report comes before anything is written: a cancel (an exception raised
        # by `progress`) leaves the user's cards as they were
        progress(found.read, found.read)
    write_cards_atomically(records, target, header)
    entries = [e for e in read_manifest(folder) if e["name"] != name]
    place = next((i for i, e in enumerate(read_manifest(folder)) if e["name"] == name),
                 len(entries))
    entries.insert(place, {"name": name, "from": str(file.name), "format": found.format,
                           "cards": len(records),
                           "imported": datetime.now(UTC).isoformat(timespec="seconds")})
    write_manifest(folder, entries)
    sources = [builtin_source(), *import_sources()]
    new = next(s for s in sources if s.kind == IMPORT and s.name == name)
    new.prime(records)
    kept = left_alone(sources, new)
    return ImportSummary(
        source=file, target=target, format=found.format, read=found.read,
        written=len(records), merged=found.merged, skipped=tuple(found.skipped),
        compiled=None, seconds=time.perf_counter() - started, records=tuple(records),
        name=name, left_alone=tuple(kept))


def remove_import(name: str) -> ImportedSource:
    """Remove the user's source `name`; raises CardImportError naming the sources there
    are when there is none of that name."""
    folder = imports_dir()
    found = next((s for s in list_imports() if s.name == name), None)
    if found is None:
        known = ", ".join(s.name for s in list_imports()) or "none"
        raise CardImportError(f"no imported source {name!r} (imported: {known})")
    forget_cache(CardSource(name, IMPORT, [found.path]))
    found.path.unlink()
    write_manifest(folder, [e for e in read_manifest(folder) if e["name"] != name])
    return found


def summary_for_window(summary: ImportSummary) -> ImportSummary:
    """The summary without the records (the window keeps only what it shows)."""
    return replace(summary, records=())
