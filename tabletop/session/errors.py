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
