"""Mana with a restriction on how it may be spent (106.6): "Spend this mana only to cast
artifact spells or activate abilities of artifacts.", Powerstones' "This mana can't be
spent to cast a nonartifact spell.". `AddRestrictedMana` adds the mana its inner
instruction makes; that mana stays in the pool apart (Player.restricted_mana) and pays
only for what its restriction allows (rules/mana_payment.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import Instruction

if TYPE_CHECKING:
    from tabletop.engine.model.board import Board

# what a payment is for: ("spell", the spell's id) or ("ability", its source's id); None
# for any other mana payment (a cost an instruction asks, an attack tax)
Purpose = tuple[str, int]
ANY_OBJECT = ObjectFilter(zone=None)


@dataclass(frozen=True, slots=True)
class ManaRestriction:
    """106.6: `spells`: the spells the mana may be spent to cast; `abilities`: the sources
    whose activated abilities it may pay for (None: none); `other`: whether it pays other
    costs too (only a "can't be spent to ..." restriction allows them)."""

    spells: ObjectFilter | None = None
    abilities: ObjectFilter | None = None
    other: bool = False
    text: str = ""

    def allows(self, board: Board, purpose: Purpose | None, controller: str) -> bool:
        if purpose is None:
            return self.other
        kind, oid = purpose
        wanted = self.spells if kind == "spell" else self.abilities
        if wanted is None:
            return False
        try:
            return wanted.matches(board, oid, None, controller)
        except KeyError:  # the object is gone
            return False


@dataclass(frozen=True, slots=True)
class AddRestrictedMana(Instruction):
    """106.6: add the mana `mana` (an AddMana or AddManaCount) adds, spendable only as
    `restriction` allows."""

    mana: Instruction
    restriction: ManaRestriction

    def describe(self) -> str:
        return f"{self.mana.describe()}; {self.restriction.text}"
