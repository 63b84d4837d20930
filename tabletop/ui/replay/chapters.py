"""Chapters of a line of play: where a turn begins and where the stack resolves.

A chapter is a playhead position (the game after that many actions) whose action
began a turn (500.1, the "turn" event) or resolved the top object of the stack
(608.2, "resolve"; a spell whose targets all became illegal doesn't resolve but
leaves the stack all the same, 608.2b, "fizzle"). Read from the events the
session keeps with each action: nothing is re-executed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from tabletop.engine.model.events import Event
from tabletop.session.session import HistoryEntry

__all__ = ["Chapter", "ChapterKind", "chapter_after", "chapter_before", "chapters_of"]


class ChapterKind(Enum):
    TURN = "turn"
    RESOLUTION = "resolution"


KINDS: dict[str, ChapterKind] = {
    "turn": ChapterKind.TURN,
    "resolve": ChapterKind.RESOLUTION,
    "fizzle": ChapterKind.RESOLUTION,
}


@dataclass(frozen=True, slots=True)
class Chapter:
    """The game after `position` actions begins a turn or has resolved `event`'s object."""

    position: int
    kind: ChapterKind
    event: Event


def chapters_of(line: Sequence[HistoryEntry]) -> list[Chapter]:
    """Every chapter of `line` in order (an action may start more than one)."""
    found: list[Chapter] = []
    for position, entry in enumerate(line, start=1):
        for event in entry.events:
            kind = KINDS.get(event.kind)
            if kind is not None:
                found.append(Chapter(position, kind, event))
    return found


def chapter_after(chapters: Sequence[Chapter], position: int) -> Chapter | None:
    """The first chapter after `position`."""
    return next((c for c in chapters if c.position > position), None)


def chapter_before(chapters: Sequence[Chapter], position: int) -> Chapter | None:
    """The last chapter before `position` (from a chapter's own position: the one before)."""
    earlier = [c for c in chapters if c.position < position]
    return earlier[-1] if earlier else None
