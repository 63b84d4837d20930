"""Typed errors for card files, deck files and imports: what the user sees, never a traceback."""

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


class CardFileError(TabletopDataError):
    """A card file (TOML) that is malformed or holds an invalid card."""


class DeckFileError(TabletopDataError):
    """A deck list that cannot be read."""


class CardImportError(TabletopDataError):
    """A downloaded card data file (MTGJSON, Scryfall) that cannot be imported."""


class UnknownCardError(TabletopDataError, LookupError):
    """A card name that is not in the database; carries close-match suggestions."""

    def __init__(self, name: str, suggestions: tuple[str, ...] = ()) -> None:
        self.name = name
        self.suggestions = suggestions
        reason = f"unknown card {name!r}"
        if suggestions:
            reason += " (did you mean " + ", ".join(repr(s) for s in suggestions) + "?)"
        super().__init__(reason)

    @property
    def message(self) -> str:
        return self.reason
