"""Typed errors for card files, deck files and imports: what the user sees, never a traceback."""

from __future__ import annotations

from tabletop.inputs.errors import TabletopDataError


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
