"""Provoke (702.39): "Whenever this creature attacks, you may have target creature
defending player controls untap and block it if able"; the handler is rules/provoke.py and
the requirement is checked with the other blocking requirements (rules/block_requirements)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction, Ref, SelfRef, TargetRef

PROVOKED_BY = "blocker"  # ALL_MUST_BLOCK's param: the one creature that must block it
FIRST_TARGET = TargetRef(0)
THIS = SelfRef()


@dataclass(frozen=True, slots=True)
class Provoke(Instruction):
    """702.39a: `provoked` untaps and blocks `attacker` this turn if able (509.1c)."""

    provoked: Ref = FIRST_TARGET
    attacker: Ref = THIS

    def describe(self) -> str:
        return "untap target creature defending player controls; it blocks this if able"
