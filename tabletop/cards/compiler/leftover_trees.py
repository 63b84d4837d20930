"""A guard for the compiler: a grammar rule that no transformer method turns into a
definition leaves lark's raw parse tree inside what a clause compiled to. Such a clause
was read but never became engine behaviour, so it counts as not understood."""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from lark import Token, Tree

_LEAVES = (str, int, float, bool, type(None))


def holds_tree(value: Any) -> bool:
    """Whether a raw parse tree (or a bare token) is anywhere inside `value`."""
    return holds(value, (Tree, Token))


def holds(value: Any, kinds: tuple[type, ...]) -> bool:
    """Whether an object of one of `kinds` is anywhere inside `value`."""
    stack = [value]
    seen: set[int] = set()
    while stack:
        v = stack.pop()
        if isinstance(v, kinds):
            return True
        if isinstance(v, _LEAVES) or id(v) in seen:
            continue
        seen.add(id(v))
        if isinstance(v, tuple | list | set | frozenset):
            stack.extend(v)
        elif isinstance(v, dict):
            stack.extend(v.keys())
            stack.extend(v.values())
        elif is_dataclass(v) and not isinstance(v, type):
            stack.extend(getattr(v, f.name) for f in fields(v))
    return False
