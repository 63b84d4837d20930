"""`tabletop deck show FILE [--json]`: a deck list by zone, with counts and warnings.

    exit 0   every card is known
    exit 1   the deck was read, but some cards are unknown (listed with suggestions)
    exit 2   the file is not a deck list this program reads ("FILE:LINE: reason")

`--json` prints {"format", "name" (null when the file names none), "zones": {zone:
[{"name": English name, "count", "printing": "SET 123" or null}]}} and the warnings on
standard error.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, TextIO

from tabletop.cards.deck_model import ZONES, CardLookup, Deck, DeckProblem
from tabletop.cards.decks import read_deck

EXIT_OK, EXIT_UNKNOWN = 0, 1
ZONE_TITLES = {"commander": "Commander", "companion": "Companion", "main": "Main deck",
               "sideboard": "Sideboard"}
SHOWN_ORDER = ("commander", "companion", "main", "sideboard")


def deck_problems(deck: Deck, cards: CardLookup) -> list[DeckProblem]:
    """What the reader left out or changed, then every unknown card with suggestions."""
    return [*deck.notes, *deck.validate(cards)]


def deck_json(deck: Deck) -> dict[str, Any]:
    return {
        "format": deck.format,
        "name": deck.stated_name,
        "zones": {zone: [{"name": e.name, "count": e.count, "printing": e.printing}
                         for e in deck.zone(zone)] for zone in ZONES},
    }


def _write_text(deck: Deck, problems: list[DeckProblem], out: TextIO) -> None:
    total = sum(deck.count(zone) for zone in ("main", "commander"))
    out.write(f"{deck.name}  ({deck.format}, {total} cards in the game)\n")
    for zone in SHOWN_ORDER:
        entries = deck.zone(zone)
        if not entries:
            continue
        out.write(f"\n{ZONE_TITLES[zone]} ({deck.count(zone)})\n")
        for entry in entries:
            where = f"  [{entry.printing}]" if entry.printing else ""
            out.write(f"  {entry.count:>3} {entry.name}{where}\n")
    if problems:
        out.write(f"\nWarnings ({len(problems)})\n")
        out.writelines(f"  {problem}\n" for problem in problems)


def deck_show(file: str | Path, cards: CardLookup, *, as_json: bool = False,
              out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Print the deck (raises DeckFileError for a file that is not a deck list)."""
    out, err = out or sys.stdout, err or sys.stderr
    path = Path(file)
    read = read_deck(path)
    problems = deck_problems(read, cards)
    deck = read.resolved(cards)
    if as_json:
        json.dump(deck_json(deck), out, ensure_ascii=False, indent=2)
        out.write("\n")
        err.writelines(f"warning: {path}: {problem}\n" for problem in problems)
    else:
        _write_text(deck, problems, out)
    unknown = any(problem.reason.startswith("unknown card") for problem in problems)
    return EXIT_UNKNOWN if unknown else EXIT_OK
