"""The paragraphs of a card's text box, from its printed text or its abilities now."""

from __future__ import annotations

from collections.abc import Iterable

from tabletop.engine.definitions.abilities import Ability, KeywordAbility

from .card_view import TextKind, TextLine


def is_reminder(line: str) -> bool:
    stripped = line.strip()
    return stripped.startswith("(") and stripped.endswith(")")


def text_line(line: str) -> TextLine:
    """A paragraph; a paragraph that is all reminder text is italic."""
    if is_reminder(line):
        return TextLine(line.strip(), True, TextKind.REMINDER)
    return TextLine(line)


def ability_lines(abilities: Iterable[Ability]) -> tuple[str, ...]:
    """Paragraphs for abilities: plain keywords run together ("Flying, vigilance")."""
    out: list[str] = []
    keywords: list[str] = []
    for ability in abilities:
        if isinstance(ability, KeywordAbility) and not ability.parameter_text:
            word = ability.text or ability.keyword or ""
            keywords.append(word if not keywords else word[:1].lower() + word[1:])
            continue
        if keywords:
            out.append(", ".join(keywords))
            keywords = []
        out.append(ability.text or ability.keyword or "")
    if keywords:
        out.append(", ".join(keywords))
    return tuple(line for line in out if line)
