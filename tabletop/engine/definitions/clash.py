"""Clash (701.30): "clash with an opponent. If you win, ..."; the procedure is in
rules/clash.py."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction

CLASH_BOTTOM = "clash_bottom"  # the answer: revealed cards their players put on the bottom
CLASH_OPPONENT = "clash_opponent"  # the answer: the opponent you clash with


@dataclass(frozen=True, slots=True)
class Clash(Instruction):
    """701.30a: "clash with an opponent": you and an opponent each reveal the top card of
    your libraries, then each may put that card on the bottom of their library; `won`: the
    instructions of "If you win, ..." (701.30c: you revealed a card with a higher mana
    value than every other card revealed)."""

    won: tuple[Instruction, ...] = ()

    def describe(self) -> str:
        if not self.won:
            return "clash with an opponent"
        return "clash with an opponent; if you win: " + "; ".join(i.describe() for i in self.won)
