"""The card pool every command and the window use: one definition of it, here.

`session_pool()` is the contract of ../shared/spec/scenario-format.md ("The program's
side"): the built-in cards, then the user's imports, then each `--cards FILE`
(`use_card_files`), the first source defining a name keeping it. A card is compiled
once: through the on-disk compile cache (`tabletop.cards.compile_cache`), so a second
start reads it instead of compiling.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

from tabletop.engine.model.characteristics import CardDefinition


class CardPool:
    """Looks cards up by English or German name (or a multi-face card's other names)
    and compiles each one once. `database`: a CardCatalog or a CardDatabase."""

    def __init__(self, database: Any | None = None) -> None:
        if database is None:
            from tabletop.cards.database import CardDatabase

            database = CardDatabase.builtin()
        self.database = database
        self._built: dict[str, CardDefinition] = {}

    def __call__(self, name: str) -> CardDefinition:
        from tabletop.cards.compile_cache import compiled_definition
        from tabletop.inputs.errors import TabletopDataError

        key = name.casefold()
        hit = self._built.get(key)
        if hit is not None:
            return hit
        try:
            record = self.database.get(name)
            definition = compiled_definition(record)
        except TabletopDataError as exc:  # unknown, or a card whose facts do not build
            raise KeyError(str(exc)) from exc
        self._built[key] = definition
        self._built[definition.name.casefold()] = definition
        return definition

    def fingerprint(self) -> str:
        return str(self.database.fingerprint())

    def card_fingerprint(self, name: str) -> str | None:
        """A short fingerprint of one card's printed facts (None: not known)."""
        from tabletop.cards.catalog import record_fingerprint

        record = self.database.find(name)
        return None if record is None else record_fingerprint(record)

    def suggestions(self, name: str) -> tuple[str, ...]:
        return tuple(self.database.suggestions(name))

    def unknown_name_message(self, name: str) -> str:
        """"unknown card 'X' (did you mean ...?)" for a name the pool does not know."""
        hints = self.suggestions(name)
        text = f"unknown card {name!r}"
        return text + (" (did you mean " + ", ".join(repr(h) for h in hints) + "?)"
                       if hints else " (no card has a similar name)")


@cache
def builtin_pool() -> CardPool:
    """The built-in cards alone (tests and the engine's own checks)."""
    return CardPool()


_extra_files: list[str] = []


def use_card_files(files: Sequence[str | Path]) -> None:
    """The `--cards FILE` sources of this run (the command line sets them once)."""
    _extra_files[:] = [str(f) for f in files]
    forget_pool()


def card_files_in_use() -> tuple[str, ...]:
    return tuple(_extra_files)


_pools: dict[tuple[str, int, tuple[str, ...]], CardPool] = {}


def session_pool() -> CardPool:
    """The one card pool: built-in cards, the user's imports, then the `--cards` files.
    Made again when the imports folder changed (an import or removal, also by another
    process). Raises a TabletopDataError for a `--cards` file that cannot be read."""
    from tabletop.cards.catalog import CardCatalog
    from tabletop.resources import imports_dir

    folder = imports_dir()
    try:
        changed = folder.stat().st_mtime_ns
    except OSError:
        changed = 0
    key = (str(folder), changed, tuple(_extra_files))
    pool = _pools.get(key)
    if pool is None:
        _pools.clear()
        pool = _pools[key] = CardPool(CardCatalog.standard(_extra_files))
    return pool


def forget_pool() -> None:
    """Read the sources again on the next `session_pool()` (after an import or removal)."""
    _pools.clear()


def user_pool() -> CardPool:
    """The session pool (the name the window used)."""
    return session_pool()
