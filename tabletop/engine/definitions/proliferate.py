"""701.34a proliferate; its handler is in rules/proliferate.py."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction


@dataclass(frozen=True, slots=True)
class Proliferate(Instruction):
    """701.34a: choose any number of permanents and/or players, then give each another
    counter of each kind already there. The answer `choose` names them (object ids and
    player names); unanswered: the permanents you control and you, and each opponent who
    has poison counters."""

    def describe(self) -> str:
        return "proliferate"
