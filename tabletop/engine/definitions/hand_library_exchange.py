""""Exchange your hand and library, then shuffle." (Mordenkainen): the cards of the two
zones trade places (701.12, exchanging); the player then shuffles (701.20)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction, PlayerRef

YOU = PlayerRef()


@dataclass(frozen=True, slots=True)
class ExchangeHandAndLibrary(Instruction):
    who: PlayerRef = YOU

    def describe(self) -> str:
        return f"{self.who.describe()}: exchange hand and library, then shuffle"
