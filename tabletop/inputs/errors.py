"""The one error type of every reader: names the file, the place and the reason."""

from __future__ import annotations

from pathlib import Path


class TabletopDataError(Exception):
    """A data file that cannot be read: names the file, the line (or field) and the reason.

    `str(error)` reads like a compiler message: "cards.toml:12: reason" or
    "cards.toml: card 'X', field 'power': reason".
    """

    def __init__(
        self,
        reason: str,
        path: str | Path | None = None,
        line: int | None = None,
        field: str | None = None,
    ) -> None:
        self.reason = reason
        self.path = Path(path) if path is not None else None
        self.line = line
        self.field = field
        super().__init__(self.message)

    @property
    def message(self) -> str:
        where = str(self.path) if self.path is not None else "<data>"
        if self.line is not None:
            where = f"{where}:{self.line}"
        if self.field:
            where = f"{where}: {self.field}"
        return f"{where}: {self.reason}"

    def __str__(self) -> str:
        return self.message
