"""The window's remembered settings (QSettings): the user interface language.

With TABLETOP_DATA_DIR set (tests, portable use) the settings live in an INI
file there instead of the platform's settings store, so tests never touch the
user's real settings.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

LANGUAGES: tuple[str, ...] = ("en", "de")
DEFAULT_LANGUAGE = "en"


class Settings:
    """Typed access to the few things the window remembers."""

    def __init__(self, store: QSettings | None = None) -> None:
        self._store = store if store is not None else _default_store()

    @property
    def store(self) -> QSettings:
        return self._store

    @property
    def language(self) -> str:
        value = str(self._store.value("ui/language", DEFAULT_LANGUAGE) or DEFAULT_LANGUAGE)
        return value if value in LANGUAGES else DEFAULT_LANGUAGE

    @language.setter
    def language(self, value: str) -> None:
        if value not in LANGUAGES:
            raise ValueError(f"unknown language {value!r} (known: {', '.join(LANGUAGES)})")
        self._store.setValue("ui/language", value)
        self._store.sync()

    @property
    def show_hidden_hands(self) -> bool:
        return _as_bool(self._store.value("table/show_hidden_hands", False))

    @show_hidden_hands.setter
    def show_hidden_hands(self, value: bool) -> None:
        self._store.setValue("table/show_hidden_hands", bool(value))


def _as_bool(value: object) -> bool:
    if isinstance(value, str):
        return value.lower() in ("1", "true", "yes")
    return bool(value)


def _default_store() -> QSettings:
    override = os.environ.get("TABLETOP_DATA_DIR")
    if override:
        path = Path(override) / "settings.ini"
        return QSettings(str(path), QSettings.Format.IniFormat)
    return QSettings("tabletop", "tabletop")
