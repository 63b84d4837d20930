"""`tabletop cards check|show|import|imports|remove`.

    tabletop cards check [FILE...] [--json]   card TOML, MTGJSON or Scryfall files (no
                                     FILE: every card of the pool): "ok  Name" or
                                     "UNKNOWN  Name: clause" per card, the unreadable
                                     clauses most frequent first, and "N of M cards play
                                     fully (P%)"; exit 0 only when every card plays
    tabletop cards show NAME         a card's facts and compiled abilities (English or
                                     German name, or a multi-face card's other names)
    tabletop cards import FILE [--name NAME]   a named source of the user's cards
    tabletop cards imports           the user's sources, with card counts
    tabletop cards remove NAME       remove one of them
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TextIO

from tabletop.cards.build import reminders_of
from tabletop.cards.compile_cache import compile_cache, compiled_definition
from tabletop.cards.compiler.describe import describe_ability
from tabletop.cards.coverage import Coverage, measure
from tabletop.cards.records import CardRecord
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.inputs.errors import TabletopDataError

EXIT_OK, EXIT_UNKNOWN, EXIT_ERROR = 0, 1, 2
SHOWN_NAMES = 10  # names listed per reason or of those left alone; the rest are counted


def cards_command(args: argparse.Namespace) -> int:
    action = getattr(args, "cards_command", None)
    extra = list(getattr(args, "cards", None) or ())
    if action == "check":
        return check_command(args.files, as_json=args.json, extra_cards=extra)
    if action == "show":
        return show_command(" ".join(args.name), extra_cards=extra)
    if action == "import":
        return import_command(args.file, name=args.name)
    if action == "imports":
        return imports_command()
    if action == "remove":
        return remove_command(args.name)
    print("tabletop cards: choose check, show, import, imports or remove", file=sys.stderr)
    return EXIT_ERROR


def _progress_printer(stream: TextIO, what: str) -> Callable[[int, int | None], None]:
    """Progress on stderr: one line rewritten on a terminal, a line per step otherwise."""
    shown = {"last": 0}

    def progress(done: int, total: int | None) -> None:
        if done - shown["last"] < 500 and done != total:
            return
        shown["last"] = done
        of = f" of ~{total}" if total else ""
        end = "\r" if stream.isatty() else "\n"
        stream.write(f"{what}: {done}{of}{end}")
        stream.flush()

    return progress


# ------------------------------------------------------------------ check


def load_records(path: Path) -> list[CardRecord]:
    """The records of a card TOML (leniently: a note names keys left out), MTGJSON or
    Scryfall file."""
    from tabletop.cards.sources import read_source_records

    return read_source_records(path)


def _pool_records(extra_cards: Sequence[str]) -> list[CardRecord]:
    from tabletop.cards.catalog import CardCatalog

    return list(CardCatalog.standard(extra_cards))


def check_lines(records: Iterable[CardRecord]) -> tuple[list[str], int, int]:
    """Report lines, cards and cards that do not play fully (compiled through the cache,
    on every processor)."""
    records = list(records)
    cache = compile_cache()
    cache.fill(records)
    coverage = measure(records, cache.definition)
    return report_lines(coverage), coverage.cards, coverage.cards - coverage.playable


def report_lines(coverage: Coverage) -> list[str]:
    """"ok  Name" or "UNKNOWN  Name: clause" per card, the unreadable clauses most
    frequent first, and "N of M cards play fully (P%)"."""
    lines: list[str] = []
    for result in coverage.results:
        if not result.clauses:
            lines.append(f"ok  {result.name}")
        lines.extend(f"UNKNOWN  {result.name}: {clause}" for clause in result.clauses)
    blocked = coverage.unknown_clauses()
    if blocked:
        lines.append("")
        lines.append("Unreadable clauses, most frequent first (cards each blocks):")
        lines.extend(f"{count:6}  {text}" for text, count in blocked)
    lines.append(coverage.summary_line())
    return lines


def check_command(files: Sequence[str], *, as_json: bool = False,
                  extra_cards: Sequence[str] = ()) -> int:
    records: list[CardRecord] = []
    try:
        if files:
            for file in files:
                records.extend(load_records(Path(file)))
        else:
            records = _pool_records(extra_cards)
    except TabletopDataError as err:
        print(f"error: {err}", file=sys.stderr)
        return EXIT_ERROR
    stream = sys.stderr
    report = _progress_printer(stream, "compiling") if len(records) > 500 else None
    cache = compile_cache()
    cache.fill(records, None if report is None else lambda n: report(n, len(records)))
    coverage = measure(records, cache.definition)
    if report is not None and stream.isatty():
        stream.write("\n")
    if as_json:
        print(json.dumps(coverage.as_json(), indent=2, ensure_ascii=False))
    else:
        for line in report_lines(coverage):
            print(line)
    return EXIT_OK if coverage.playable == coverage.cards else EXIT_UNKNOWN


# ------------------------------------------------------------------ show


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
    if record.faces:
        lines.append(f"  faces ({record.layout}): {record.full_name}")
    if definition.rules_text:
        lines.append("  Oracle text:")
        lines.extend(f"    {line}" for line in definition.rules_text.splitlines())
    lines.append("  Compiled abilities:")
    if not definition.abilities:
        lines.append("    (none)")
    for ability in definition.abilities:
        lines.extend(describe_ability(ability, "    "))
    for n, face in enumerate(definition.faces, 1):  # each face on its own (709, 712, 715)
        cost = face.mana_cost.text
        lines.append(f"  Face {n}: {face.name}  {cost + '  ' if cost else ''}{face.type_line}")
        for ability in face.abilities:
            lines.extend(describe_ability(ability, "    "))
    if definition.unknown_clauses:
        lines.append("  Unknown clauses (played by hand):")
        lines.extend(f"    {clause}" for clause in definition.unknown_clauses)
    reminders = reminders_of(record)
    if reminders:
        lines.append("  Reminder text:")
        lines.extend(f"    ({r})" for r in reminders)
    if record.printings:
        shown = ", ".join(p.set + (f" #{p.number}" if p.number else "")
                          for p in record.printings[:SHOWN_NAMES])
        more = len(record.printings) - SHOWN_NAMES
        lines.append(f"  printings: {shown}" + (f" and {more} more" if more > 0 else ""))
    return lines


def show_command(name: str, *, extra_cards: Sequence[str] = ()) -> int:
    from tabletop.cards.catalog import CardCatalog

    try:
        catalog = CardCatalog.standard(extra_cards)
        found = catalog.locate(name)
        if found is None:
            catalog.get(name)  # raises UnknownCardError with the nearest names
            return EXIT_ERROR
        source, record = found
        definition = compiled_definition(record)
    except TabletopDataError as err:
        print(f"tabletop cards show: {err}", file=sys.stderr)
        return EXIT_ERROR
    lines = describe_card(record, definition)
    lines.insert(1, f"  from {source.label}")
    for line in lines:
        print(line)
    return EXIT_OK


# ------------------------------------------------------------------ import


def _names(names: Sequence[str]) -> str:
    shown = ", ".join(names[:SHOWN_NAMES])
    more = len(names) - SHOWN_NAMES
    return shown + (f" and {more} more" if more > 0 else "")


def import_command(file: str, *, name: str | None = None) -> int:
    """Import MTGJSON, Scryfall or card TOML data as one of the user's sources."""
    from tabletop.cards.user_imports import import_source

    stream = sys.stderr
    try:
        summary = import_source(file, name, progress=_progress_printer(stream, "reading cards"))
    except TabletopDataError as err:
        print(f"\ntabletop cards import: {err}; nothing was changed", file=sys.stderr)
        return EXIT_ERROR
    if stream.isatty():
        stream.write("\n")
    print(f"imported {summary.written} cards as the source {summary.name!r}: "
          f"written to {summary.target}")
    print(summary)
    if summary.left_alone:
        print(f"left alone (an earlier source defines them, its definition stays): "
              f"{_names(list(summary.left_alone))}")
    for reason, labels in summary.skipped_by_reason():
        print(f"skipped {len(labels)}: {reason}: {_names(labels)}")
    return EXIT_OK


def imports_command() -> int:
    from tabletop.cards.import_folder import imports_dir
    from tabletop.cards.user_imports import list_imports

    sources = list_imports()
    print(f"imported card sources in {imports_dir()} (used in this order, after the "
          "built-in cards):")
    if not sources:
        print("  none (tabletop cards import FILE adds one)")
    for source in sources:
        origin = f"  from {source.origin}" if source.origin else ""
        when = f"  {source.imported}" if source.imported else ""
        print(f"  {source.name}  {source.cards} cards{origin}{when}")
    return EXIT_OK


def remove_command(name: str) -> int:
    from tabletop.cards.user_imports import remove_import

    try:
        removed = remove_import(name)
    except TabletopDataError as err:
        print(f"tabletop cards remove: {err}", file=sys.stderr)
        return EXIT_ERROR
    print(f"removed the source {removed.name!r} ({removed.cards} cards, {removed.path})")
    return EXIT_OK
