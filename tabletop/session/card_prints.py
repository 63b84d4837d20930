"""Which cards a recording used, and whether they are still defined the same way.

A recording's header holds the fingerprint of the whole card database; its `cards`
records hold a fingerprint per card the game looked up. On reopening, a database
with another fingerprint is compared card by card, so the user learns which of the
recording's cards changed (or are gone) and can choose to replay anyway.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.session.recording_reader import Recording

UNKNOWN = "unknown"
"""The database fingerprint of a card look-up that has none (nothing to compare)."""


def database_print(cards: Any) -> str:
    """The fingerprint of the card database behind `cards`, or UNKNOWN."""
    fingerprint = getattr(cards, "fingerprint", None)
    return str(fingerprint()) if callable(fingerprint) else UNKNOWN


def card_print(cards: Any, name: str) -> str | None:
    """A short fingerprint of one card's printed facts, or None when `cards` cannot say
    (a plain look-up function) or does not know the card."""
    own = getattr(cards, "card_fingerprint", None)
    if callable(own):
        value = own(name)
        return None if value is None else str(value)
    find = getattr(getattr(cards, "database", None), "find", None)
    record = find(name) if callable(find) else None
    facts = getattr(record, "facts", None)
    if not callable(facts):
        return None
    text = json.dumps(facts(), sort_keys=True, ensure_ascii=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


class TrackingCards:
    """A card look-up that remembers the (English) names of the cards it gave out."""

    def __init__(self, cards: Callable[[str], Any]) -> None:
        self.cards = cards
        self.used: dict[str, None] = {}  # insertion-ordered set

    def __call__(self, name: str) -> Any:
        definition = self.cards(name)
        self.used.setdefault(str(getattr(definition, "name", name)), None)
        return definition


@dataclass(frozen=True, slots=True)
class CardChanges:
    """The card definitions of a recording differ from the ones at hand now.

    `changed`: cards of the recording defined differently now; `missing`: cards of the
    recording no longer known; `names_known`: False for a recording that lists no
    per-card fingerprints (written before they were recorded), so that which cards
    differ cannot be said. The window shows `message()` and asks whether to go on.
    """

    recorded: str
    current: str
    changed: tuple[str, ...] = ()
    missing: tuple[str, ...] = ()
    names_known: bool = True

    def message(self) -> str:
        if not self.names_known:
            return ("the recording was made with other card definitions (card database "
                    f"{self.recorded[:12]}, now {self.current[:12]}); it does not list its "
                    "cards, so which ones differ is unknown")
        parts = []
        if self.changed:
            parts.append("changed since: " + ", ".join(self.changed))
        if self.missing:
            parts.append("no longer known: " + ", ".join(self.missing))
        return "the recording was made with other card definitions (" + "; ".join(parts) + ")"

    def as_dict(self) -> dict[str, Any]:
        return {"recorded": self.recorded, "current": self.current,
                "changed": list(self.changed), "missing": list(self.missing),
                "names_known": self.names_known, "message": self.message()}


def compare_cards(recording: Recording, cards: Any) -> CardChanges | None:
    """How the recording's cards differ from `cards` now; None when replay is unaffected
    (same database, no fingerprint to compare, or none of the recording's cards changed)."""
    recorded, current = recording.header.cards, database_print(cards)
    if recorded == current or UNKNOWN in (recorded, current):
        return None
    if not recording.card_prints:
        return CardChanges(recorded, current, names_known=False)
    changed: list[str] = []
    missing: list[str] = []
    for name, fingerprint in sorted(recording.card_prints.items()):
        try:
            cards(name)
        except (KeyError, ValueError):  # unknown now, or no longer buildable
            missing.append(name)
            continue
        now = card_print(cards, name)
        if now is not None and now != fingerprint:
            changed.append(name)
    if not changed and not missing:
        return None
    return CardChanges(recorded, current, tuple(changed), tuple(missing))


def recording_card_changes(path: str | Path, cards: Any) -> CardChanges | None:
    """What the window asks before opening a recording: how its cards differ from `cards`
    (None: not at all). Raises SessionFileError for a file that is not a recording."""
    from tabletop.session.recording_reader import read_recording

    return compare_cards(read_recording(path), cards)
