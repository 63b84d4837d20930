"""Mana abilities that add a counted amount (106.1, 605): "Add {G} for each Elf you
control", "Add X mana of any one color, where X is your life total"."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.instructions import Instruction


@dataclass(frozen=True, slots=True)
class AddManaCount(Instruction):
    """Add `count` mana: each of kind `symbol` ("G", "C"), or, with `any_of`, of the one
    colour chosen among them (the choice `color`)."""

    count: Expr
    symbol: str = ""
    any_of: tuple[str, ...] = ()

    def describe(self) -> str:
        what = "mana of one colour" if self.any_of else "{" + self.symbol + "}"
        return f"add {what}, {self.count.describe()} times"
