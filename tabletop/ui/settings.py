"""The window's remembered settings (QSettings): the language, hidden hands, the layout.

With TABLETOP_DATA_DIR set (tests, portable use) the settings live in an INI
file there instead of the platform's settings store, so tests never touch the
user's real settings. The settings file is a file a person (or a crash) can break:
every value is read with its type checked, and a value of the wrong type or out of
range reads as the default, never an exception.
"""

from __future__ import annotations

import os
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

LANGUAGES: tuple[str, ...] = ("en", "de")


class LayoutMode(StrEnum):
    """The window's two panel layouts (`window_layout`): the table alone, or with the
    panels that explain it."""

    PLAY = "play"
    EXPLAIN = "explain"


DEFAULT_LANGUAGE = "en"


class Settings:
    """Typed access to the few things the window remembers."""

    def __init__(self, store: QSettings | None = None) -> None:
        self._store = store if store is not None else _default_store()

    @property
    def store(self) -> QSettings:
        return self._store

    def _value(self, key: str) -> object:
        try:
            return self._store.value(key)
        except (RuntimeError, TypeError, ValueError):  # a value Qt cannot convert
            return None

    @property
    def language(self) -> str:
        value = self._value("ui/language")
        return value if isinstance(value, str) and value in LANGUAGES else DEFAULT_LANGUAGE

    @language.setter
    def language(self, value: str) -> None:
        if value not in LANGUAGES:
            raise ValueError(f"unknown language {value!r} (known: {', '.join(LANGUAGES)})")
        self._store.setValue("ui/language", value)
        self._store.sync()

    @property
    def show_hidden_hands(self) -> bool:
        return _as_bool(self._value("table/show_hidden_hands"), default=False)

    @show_hidden_hands.setter
    def show_hidden_hands(self, value: bool) -> None:
        self._store.setValue("table/show_hidden_hands", bool(value))

    @property
    def animations(self) -> bool:
        """Cards slide, turn and pulse (View ▸ Animations); on unless switched off."""
        return _as_bool(self._value("table/animations"), default=True)

    @animations.setter
    def animations(self, value: bool) -> None:
        self._store.setValue("table/animations", bool(value))

    @property
    def window_geometry(self) -> QByteArray:
        """`QMainWindow.saveGeometry()` of the last session (empty: none or unreadable)."""
        return _as_bytes(self._value("window/geometry"))

    @window_geometry.setter
    def window_geometry(self, value: QByteArray) -> None:
        self._store.setValue("window/geometry", value)

    @property
    def window_state(self) -> QByteArray:
        """`QMainWindow.saveState()`: where the panels were (empty: none or unreadable)."""
        return _as_bytes(self._value("window/state"))

    @window_state.setter
    def window_state(self, value: QByteArray) -> None:
        self._store.setValue("window/state", value)

    @property
    def layout_mode(self) -> LayoutMode:
        """The panel layout last used: Play (the table alone) or Explain."""
        value = self._value("window/layout")
        try:
            return LayoutMode(value) if isinstance(value, str) else LayoutMode.PLAY
        except ValueError:
            return LayoutMode.PLAY

    @layout_mode.setter
    def layout_mode(self, value: LayoutMode) -> None:
        self._store.setValue("window/layout", value.value)

    def layout_state(self, mode: str) -> QByteArray:
        """`saveState()` of one layout mode (empty: none, reset or unreadable)."""
        return _as_bytes(self._value(f"window/layout_{mode}"))

    def set_layout_state(self, mode: str, value: QByteArray | None) -> None:
        if value is None:
            self._store.remove(f"window/layout_{mode}")
        else:
            self._store.setValue(f"window/layout_{mode}", value)

    def sync(self) -> None:
        self._store.sync()


def _as_bool(value: object, *, default: bool) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("1", "true", "yes", "0", "false",
                                                            "no"):
        return value.strip().lower() in ("1", "true", "yes")
    if isinstance(value, int):
        return value != 0
    return default


def _as_bytes(value: object) -> QByteArray:
    if isinstance(value, QByteArray):
        return value
    if isinstance(value, bytes):
        return QByteArray(value)
    return QByteArray()


def _default_store() -> QSettings:
    override = os.environ.get("TABLETOP_DATA_DIR")
    if override:
        path = Path(override) / "settings.ini"
        return QSettings(str(path), QSettings.Format.IniFormat)
    return QSettings("tabletop", "tabletop")
