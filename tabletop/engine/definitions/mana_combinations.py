"""106.1: "Add X mana in any combination of colors, where X is the number of basic land
types among lands you control": a counted amount, each mana of one of the kinds (the
choice `mana_mix`, e.g. "WWU"; unanswered, all of the first kind)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.instructions import Instruction


@dataclass(frozen=True, slots=True)
class AddManaCombination(Instruction):
    """Add `count` mana, each of one of `kinds` (mana letters)."""

    count: Expr
    kinds: tuple[str, ...]

    def describe(self) -> str:
        kinds = " and/or ".join("{" + k + "}" for k in self.kinds)
        return f"add {self.count.describe()} mana in any combination of {kinds}"

    def chosen(self, answer: object, amount: int) -> tuple[str, ...]:
        """The mix an answer names ("{W}{U}{U}" or "WUU") when it is `amount` mana of
        these kinds; else all of the first kind."""
        if isinstance(answer, str):
            letters = tuple(answer.upper().replace("{", "").replace("}", "").replace(" ", ""))
            if len(letters) == amount and all(k in self.kinds for k in letters):
                return letters
        return (self.kinds[0],) * amount
