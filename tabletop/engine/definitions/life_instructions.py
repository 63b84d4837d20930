"""Instructions that change life totals by a share of them (119.3): "that player loses
half their life, rounded up"; and "that player loses the game" (104.3e)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.instructions import Instruction, PlayerRef


@dataclass(frozen=True, slots=True)
class LoseHalfLife(Instruction):
    """119.3: each player `who` names loses half their life total, rounded up or down."""

    who: PlayerRef
    round_up: bool = True

    def describe(self) -> str:
        how = "up" if self.round_up else "down"
        return f"{self.who.describe()} lose(s) half their life, rounded {how}"


@dataclass(frozen=True, slots=True)
class LoseGame(Instruction):
    """104.3e: an effect says that each player `who` names loses the game."""

    who: PlayerRef

    def describe(self) -> str:
        return f"{self.who.describe()} lose(s) the game"


@dataclass(frozen=True, slots=True)
class SetLifeTotal(Instruction):
    """119.5: "your life total becomes 15": each player `who` names gains or loses the
    life needed to have `n`."""

    who: PlayerRef
    n: Expr

    def describe(self) -> str:
        return f"{self.who.describe()}: life total becomes {self.n.describe()}"
