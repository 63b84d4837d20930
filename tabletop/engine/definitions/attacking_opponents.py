""""Whenever enchanted player is attacked, you draw a card. Each opponent attacking that
player does the same." (Curse of Verbosity; handler: rules/enchanted_players.py)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction


@dataclass(frozen=True, slots=True)
class EachAttackingOpponentDoes(Instruction):
    """"Each opponent attacking that player does the same." (Curse of Verbosity): `effect`
    again for each opponent of the controller who attacks the enchanted player this
    combat, that opponent being "you" of it (the drawer, the token's controller)."""

    effect: tuple[Instruction, ...]

    def describe(self) -> str:
        return "each opponent attacking that player: " + "; ".join(
            i.describe() for i in self.effect)
