"""Mana symbols and mana costs (107.4, 202): parsing, mana value, colours."""

from __future__ import annotations

import re
from dataclasses import dataclass

from tabletop.engine.model.enums import Color


class ManaError(ValueError):
    """A mana cost string that is not well formed."""


@dataclass(frozen=True, slots=True)
class ManaSymbol:
    """One mana symbol (107.4).

    kind: "generic" (amount), "color" (colors has one), "hybrid" (two colours),
    "twobrid" ({2/W}), "phyrexian" ({W/P}), "colorless" ({C}), "x", "snow".
    """

    kind: str
    colors: tuple[Color, ...] = ()
    amount: int = 0

    @property
    def text(self) -> str:
        if self.kind == "generic":
            return f"{{{self.amount}}}"
        if self.kind == "color":
            return f"{{{self.colors[0].value}}}"
        if self.kind == "hybrid":
            return "{" + "/".join(c.value for c in self.colors) + "}"
        if self.kind == "twobrid":
            return f"{{2/{self.colors[0].value}}}"
        if self.kind == "phyrexian":
            return "{" + "/".join(c.value for c in self.colors) + "/P}"
        if self.kind == "colorless":
            return "{C}"
        if self.kind == "snow":
            return "{S}"
        return "{X}"

    @property
    def mana_value(self) -> int:
        """202.3: X is 0, hybrid counts its largest component, Phyrexian counts 1."""
        if self.kind == "generic":
            return self.amount
        if self.kind == "x":
            return 0
        if self.kind == "twobrid":
            return 2
        return 1


_SYMBOL = re.compile(r"\{([^{}]+)\}")


def parse_symbol(body: str) -> ManaSymbol:
    token = body.strip().upper()
    if token.isdigit():
        return ManaSymbol("generic", amount=int(token))
    if token in ("X", "Y", "Z"):
        return ManaSymbol("x")
    if token == "C":
        return ManaSymbol("colorless")
    if token == "S":
        return ManaSymbol("snow")
    parts = token.split("/")
    try:
        if len(parts) == 1:
            return ManaSymbol("color", (Color(parts[0]),))
        if len(parts) == 2 and parts[1] == "P":
            return ManaSymbol("phyrexian", (Color(parts[0]),))
        if len(parts) == 2 and parts[0] == "2":
            return ManaSymbol("twobrid", (Color(parts[1]),))
        if len(parts) == 2:
            return ManaSymbol("hybrid", (Color(parts[0]), Color(parts[1])))
        if len(parts) == 3 and parts[2] == "P":
            return ManaSymbol("phyrexian", (Color(parts[0]), Color(parts[1])))
    except ValueError:
        pass
    raise ManaError(f"unknown mana symbol {{{body}}}")


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A sequence of mana symbols; `ManaCost.parse("{1}{W}{W}")`."""

    symbols: tuple[ManaSymbol, ...] = ()

    @classmethod
    def parse(cls, text: str | None) -> ManaCost:
        if not text:
            return cls(())
        text = text.strip()
        symbols: list[ManaSymbol] = []
        pos = 0
        for match in _SYMBOL.finditer(text):
            if text[pos : match.start()].strip():
                raise ManaError(f"unexpected {text[pos:match.start()]!r} in mana cost {text!r}")
            symbols.append(parse_symbol(match.group(1)))
            pos = match.end()
        if text[pos:].strip():
            raise ManaError(f"unexpected {text[pos:]!r} in mana cost {text!r}")
        return cls(tuple(symbols))

    @property
    def text(self) -> str:
        return "".join(s.text for s in self.symbols)

    @property
    def mana_value(self) -> int:
        return sum(s.mana_value for s in self.symbols)

    @property
    def colors(self) -> frozenset[Color]:
        """202.2: an object's colours are those of the mana symbols in its cost."""
        return frozenset(c for s in self.symbols for c in s.colors)

    @property
    def has_x(self) -> bool:
        return any(s.kind == "x" for s in self.symbols)

    def is_empty(self) -> bool:
        return not self.symbols

    def devotion(self, color: Color) -> int:
        """700.5: mana symbols of that colour (hybrid counts for each of its colours)."""
        return sum(1 for s in self.symbols if color in s.colors)

    def __add__(self, other: ManaCost) -> ManaCost:
        return ManaCost(self.symbols + other.symbols)

    def __str__(self) -> str:
        return self.text
