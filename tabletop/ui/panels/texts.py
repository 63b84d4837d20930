"""Translated texts of the panels (Qt's translation system, see `tabletop.ui.i18n`).

The engine and `panel_models` stay English; the panels translate what they show here.
`QT_TRANSLATE_NOOP` marks the texts that come from elsewhere (layer titles, column
headers, value labels) so that lupdate collects them into the .ts file.
"""

from __future__ import annotations

from tabletop.engine.model.enums import Layer
from tabletop.ui.i18n import QT_TRANSLATE_NOOP, translate
from tabletop.ui.type_words import type_line_text

#: Layer.title of every layer (tabletop/engine/enums.py), for lupdate
LAYER_TITLES = (
    QT_TRANSLATE_NOOP("Layer", "Copy effects"),
    QT_TRANSLATE_NOOP("Layer", "Face-down"),
    QT_TRANSLATE_NOOP("Layer", "Control"),
    QT_TRANSLATE_NOOP("Layer", "Text-changing"),
    QT_TRANSLATE_NOOP("Layer", "Type-changing"),
    QT_TRANSLATE_NOOP("Layer", "Colour-changing"),
    QT_TRANSLATE_NOOP("Layer", "Ability-adding and -removing"),
    QT_TRANSLATE_NOOP("Layer", "P/T from characteristic-defining abilities"),
    QT_TRANSLATE_NOOP("Layer", "P/T set to a value (base P/T)"),
    QT_TRANSLATE_NOOP("Layer", "P/T modified, counters"),
    QT_TRANSLATE_NOOP("Layer", "P/T switched"),
    QT_TRANSLATE_NOOP("Layer", "Effects on players"),
    QT_TRANSLATE_NOOP("Layer", "Effects on the rules"),
)

#: panel_models.INSPECTOR_COLUMNS, for lupdate
INSPECTOR_HEADERS = (
    QT_TRANSLATE_NOOP("InspectorPanel", "Layer"),
    QT_TRANSLATE_NOOP("InspectorPanel", "Effect"),
    QT_TRANSLATE_NOOP("InspectorPanel", "Value after"),
    QT_TRANSLATE_NOOP("InspectorPanel", "Source"),
    QT_TRANSLATE_NOOP("InspectorPanel", "ts"),
    QT_TRANSLATE_NOOP("InspectorPanel", "Rule"),
    QT_TRANSLATE_NOOP("InspectorPanel", "Note"),
)

#: the labels of panel_models.value_items, for lupdate
VALUE_LABELS = (
    QT_TRANSLATE_NOOP("Values", "name"),
    QT_TRANSLATE_NOOP("Values", "controller"),
    QT_TRANSLATE_NOOP("Values", "types"),
    QT_TRANSLATE_NOOP("Values", "colours"),
    QT_TRANSLATE_NOOP("Values", "text"),
    QT_TRANSLATE_NOOP("Values", "abilities"),
    QT_TRANSLATE_NOOP("Values", "P/T"),
)

#: the dock titles (tabletop/ui/panels/__init__.py PANELS), for lupdate
DOCK_TITLES = (
    QT_TRANSLATE_NOOP("Panels", "Layer inspector"),
    QT_TRANSLATE_NOOP("Panels", "Layer timeline"),
    QT_TRANSLATE_NOOP("Panels", "Event log"),
    QT_TRANSLATE_NOOP("Panels", "History"),
    QT_TRANSLATE_NOOP("Panels", "Hypothetical"),
)


def layer_title(layer: Layer) -> str:
    """The layer's title (613.1) in the interface language."""
    return translate("Layer", layer.title)


def column_title(name: str) -> str:
    """A column header of the inspector in the interface language."""
    return translate("InspectorPanel", name)


def value_label(label: str) -> str:
    """A characteristic's label ('types', 'P/T') in the interface language."""
    return translate("Values", label)


def dock_title(title: str) -> str:
    return translate("Panels", title)


#: the words panel_models writes for an empty value, for lupdate
EMPTY_VALUES = (
    QT_TRANSLATE_NOOP("Values", "colourless"),
    QT_TRANSLATE_NOOP("Values", "no abilities"),
    QT_TRANSLATE_NOOP("Values", "(no name)"),
)


def shown_value(label: str, value: str) -> str:
    """A characteristic's value as the panels show it: type lines and the words for an
    empty value in the interface language (names, Oracle text and numbers as they are)."""
    if label == "types":
        return type_line_text(value)
    if value in EMPTY_VALUES:
        return translate("Values", value)
    return value


def shown_items(items: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    return tuple((label, shown_value(label, value)) for label, value in items)
