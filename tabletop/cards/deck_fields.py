"""The pieces every deck reader checks the same way: counts, card names, printings, lines.

Only ASCII digits count (int() would also read "²" or "٣"), names are bounded and free of
control characters, and no pattern here backtracks on a long hostile line.
"""

from __future__ import annotations

import re
from pathlib import Path

from tabletop.cards.errors import DeckFileError
from tabletop.inputs.limits import MAX_COPIES, MAX_DECK_LINE_CHARS, MAX_NAME_LENGTH

COUNT = re.compile(r"[0-9]+")
SET_CODE = re.compile(r"[A-Za-z0-9_]{1,10}")
COLLECTOR_NUMBER = re.compile(r"[A-Za-z0-9★†*/-]{1,16}")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_SET_SUFFIX = re.compile(r"\(([A-Za-z0-9_]{2,8})\)(?:\s+([A-Za-z0-9★†*/-]{1,16}))?$")


def check_line(raw: str, number: int, path: Path | None) -> str:
    """The line without surrounding space; refuses one over the line limit."""
    if len(raw) > MAX_DECK_LINE_CHARS:
        raise DeckFileError(f"line longer than the limit of {MAX_DECK_LINE_CHARS} characters",
                            path, number)
    return raw.strip()


def check_count(digits: str, line: int | None, path: Path | None, what: str = "count") -> int:
    """A count of copies: ASCII digits, 1 to MAX_COPIES."""
    text = digits.strip()
    if not COUNT.fullmatch(text) or len(text) > 4 or not 0 < int(text) <= MAX_COPIES:
        raise DeckFileError(f"{what} {text[:8]!r} is not a count from 1 to {MAX_COPIES}",
                            path, line)
    return int(text)


def check_name(value: str | None, line: int | None, path: Path | None) -> str:
    card = (value or "").strip()
    if not card or len(card) > MAX_NAME_LENGTH:
        raise DeckFileError("card name is missing or too long", path, line)
    if _CONTROL.search(card):
        raise DeckFileError("card name holds a control character", path, line)
    return card


def printing(set_code: str | None, number: str | None, line: int | None,
             path: Path | None) -> str | None:
    """"SET 123" (set codes upper case), "SET", or None; refuses a malformed code."""
    code = (set_code or "").strip()
    if not code:
        return None
    if not SET_CODE.fullmatch(code):
        raise DeckFileError(f"set code {code[:12]!r} is not letters and digits", path, line)
    number = (number or "").strip()
    if number and not COLLECTOR_NUMBER.fullmatch(number):
        raise DeckFileError(f"collector number {number[:20]!r} is not valid", path, line)
    return f"{code.upper()} {number}" if number else code.upper()


def split_entry(line: str) -> tuple[str, str] | None:
    """'4 Name', '4x Name' or '4 x Name' to (digits, rest); None when it is not an entry."""
    count = COUNT.match(line)
    if count is None:
        return None
    rest = line[count.end():]
    if rest[:1] in ("x", "X") and rest[1:2].isspace():
        rest = rest[1:]
    elif not rest[:1].isspace():
        return None
    rest = rest.lstrip()
    if rest[:1] in ("x", "X") and rest[1:2].isspace():
        rest = rest[1:].lstrip()
    return (count.group(), rest) if rest else None


def set_suffix(card: str) -> tuple[int, str, str | None] | None:
    """Where a "(SET) 123" suffix starts in `card`, with the set and the number."""
    open_at = card.rfind("(")
    while open_at > 0:
        if card[open_at - 1].isspace():
            match = _SET_SUFFIX.match(card, open_at)
            if match:
                return open_at, match.group(1), match.group(2)
        open_at = card.rfind("(", 0, open_at)
    return None


def strip_comment(line: str) -> str:
    """'4 Lightning Bolt # burn' -> '4 Lightning Bolt' (a '#' after a space starts a
    comment or a Moxfield tag; no card name holds one)."""
    at = line.find("#")
    while at > 0:
        if line[at - 1].isspace():
            return line[:at].rstrip()
        at = line.find("#", at + 1)
    return line


def strip_finish_marks(card: str) -> str:
    """'Sol Ring (C21) 263 *F*' -> 'Sol Ring (C21) 263': Moxfield's and Archidekt's foil
    (*F*), etched (*E*) and other upper-case finish marks say nothing about the game."""
    while card.endswith("*"):
        start = card.rfind("*", 0, len(card) - 1)
        mark = card[start + 1:-1]
        if start <= 0 or not card[start - 1].isspace() or not (
                0 < len(mark) <= 6 and mark.isascii() and mark.isalpha() and mark.isupper()):
            break
        card = card[:start].rstrip()
    return card
