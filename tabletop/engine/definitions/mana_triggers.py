"""Triggered mana abilities (605.1b): "Whenever enchanted land is tapped for mana, its
controller adds {G}", "Whenever a player taps a land for mana, that player adds one mana
of any type that land produced" — the mana they add, and to whose pool."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import AddMana, Instruction, PlayerRef
from tabletop.engine.definitions.mana_counts import AddManaCount
from tabletop.engine.definitions.mana_mixes import AddManaMix

# StackInfo choices of a triggered mana ability: the kinds of mana the tapped permanent
# produced ("any type that land produced") and the colour chosen for the activation
PRODUCED = "produced"


@dataclass(frozen=True, slots=True)
class AddProducedMana(Instruction):
    """"Add one mana of any type that land produced" (106.7): one of the kinds the tapped
    permanent's mana ability produced (the choice `color`, else the first)."""

    amount: int = 1

    def describe(self) -> str:
        return "add one mana of any type that land produced"


@dataclass(frozen=True, slots=True)
class PlayerAddsMana(Instruction):
    """"Its controller adds {G}", "that player adds ...": the mana instruction `mana`
    puts its mana into `player`'s pool instead of the ability's controller's."""

    player: PlayerRef
    mana: Instruction

    def describe(self) -> str:
        return f"{self.player.describe()}: {self.mana.describe()}"


def is_mana_instruction(instruction: Instruction) -> bool:
    """Whether an instruction adds mana (605.1b: "could add mana")."""
    return isinstance(instruction, AddMana | AddManaCount | AddManaMix | AddProducedMana |
                      PlayerAddsMana)
