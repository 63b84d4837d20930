"""Ninjutsu (702.49): "[Cost], Reveal this card from your hand, Return an unblocked
attacking creature you control to its owner's hand: Put this card onto the battlefield from
your hand tapped and attacking." The creature enters attacking the player or planeswalker
the returned creature was attacking (702.49c); the cost part is in cost_steps.py, the
handler in rules/ninjutsu.py."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction

NINJUTSU = "Ninjutsu"
RETURNED_FROM_ATTACK = "returned_from_attack"  # stack choice: whom the returned one attacked


@dataclass(frozen=True, slots=True)
class EnterAttackingFromHand(Instruction):
    """702.49a: put this card onto the battlefield from your hand tapped and attacking
    (the one the returned creature attacked, 702.49c)."""

    def describe(self) -> str:
        return "put this card onto the battlefield from your hand tapped and attacking"
