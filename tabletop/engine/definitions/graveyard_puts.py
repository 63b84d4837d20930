"""Putting a named object into its owner's graveyard (404.1): "Otherwise, put it into your
graveyard" (a card revealed from the top of a library), not destroying or sacrificing it."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction, Ref


@dataclass(frozen=True, slots=True)
class PutIntoGraveyard(Instruction):
    """"Put it into your graveyard": the object goes to its owner's graveyard (400.3)."""

    what: Ref

    def describe(self) -> str:
        return f"put {self.what.describe()} into its owner's graveyard"
