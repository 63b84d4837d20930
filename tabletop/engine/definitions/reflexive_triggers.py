"""Reflexive triggered abilities (603.12): "Draw a card, then discard a card. When you
discard a card this way, put a +1/+1 counter on target Faerie you control." The ability
triggers as the instructions before it are followed, if they did what it names; its
targets are chosen as it is put on the stack (603.3d), after that."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.abilities import TriggeredAbility
from tabletop.engine.definitions.instructions import Instruction


@dataclass(frozen=True, slots=True)
class WhenDiscardedThisWay(Instruction):
    """Follow `first`; if its controller discarded a card while doing so, `reflexive`
    triggers (603.12)."""

    first: tuple[Instruction, ...]
    reflexive: TriggeredAbility

    def describe(self) -> str:
        done = "; ".join(i.describe() for i in self.first)
        return f"{done}; when you discard a card this way: {self.reflexive.text}"
