"""Join forces (207.2c ability word): "Starting with you, each player may pay any amount of
mana." and "the total amount of mana paid this way" (handler: rules/join_forces.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.instructions import Instruction

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext

# the answer: a table of player to the amount of mana they pay (unanswered: none)
JOIN_FORCES = "join_forces"


@dataclass(frozen=True, slots=True)
class EachPlayerMayPayMana(Instruction):
    """Starting with the controller, in turn order, each player may pay any amount of
    generic mana (the answer `join_forces`)."""

    def describe(self) -> str:
        return "starting with you, each player may pay any amount of mana"


@dataclass(frozen=True, slots=True)
class ManaPaidThisWay(Expr):
    """"the total amount of mana paid this way" (written in by the resolution once paid;
    before, none)."""

    def evaluate(self, ctx: EvalContext) -> int:
        return 0

    def describe(self) -> str:
        return "the total amount of mana paid this way"
