"""106.7: "Add one mana of any type that a land you control could produce", "... of any
color that a land an opponent controls could produce": the kinds the lands' mana abilities
could add now (ignoring their costs), chosen as the colour `color`."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction


@dataclass(frozen=True, slots=True)
class AddManaLandsCouldProduce(Instruction):
    """`whose`: "you" or "opponent"; `colors_only`: "any color" (no colorless mana) rather
    than "any type"."""

    whose: str
    colors_only: bool

    def describe(self) -> str:
        kind = "color" if self.colors_only else "type"
        lands = "a land you control" if self.whose == "you" else "a land an opponent controls"
        return f"add one mana of any {kind} that {lands} could produce"
