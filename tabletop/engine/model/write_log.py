"""The undo log of game objects: every write to a `GameObject` while an action runs is
noted with the value it replaced, so a refused action is taken back in place (730)
instead of copying the whole state before every action.

One log per thread (an export may replay a recording in a worker thread while the
window plays on). Actions nest (a preview performs an action, an action may perform
another): each level keeps a mark and takes back only what it wrote after the mark.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

_UNSET: Any = object()
"""The value a slot had before the object's own constructor filled it."""


WRITES = itertools.count(1)
"""The write clock: every write to a game object takes the next number (`written`)."""


def write_clock() -> int:
    """A number later than every write so far and earlier than every write to come."""
    return next(WRITES)


class _Log(threading.local):
    entries: list[tuple[object, str, object]] | None = None
    depth: int = 0


LOG = _Log()


def note(obj: object, name: str) -> None:
    """Keep what `obj.name` holds before it is written (called by `GameObject` only)."""
    entries = LOG.entries
    if entries is not None:
        old = getattr(obj, name, _UNSET)
        if old is not _UNSET:
            entries.append((obj, name, old))


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
    """Restore every object written since `mark`, newest write first."""
    entries = LOG.entries
    if entries is None:
        return
    for obj, name, old in reversed(entries[mark:]):
        object.__setattr__(obj, name, old)
        object.__setattr__(obj, "hashed", None)
        object.__setattr__(obj, "written", next(WRITES))
    del entries[mark:]
