"""Errors raised when a session file (recording, scenario) cannot be used."""

from __future__ import annotations

from pathlib import Path

from tabletop.inputs.errors import TabletopDataError


class SessionFileError(TabletopDataError):
    """A session file is unusable; `str()` reads "file:line: reason".

    `line` is the 1-based line number, or None when the problem concerns the
    whole file (its size, for instance); the text is then "file: reason".
    """

    path: Path

    def __init__(self, path: str | Path, line: int | None, reason: str) -> None:
        super().__init__(reason, path=path, line=line)

    def __reduce__(self) -> tuple[type[SessionFileError], tuple[Path, int | None, str]]:
        return (type(self), (self.path, self.line, self.reason))


class CardsChanged(Exception):
    """A recording was made with other card definitions than the ones at hand.

    `changes` (a `card_prints.CardChanges`) names the cards that differ; open the
    recording with `allow_changed_cards=True` to replay it anyway.
    """

    def __init__(self, path: str | Path, changes: object) -> None:
        self.path = Path(path)
        self.changes = changes
        message = getattr(changes, "message", None)
        super().__init__(f"{self.path}: {message() if callable(message) else changes}")


class ReplayDiverged(Exception):
    """A recording whose re-execution does not give what was recorded: names the action
    (its number in the file and its line) and what differs."""

    def __init__(self, n: int, reason: str, line: int = 0) -> None:
        super().__init__(f"action {n}: {reason}")
        self.n = n
        self.reason = reason
        self.line = line
