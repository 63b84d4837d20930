"""702.50 epic: two spell abilities that apply as the spell resolves (702.50a): "For the
rest of the game, you can't cast spells" and "At the beginning of each of your upkeeps for
the rest of the game, copy this spell except for its epic ability. If the spell has any
targets, you may choose new targets for the copy" (rules/epic.py; 707.10)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction
from tabletop.engine.model.characteristics import CardDefinition

EPIC = "Epic"


@dataclass(frozen=True, slots=True)
class EpicCopy(Instruction):
    """Put a copy of the epic spell as it resolved on the stack (its card without epic,
    its targets, choices and X), then wait for the next upkeep again."""

    card: CardDefinition
    targets: tuple[object, ...] = ()
    choices: tuple[tuple[str, object], ...] = ()
    x: int = 0

    def describe(self) -> str:
        return f"copy {self.card.name} except for its epic ability"
