"""Chapters are read from the events each action of a line keeps: every turn's start (the
"turn" event) and every resolution of the stack (608.2: "resolve"; 608.2b: "fizzle",
a spell whose targets all became illegal leaves the stack without resolving)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.events import Event
from tabletop.session.session import HistoryEntry
from tabletop.ui import loader
from tabletop.ui.replay.chapters import (
    ChapterKind,
    chapter_after,
    chapter_before,
    chapters_of,
)

from .replay_helpers import CHAPTERS, TABLE


def entry(*kinds: str) -> HistoryEntry:
    return HistoryEntry(A.PassPriority("Alice"), [Event(k, k) for k in kinds], "hash")


def test_turns_and_resolutions_of_a_played_line() -> None:
    session = loader.open_files([str(TABLE)], record=False).session
    try:
        found = chapters_of(session.history)
    finally:
        session.close()
    assert [(c.position, c.kind.value) for c in found] == CHAPTERS
    assert [c.event.text for c in found if c.kind == ChapterKind.TURN] == [
        "Turn 2: Bob's turn", "Turn 3: Alice's turn", "Turn 4: Bob's turn"]


def test_a_spell_that_fizzles_ends_a_chapter_too_and_passes_do_not() -> None:
    line = [entry("pass"), entry("pass", "fizzle", "move"), entry("step", "pass"),
            entry("pass", "resolve", "turn")]
    found = chapters_of(line)
    assert [(c.position, c.kind) for c in found] == [
        (2, ChapterKind.RESOLUTION), (4, ChapterKind.RESOLUTION), (4, ChapterKind.TURN)]
    assert chapters_of([]) == []


def test_the_chapter_before_and_after_a_position() -> None:
    found = chapters_of([entry("resolve"), entry(), entry("turn"), entry()])
    assert chapter_after(found, 0).position == 1  # type: ignore[union-attr]
    assert chapter_after(found, 1).position == 3  # type: ignore[union-attr]
    assert chapter_after(found, 3) is None
    assert chapter_before(found, 3).position == 1  # on a chapter: the one before it
    assert chapter_before(found, 4).position == 3  # type: ignore[union-attr]
    assert chapter_before(found, 1) is None
