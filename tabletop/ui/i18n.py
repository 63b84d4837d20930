"""English and German user interface through Qt's translation system.

Strings in the code are English and marked with `tr()` (QObject classes) or
`translate(context, text)`; `pyside6-lupdate` collects them into
`resources/translations/tabletop_de.ts` and `lrelease` compiles that into the
`.qm` file loaded here. Qt's own dialogs (buttons of message boxes) come from
Qt's `qtbase_de.qm`. Card names are not translated here: German card names
come from the card database (`CardDefinition.german_name`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP as _QT_TRANSLATE_NOOP
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from tabletop.resources import resource

from .settings import DEFAULT_LANGUAGE, LANGUAGES

LANGUAGE_NAMES: dict[str, str] = {"en": "English", "de": "Deutsch"}

# Marks a text for lupdate and returns it unchanged; PySide6's stub says it returns
# `object`, so the typed name is given here (lupdate knows calls by this name).
QT_TRANSLATE_NOOP = cast(Callable[[str, str], str], _QT_TRANSLATE_NOOP)

_installed: list[QTranslator] = []
_current = DEFAULT_LANGUAGE


def translate(context: str, text: str, disambiguation: str | None = None) -> str:
    """`text` in the current language (the context groups strings in the .ts file; the
    disambiguation tells two uses of one English text apart)."""
    return QCoreApplication.translate(context, text, disambiguation)


def current_language() -> str:
    return _current


def translations_dir() -> str:
    return str(resource("translations"))


def install(language: str) -> bool:
    """Switch the application's translators to `language`; True when its catalogue loaded.

    English needs no catalogue. Emits QEvent.LanguageChange to every widget (Qt does
    that when translators change), which the main window uses to retranslate itself.
    """
    global _current
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("create the QApplication before installing a translation")
    if language not in LANGUAGES:
        language = DEFAULT_LANGUAGE
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _current = language
    if language == "en":
        QLocale.setDefault(QLocale(QLocale.Language.English))
        return True
    ours = QTranslator(app)
    loaded = ours.load(f"tabletop_{language}", translations_dir())
    if loaded:
        app.installTranslator(ours)
        _installed.append(ours)
    qt = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(f"qtbase_{language}", qt_dir):
        app.installTranslator(qt)
        _installed.append(qt)
    QLocale.setDefault(QLocale(language))
    return loaded
