"""106.1, 601.2h: "if {U} was spent to cast ~", "unless {U} was spent to cast it" (Ogre
Savant, Patagia Viper, Seed Spark), "the amount of mana spent to cast it" (Marath): the
colours and the amount of the mana spent to cast a spell, noted on the spell (choices
COLORS_PAID "WU", MANA_PAID) and on the permanent it becomes (GameObject.chosen) by
rules/colors_paid.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.expressions import Expr

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext

COLORS_PAID = "colors_paid"  # the colour letters of the mana spent to cast it (engine-internal)
MANA_PAID = "mana_paid"  # how much mana was spent to cast it (engine-internal)
SPENT_TO_CAST = "spent to cast"  # words of the abilities that ask (rules/colors_paid.py)


def _paid(board: object, oid: int | None, key: str) -> object:
    """A note of the spell `oid` or of the permanent it became (None if none)."""
    objects = getattr(getattr(board, "state", None), "objects", None)
    obj = objects.get(oid) if objects is not None and oid is not None else None
    if obj is None:
        return None
    value = obj.chosen.get(key)
    if value is None and obj.stack_info is not None:
        if obj.stack_info.choices.get("copy"):  # 707.10: a copy was not cast
            return None
        value = obj.stack_info.choices.get(key)
    return value


def colors_paid(board: object, oid: int | None) -> str:
    """The colour letters of the mana spent to cast the spell `oid` or the permanent it
    became ("" if none or not cast)."""
    return str(_paid(board, oid, COLORS_PAID) or "")


@dataclass(frozen=True, slots=True)
class ManaSpent(Expr):
    """601.2h: "the amount of mana spent to cast it" (0 if it wasn't cast)."""

    def evaluate(self, ctx: EvalContext) -> int:
        value = _paid(ctx.board, ctx.source, MANA_PAID)
        try:
            return int(str(value)) if value is not None else 0
        except ValueError:
            return 0

    def describe(self) -> str:
        return "the amount of mana spent to cast it"


@dataclass(frozen=True, slots=True)
class ColorWasSpent(Condition):
    """"{U} was spent to cast ~" (the source spell, or the permanent it became)."""

    color: str  # a colour letter: "W", "U", "B", "R", "G"

    def holds(self, ctx: EvalContext) -> bool:
        return self.color in colors_paid(ctx.board, ctx.source)

    def describe(self) -> str:
        return f"{{{self.color}}} was spent to cast it"
