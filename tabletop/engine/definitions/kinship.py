"""Kinship (207.2c): "you may look at the top card of your library. If it shares a creature
type with ~, you may reveal it. If you do, ..."; the handler is rules/kinship.py."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction

KINSHIP_REVEAL = "reveal_kin"  # the answer: False keeps the card hidden (default: reveal)


@dataclass(frozen=True, slots=True)
class RevealKin(Instruction):
    """Look at the top card of your library; if it shares a creature type with the source
    (205.3m), you may reveal it; if you do, `then` follows ("that card": the revealed
    card)."""

    then: tuple[Instruction, ...] = ()

    def describe(self) -> str:
        return ("look at the top card of your library; if it shares a creature type with "
                "this, you may reveal it and then: "
                + "; ".join(i.describe() for i in self.then))
