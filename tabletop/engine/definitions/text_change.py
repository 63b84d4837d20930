"""Text-changing effects (612): rewriting colour words and basic land types in abilities.

612.2: only words used as a colour word or land type change, never names. Abilities are
compiled data, so the change is made structurally: colour values and land-type subtypes
inside the ability's filters, keywords ("islandwalk") and rules text are rewritten.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from tabletop.engine.model.enums import Color

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def _word_pattern(old: str) -> re.Pattern[str]:
    # "nonblack", "islandwalk", "Islands": the word inside compounds and plurals
    return re.compile(rf"(?i)(non)?{re.escape(old)}")


def rewrite_text(text: str, old: str, new: str) -> str:
    def sub(m: re.Match[str]) -> str:
        word = m.group(0)
        prefix = m.group(1) or ""
        body = word[len(prefix):]
        replaced = new.capitalize() if body[:1].isupper() else new.lower()
        return prefix + replaced

    return _word_pattern(old).sub(sub, text)


def rewrite(value: Any, old: str, new: str, *, _depth: int = 0) -> Any:
    """A copy of `value` with the colour word or land type `old` replaced by `new`."""
    if _depth > 40:
        return value
    old_color = _color(old)
    new_color = _color(new)
    if isinstance(value, Color):
        return new_color if old_color is not None and value == old_color and new_color else value
    if isinstance(value, str):
        if value == old and old in BASIC_LAND_TYPES:
            return new
        return rewrite_text(value, old, new) if re.search(
            rf"(?i){re.escape(old)}", value) else value
    if isinstance(value, tuple):
        items = tuple(rewrite(v, old, new, _depth=_depth + 1) for v in value)
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    if isinstance(value, frozenset):
        changed = frozenset(rewrite(v, old, new, _depth=_depth + 1) for v in value)
        return value if changed == value else changed
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if type(value).__name__ == "CardDefinition":
            return value
        changes: dict[str, Any] = {}
        for f in dataclasses.fields(value):
            if not f.init:
                continue
            current = getattr(value, f.name)
            updated = rewrite(current, old, new, _depth=_depth + 1)
            if updated is not current and updated != current:
                changes[f.name] = updated
        return dataclasses.replace(value, **changes) if changes else value
    return value


def _color(word: str) -> Color | None:
    try:
        return Color.from_word(word)
    except ValueError:
        return None
