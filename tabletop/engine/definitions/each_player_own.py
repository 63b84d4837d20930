""""Each player ... they control" (each_player_own): an instruction each player follows in
turn for their own part, "they" being that player ("Each player loses 1 life for each
creature they control", Stronghold Discipline)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction, PlayerRef

# the player following the steps of EachPlayerDoes now ("they")
ACTING = PlayerRef("acting")


@dataclass(frozen=True, slots=True)
class EachPlayerDoes(Instruction):
    """Each player `who` names, in turn order (101.4), follows `steps`; ACTING in them is
    that player."""

    who: PlayerRef
    steps: tuple[Instruction, ...]

    def describe(self) -> str:
        return f"{self.who.describe()}: " + "; ".join(i.describe() for i in self.steps)
