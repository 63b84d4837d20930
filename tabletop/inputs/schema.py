"""Pydantic schemas for the files we read: shared field types, and errors as "FILE:LINE: ...".

Every schema is strict (a string is never read as a number, a float never as an integer)
and forbids unknown keys. `schema_error` turns the first problem pydantic found into the
reader's error type: the line of the key in the text, the key path and a plain reason.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Annotated

from pydantic import ConfigDict, Field, StringConstraints, ValidationError
from pydantic_core import ErrorDetails

from tabletop.inputs.errors import TabletopDataError
from tabletop.inputs.limits import (
    MAX_AMOUNT,
    MAX_LIST_ITEMS,
    MAX_NAME_LENGTH,
    MAX_TEXT_LENGTH,
)
from tabletop.inputs.toml_file import dotted
from tabletop.inputs.toml_outline import line_of

Loc = tuple[str | int, ...]

STRICT = ConfigDict(strict=True, extra="forbid", frozen=True, populate_by_name=True)
"""The configuration of every file schema."""

Name = Annotated[str, StringConstraints(min_length=1, max_length=MAX_NAME_LENGTH)]
"""A card name, an alias, a player name, a counter kind: 1 to MAX_NAME_LENGTH characters."""
Text = Annotated[str, StringConstraints(max_length=MAX_TEXT_LENGTH)]
"""Free text up to MAX_TEXT_LENGTH characters."""
Amount = Annotated[int, Field(ge=-MAX_AMOUNT, le=MAX_AMOUNT)]
"""A number of a step or an expectation (damage, counters, life): |n| <= MAX_AMOUNT."""
Count = Annotated[int, Field(ge=0, le=MAX_AMOUNT)]
"""A non-negative number up to MAX_AMOUNT."""
NameList = Annotated[list[Name], Field(max_length=MAX_LIST_ITEMS)]
TextList = Annotated[list[Text], Field(max_length=MAX_LIST_ITEMS)]


def kind_of(value: object) -> str:
    """The TOML/JSON kind of a value, for messages: 'a string', 'an integer', ..."""
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        return "a float"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, dt.date | dt.time):
        return "a date or time"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "a table"
    return "null" if value is None else type(value).__name__


_WANTED = {
    "int_type": "an integer", "int_from_float": "an integer", "int_parsing": "an integer",
    "string_type": "a string", "bool_type": "true or false", "bool_parsing": "true or false",
    "dict_type": "a table", "model_type": "a table", "model_attributes_type": "a table",
    "list_type": "an array", "float_type": "a number", "tuple_type": "an array",
}


def reason_of(error: ErrorDetails) -> str:
    """A plain English reason for one pydantic error."""
    kind, ctx, given = error["type"], error.get("ctx") or {}, error.get("input")
    if kind == "missing":
        return "is required"
    if kind == "extra_forbidden":
        return "unknown key"
    if kind in _WANTED:
        return f"must be {_WANTED[kind]}, not {kind_of(given)}"
    if kind in ("greater_than_equal", "greater_than", "less_than_equal", "less_than"):
        bound = {"greater_than_equal": ("at least", "ge"), "greater_than": ("more than", "gt"),
                 "less_than_equal": ("at most", "le"), "less_than": ("less than", "lt")}[kind]
        return f"must be {bound[0]} {ctx.get(bound[1])} (it is {given!r})"
    if kind == "string_too_short":
        return "must not be empty"
    if kind == "string_too_long":
        return f"is longer than the limit of {ctx.get('max_length')} characters"
    if kind == "too_long":
        return f"has more than the limit of {ctx.get('max_length')} entries"
    if kind == "too_short":
        least = ctx.get("min_length")
        return f"needs at least {least} {'entry' if least == 1 else 'entries'}"
    if kind == "literal_error":
        return f"must be one of {ctx.get('expected')}, not {_shown(given)}"
    if kind in ("value_error", "assertion_error") and "error" in ctx:
        return str(ctx["error"])
    return str(error["msg"])


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def data_loc(data: object, loc: Sequence[str | int], *, missing: bool = False) -> Loc:
    """The part of a pydantic location that names keys and indices of the data itself
    (union member and tag names are dropped); a missing key's name is kept at the end."""
    kept: list[str | int] = []
    here = data
    for n, part in enumerate(loc):
        inside = (isinstance(here, dict) and part in here) or (
            isinstance(here, list) and isinstance(part, int) and 0 <= part < len(here))
        if inside:
            kept.append(part)
            here = here[part]  # type: ignore[index]
        elif missing and n == len(loc) - 1 and isinstance(part, str):
            kept.append(part)
    return tuple(kept)


def schema_error(
    exc: ValidationError,
    data: object,
    text: str,
    path: str | Path | None,
    error: type[TabletopDataError] = TabletopDataError,
    *,
    prefix: Loc = (),
    field_name: Callable[[Loc], str] = dotted,
) -> TabletopDataError:
    """The first problem of a validation as `error`: the key's line, its path and why.

    `data` is what was validated and `prefix` its place in the file (so that a step's
    schema error names "step 3.count" and finds its line). Of the errors pydantic gives
    for one value (one per member of a union) the most specific is told; type errors at
    the same place are told together ("must be an integer or a string, not a float")."""
    errors = exc.errors(include_url=False)
    located = [(data_loc(data, e["loc"], missing=e["type"] == "missing"), e) for e in errors]
    first_loc = located[0][0]
    same = [(loc, e) for loc, e in located if loc[:len(first_loc)] == first_loc]
    deepest = max(len(loc) for loc, _ in same)
    here = [(loc, e) for loc, e in same if len(loc) == deepest]
    loc, chosen = here[0]
    reason = reason_of(chosen)
    wanted = [_WANTED[e["type"]] for l2, e in here if l2 == loc and e["type"] in _WANTED]
    if len(wanted) > 1 and len(wanted) == len([1 for l2, _ in here if l2 == loc]):
        unique = list(dict.fromkeys(wanted))
        words = ", ".join(unique[:-1]) + " or " + unique[-1] if len(unique) > 1 else unique[0]
        reason = f"must be {words}, not {kind_of(chosen.get('input'))}"
    full = (*prefix, *loc)
    line = line_of(text, full) if full else None
    return error(reason, path, line, field_name(full) if full else None)
