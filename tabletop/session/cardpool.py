"""Card definitions for games: the card database compiled on demand, once per name."""

from __future__ import annotations

from functools import cache

from tabletop.engine.model.characteristics import CardDefinition


class CardPool:
    """Looks cards up by English or German name and compiles each one once."""

    def __init__(self, database: object | None = None) -> None:
        from tabletop.cards.database import CardDatabase

        self.database = database if database is not None else CardDatabase.builtin()
        self._built: dict[str, CardDefinition] = {}

    def __call__(self, name: str) -> CardDefinition:
        from tabletop.cards.build import build_definition
        from tabletop.inputs.errors import TabletopDataError

        key = name.casefold()
        hit = self._built.get(key)
        if hit is not None:
            return hit
        try:
            record = self.database.get(name)  # type: ignore[attr-defined]
            definition = build_definition(record)
        except TabletopDataError as exc:  # unknown, or a card whose facts do not build
            raise KeyError(str(exc)) from exc
        self._built[key] = definition
        self._built[definition.name.casefold()] = definition
        return definition

    def fingerprint(self) -> str:
        return str(self.database.fingerprint())  # type: ignore[attr-defined]


@cache
def builtin_pool() -> CardPool:
    return CardPool()


def user_pool() -> CardPool:
    """The built-in cards plus the user's imported card database (the window's pool)."""
    from tabletop.cards.database import CardDatabase

    return CardPool(CardDatabase.user())
