"""What was written to game objects, and when.

- **The undo log:** every write to a `GameObject` while an action runs is noted with the
  value it replaced, so a refused action is taken back in place (730) instead of copying
  the whole state before every action. Actions nest (a preview performs an action, an
  action may perform another): each level keeps a mark and takes back only what it wrote
  after the mark.
- **The write clock:** every write takes the next number, kept on the object
  (`written`), and the objects written most recently are kept in order, so "what changed
  since this moment" is answered from the writes since (state-based actions, 302.6
  control) instead of looking at every object on a big board.

One log and one record per thread (an export may replay a recording in a worker thread
while the window plays on).
"""

from __future__ import annotations

import itertools
import threading
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

_UNSET: Any = object()
"""The value a slot had before the object's own constructor filled it."""

WRITES = itertools.count(1)
"""The write clock: every write to a game object takes the next number (`written`)."""

RECENT = 8192
"""Recent writes kept per thread; a question about an older moment gets None."""


def write_clock() -> int:
    """A number later than every write so far and earlier than every write to come."""
    return next(WRITES)


class _Log(threading.local):
    def __init__(self) -> None:
        self.entries: list[tuple[object, str, object]] | None = None
        self.depth = 0
        # [clock of its latest write, object], oldest first; consecutive writes to one
        # object share an entry (a new object's fields, counters with their timestamps)
        self.recent: deque[list[Any]] = deque()
        self.lost = 0  # writes up to this clock may be missing from `recent`
        self.thread = threading.get_ident()


LOG = _Log()


def note(obj: object, name: str) -> int:
    """`obj.name` is about to be written (called by `GameObject` only): keep the value it
    holds for the undo log, and the object in the recent writes. Returns the clock."""
    entries = LOG.entries
    if entries is not None:
        old = getattr(obj, name, _UNSET)
        if old is not _UNSET:
            entries.append((obj, name, old))
    return stamp(obj)


def stamp(obj: object) -> int:
    """`obj` is written now: the next number on the clock, and its place among the recent
    writes. Returns the number."""
    log = LOG
    clock = next(WRITES)
    recent = log.recent
    if recent and recent[-1][1] is obj:
        recent[-1][0] = clock
    else:
        if len(recent) >= RECENT:
            log.lost = recent.popleft()[0]
        recent.append([clock, obj])
    return clock


def written_since(clock: int, thread: int) -> list[Any] | None:
    """The objects written after `clock` (a `write_clock()` taken in `thread`), newest
    first and possibly repeated; None when this thread's record does not reach back that
    far or the moment was taken in another thread (then look at every object)."""
    log = LOG
    if thread != log.thread or log.lost > clock:
        return None
    out: list[Any] = []
    for stamp, obj in reversed(log.recent):
        if stamp <= clock:
            break
        out.append(obj)
    return out


def this_thread() -> int:
    return LOG.thread


@contextmanager
def writes_noted() -> Iterator[int]:
    """Note object writes inside the block; yields the mark to take back to."""
    if LOG.entries is None:
        LOG.entries = []
    LOG.depth += 1
    try:
        yield len(LOG.entries)
    finally:
        LOG.depth -= 1
        if LOG.depth == 0:
            LOG.entries = None


def take_back(mark: int) -> None:
    """Restore every object written since `mark`, newest write first (each restore is a
    write on the clock too: the object changed back)."""
    entries = LOG.entries
    if entries is None:
        return
    for obj, name, old in reversed(entries[mark:]):
        object.__setattr__(obj, name, old)
        object.__setattr__(obj, "hashed", None)
        object.__setattr__(obj, "written", stamp(obj))
    del entries[mark:]
