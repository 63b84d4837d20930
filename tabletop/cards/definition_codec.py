"""Compiled card definitions as plain JSON data, and back: for the compile cache.

A compiled `CardDefinition` is a tree of the engine's frozen dataclasses and enums over
tuples, frozensets, dicts, strings and numbers. It is written as JSON: a dataclass as
{"c": "module:Class", "a": [its fields in order]}, an enum as {"e": "module:Class",
"v": value}, a tuple as {"t": [...]}, a frozenset as {"f": [...]}, a dict as
{"d": [[key, value], ...]}. Reading makes only dataclasses and enums of
`tabletop.engine` with exactly their fields: files are data, never code (nothing is
unpickled or evaluated). Anything else raises DefinitionCodecError.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
import json
from functools import cache
from typing import Any

from tabletop.engine.model.characteristics import CardDefinition

ENGINE = "tabletop.engine."
_PLAIN = (str, int, float, bool, type(None))


class DefinitionCodecError(ValueError):
    """A value the codec does not write, or data that is not a written definition."""


def _name(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


@cache
def _fields(cls: Any) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))


@cache
def engine_class(name: str) -> Any:
    module_name, _, qualname = name.partition(":")
    if not module_name.startswith(ENGINE) or not qualname:
        raise DefinitionCodecError(f"not an engine class: {name!r}")
    try:
        found: Any = importlib.import_module(module_name)
        for part in qualname.split("."):
            found = getattr(found, part)
    except (ImportError, AttributeError):
        raise DefinitionCodecError(f"no engine class {name!r}") from None
    is_enum = isinstance(found, type) and issubclass(found, enum.Enum)
    if not (is_enum or dataclasses.is_dataclass(found)) or not isinstance(found, type):
        raise DefinitionCodecError(f"not an engine dataclass or enum: {name!r}")
    return found


class Encoder:
    """Writes values in the forms above; a subclass may write more kinds (`other`) or
    write dataclasses differently (`dataclass`)."""

    def value(self, v: Any) -> Any:
        if isinstance(v, enum.Enum):  # before plain values: an IntEnum is an int too
            return {"e": _name(type(v)), "v": self.value(v.value)}
        if isinstance(v, _PLAIN):
            return v
        if dataclasses.is_dataclass(v) and not isinstance(v, type):
            cls = type(v)
            if not cls.__module__.startswith(ENGINE):
                raise DefinitionCodecError(f"not an engine class: {_name(cls)}")
            return self.dataclass(v)
        if isinstance(v, tuple):
            return {"t": [self.value(x) for x in v]}
        if isinstance(v, frozenset):
            return {"f": [self.value(x) for x in v]}
        if isinstance(v, dict):
            return {"d": [[self.value(k), self.value(x)] for k, x in v.items()]}
        if isinstance(v, list):
            return [self.value(x) for x in v]
        return self.other(v)

    def dataclass(self, v: Any) -> Any:
        cls: Any = type(v)
        return {"c": _name(cls), "a": [self.field(v, f) for f in _fields(cls)]}

    def field(self, v: Any, name: str) -> Any:
        return self.value(getattr(v, name))

    def other(self, v: Any) -> Any:
        raise DefinitionCodecError(f"cannot write a {type(v).__name__}")


class Decoder:
    """Reads what an `Encoder` wrote; a subclass reads its further forms (`other`)."""

    def value(self, data: Any) -> Any:
        if isinstance(data, _PLAIN):
            return data
        if isinstance(data, list):
            return [self.value(v) for v in data]
        if not isinstance(data, dict) or len(data) not in (1, 2):
            raise DefinitionCodecError("not a written value")
        if "t" in data:
            return tuple(self.value(v) for v in _list(data["t"]))
        if "f" in data:
            return frozenset(self.value(v) for v in _list(data["f"]))
        if "d" in data:
            return {self.value(k): self.value(v) for k, v in (_pair(p) for p in
                                                              _list(data["d"]))}
        if "e" in data:
            cls = engine_class(str(data["e"]))
            if not issubclass(cls, enum.Enum):
                raise DefinitionCodecError(f"not an enum: {data['e']!r}")
            try:
                return cls(self.value(data.get("v")))
            except ValueError:
                raise DefinitionCodecError(f"not a value of {data['e']!r}") from None
        if "c" in data:
            cls = engine_class(str(data["c"]))
            if issubclass(cls, enum.Enum):
                raise DefinitionCodecError(f"an enum written as a class: {data['c']!r}")
            names, values = _fields(cls), _list(data.get("a"))
            if len(names) != len(values):
                raise DefinitionCodecError(f"{data['c']!r} has other fields now")
            obj = object.__new__(cls)
            for name, value in zip(names, values, strict=True):
                object.__setattr__(obj, name, self.field(cls, name, value))
            return obj
        return self.other(data)

    def field(self, cls: type, name: str, data: Any) -> Any:
        return self.value(data)

    def other(self, data: Any) -> Any:
        raise DefinitionCodecError("not a written value")


def encode(value: Any) -> Any:
    """`value` as JSON-ready data; raises DefinitionCodecError for what it cannot write."""
    return Encoder().value(value)


def decode(data: Any) -> Any:
    """The value `encode` wrote."""
    return Decoder().value(data)


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise DefinitionCodecError("expected a list")
    return value


def _pair(value: Any) -> tuple[Any, Any]:
    if not isinstance(value, list) or len(value) != 2:
        raise DefinitionCodecError("expected a key and a value")
    return value[0], value[1]


def dumps_definition(definition: CardDefinition) -> str:
    """The definition as JSON text; raises DefinitionCodecError when it does not read
    back equal (then it is not cached)."""
    text = json.dumps(encode(definition), separators=(",", ":"), ensure_ascii=False)
    if loads_definition(text) != definition:
        raise DefinitionCodecError(f"{definition.name!r} does not read back equal")
    return text


def loads_definition(text: str | bytes) -> CardDefinition:
    """A definition from `dumps_definition`'s text; raises DefinitionCodecError."""
    try:
        value = decode(json.loads(text))
    except (ValueError, RecursionError, TypeError) as err:
        if isinstance(err, DefinitionCodecError):
            raise
        raise DefinitionCodecError(f"not a written definition: {err}") from None
    if not isinstance(value, CardDefinition):
        raise DefinitionCodecError("not a card definition")
    return value
