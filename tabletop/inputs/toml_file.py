"""TOML text to data, guarded: shape checked before parsing, values checked after.

`load_toml` never lets the parser recurse past the nesting limit or spend quadratic time
on a dotted key (`check_shape` runs first), turns every parser failure into the reader's
error type with the line, and refuses integers outside 64 bits (toml.io: an integer that
cannot be represented losslessly is an error) and data nested deeper than the limit.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop.inputs.errors import TabletopDataError
from tabletop.inputs.limits import MAX_INTEGER, MAX_NESTING_DEPTH, MIN_INTEGER
from tabletop.inputs.toml_outline import Loc, TomlShapeError, check_shape, line_of

_AT = re.compile(r"\s*\(at line (\d+), column (\d+)\)\s*$")
_LONG_DIGITS = re.compile(r"[0-9_]{4000,}")


def load_toml(text: str, path: str | Path | None = None,
              error: type[TabletopDataError] = TabletopDataError, *,
              field_name: Callable[[Loc], str] | None = None) -> dict[str, Any]:
    """Parse TOML text; raises `error` ("FILE:LINE: reason"), never a parser exception.
    `field_name` writes a key path in messages (default: a.b[2].c)."""
    try:
        check_shape(text)
    except TomlShapeError as exc:
        raise error(exc.reason, path, exc.line) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        reason, line = _decode_error(str(exc), text)
        raise error(f"invalid TOML: {reason}", path, line) from None
    except ValueError:  # an integer beyond the interpreter's digit limit
        found = _LONG_DIGITS.search(text)
        line = text.count("\n", 0, found.start()) + 1 if found else None
        raise error("a number with thousands of digits", path, line) from None
    except (RecursionError, MemoryError):
        raise error("the file is too complex to read", path) from None
    check_values(data, text, path, error, field_name or dotted)
    return data


def _decode_error(message: str, text: str) -> tuple[str, int | None]:
    at = _AT.search(message)
    if at is not None:
        return f"{_AT.sub('', message)} (column {at.group(2)})", int(at.group(1))
    if "end of document" in message:
        return message.replace(" (at end of document)", " at the end"), text.count("\n") + 1
    return message, None


def check_values(data: dict[str, Any], text: str, path: str | Path | None,
                 error: type[TabletopDataError],
                 field_name: Callable[[Loc], str] | None = None) -> None:
    """Integers within 64 bits and nesting within the limit, walked without recursion."""
    name = field_name or dotted
    pending: list[tuple[Any, Loc]] = [(data, ())]
    while pending:
        value, loc = pending.pop()
        if isinstance(value, dict):
            children: Any = value.items()
        elif isinstance(value, list):
            children = enumerate(value)
        else:
            if isinstance(value, int) and not isinstance(value, bool) \
                    and not MIN_INTEGER <= value <= MAX_INTEGER:
                raise error("integer outside the 64-bit range TOML allows", path,
                            line_of(text, loc), name(loc))
            continue
        if len(loc) >= MAX_NESTING_DEPTH:
            raise error(f"nested deeper than the limit of {MAX_NESTING_DEPTH} levels", path,
                        line_of(text, loc), name(loc))
        pending.extend((child, (*loc, key)) for key, child in children)


def dotted(loc: Loc) -> str:
    """A key path as written in messages: a.b[2].c"""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out
