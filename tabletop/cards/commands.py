"""`tabletop cards check|show|import`: compile card files, show a card, import card data.

    tabletop cards check [FILE...]   "ok  Name" or "UNKNOWN  Name: clause" per card;
                                     exit 0 only when every clause is understood
                                     (no FILE: every card file in resources/cards)
    tabletop cards show NAME         a card's facts and its compiled abilities in words
                                     (English or German name)
    tabletop cards import FILE       MTGJSON or Scryfall data into the user's cards
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

from tabletop.cards.build import build_definition, reminders_of
from tabletop.cards.compiler.describe import describe_ability
from tabletop.cards.errors import CardFileError
from tabletop.cards.records import CARD_KEYS, CardRecord, load_card_file, record_from_table
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.inputs.errors import TabletopDataError
from tabletop.inputs.limits import MAX_CARD_FILE_BYTES
from tabletop.inputs.reading import read_text
from tabletop.inputs.toml_file import load_toml

EXIT_OK, EXIT_UNKNOWN, EXIT_ERROR = 0, 1, 2


def cards_command(args: argparse.Namespace) -> int:
    action = getattr(args, "cards_command", None)
    if action == "check":
        return check_command(args.files)
    if action == "show":
        return show_command(" ".join(args.name))
    if action == "import":
        return import_command(args.file)
    print("tabletop cards: choose check, show or import", file=sys.stderr)
    return EXIT_ERROR


# ------------------------------------------------------------------ check


def _lenient_records(path: Path) -> tuple[list[CardRecord], list[str]]:
    """A card file's records, ignoring keys our card files do not use (such as the
    provenance keys of the shared reference file); returns the ignored keys too."""
    text = read_text(path, MAX_CARD_FILE_BYTES, CardFileError)
    doc = load_toml(text, path, CardFileError)
    tables = doc.get("card", [])
    if not isinstance(tables, list):
        raise CardFileError("'card' must be an array of tables ([[card]])", path)
    ignored: set[str] = set()
    records = []
    for table in tables:
        if not isinstance(table, dict):
            raise CardFileError("'card' must be an array of tables ([[card]])", path)
        ignored |= set(table) - set(CARD_KEYS)
        kept = {k: v for k, v in table.items() if k in CARD_KEYS}
        records.append(record_from_table(kept, path=path))
    return records, sorted(ignored)


def load_records(path: Path) -> list[CardRecord]:
    """The records of a card file: strictly, or leniently when only unknown keys stand
    in the way (a note on stderr names them)."""
    try:
        return load_card_file(path)
    except CardFileError as err:
        if "unknown key" not in err.reason:
            raise
    records, ignored = _lenient_records(path)
    print(f"note: {path}: ignoring keys {', '.join(ignored)}", file=sys.stderr)
    return records


def _default_files() -> list[Path]:
    from tabletop.cards.database import card_files
    from tabletop.resources import resource

    try:
        return card_files(resource("cards"))
    except FileNotFoundError:
        return []


def check_lines(records: Iterable[CardRecord]) -> tuple[list[str], int, int]:
    """Report lines, cards and cards with unknown clauses."""
    lines: list[str] = []
    cards = unknown = 0
    for record in records:
        cards += 1
        definition = build_definition(record)
        if not definition.unknown_clauses:
            lines.append(f"ok  {record.name}")
            continue
        unknown += 1
        lines.extend(f"UNKNOWN  {record.name}: {clause}"
                     for clause in definition.unknown_clauses)
    return lines, cards, unknown


def check_command(files: Sequence[str]) -> int:
    paths = [Path(f) for f in files] or _default_files()
    if not paths:
        print("tabletop cards check: no card files found", file=sys.stderr)
        return EXIT_ERROR
    total = unknown = 0
    for path in paths:
        try:
            records = load_records(path)
            lines, cards, bad = check_lines(records)
        except TabletopDataError as err:
            print(f"error: {err}", file=sys.stderr)
            return EXIT_ERROR
        for line in lines:
            print(line)
        total += cards
        unknown += bad
    print(f"{total} cards: {total - unknown} compiled fully, {unknown} with unknown clauses")
    return EXIT_OK if unknown == 0 else EXIT_UNKNOWN


# ------------------------------------------------------------------ show


def _record_named(name: str) -> CardRecord:
    from tabletop.cards.database import CardDatabase

    return CardDatabase.builtin().get(name)


def describe_card(record: CardRecord, definition: CardDefinition) -> list[str]:
    """The card's printed facts, then its compiled abilities in words."""
    lines = [definition.name + (f" ({definition.german_name})" if definition.german_name
                                else "")]
    cost = definition.mana_cost.text
    lines.append(f"  {cost + '  ' if cost else ''}{definition.type_line}")
    if definition.color_indicator:
        colors = ", ".join(sorted(c.name.lower() for c in definition.color_indicator))
        lines.append(f"  colour indicator: {colors}")
    if definition.power is not None and definition.toughness is not None:
        lines.append(f"  P/T: {definition.power.text}/{definition.toughness.text}")
    if definition.loyalty is not None:
        lines.append(f"  loyalty: {definition.loyalty}")
    if definition.rules_text:
        lines.append("  Oracle text:")
        lines.extend(f"    {line}" for line in definition.rules_text.splitlines())
    lines.append("  Compiled abilities:")
    if not definition.abilities:
        lines.append("    (none)")
    for ability in definition.abilities:
        lines.extend(describe_ability(ability, "    "))
    if definition.unknown_clauses:
        lines.append("  Unknown clauses (played by hand):")
        lines.extend(f"    {clause}" for clause in definition.unknown_clauses)
    reminders = reminders_of(record)
    if reminders:
        lines.append("  Reminder text:")
        lines.extend(f"    ({r})" for r in reminders)
    return lines


def show_command(name: str) -> int:
    try:
        record = _record_named(name)
        definition = build_definition(record)
    except TabletopDataError as err:
        print(f"tabletop cards show: {err}", file=sys.stderr)
        return EXIT_ERROR
    for line in describe_card(record, definition):
        print(line)
    return EXIT_OK


# ------------------------------------------------------------------ import


def import_command(file: str) -> int:
    """Import MTGJSON or Scryfall bulk data into the user card database, with progress."""
    from tabletop.cards.importers import import_cards

    stream = sys.stderr
    shown = {"last": -1}

    def progress(done: int, total: int | None) -> None:
        if done - shown["last"] < 500 and done != total:
            return
        shown["last"] = done
        of = f" of ~{total}" if total else ""
        if stream.isatty():
            stream.write(f"\rreading cards: {done}{of}")
        else:
            stream.write(f"reading cards: {done}{of}\n")
        stream.flush()

    try:
        summary = import_cards(file, progress=progress,
                               compile_check=lambda r: not build_definition(r).unknown_clauses)
    except TabletopDataError as err:
        print(f"\ntabletop cards import: {err}", file=sys.stderr)
        return EXIT_ERROR
    if stream.isatty():
        stream.write("\n")
    print(summary)
    return EXIT_OK
