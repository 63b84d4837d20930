"""303.4f: an Aura card returned from a graveyard "attached to that creature" (Dragon
Wings, Dragon Scales): it enters attached to the object named, not cast, not targeting."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction, Ref


@dataclass(frozen=True, slots=True)
class ReturnAttached(Instruction):
    """Return `what` (an Aura card) to the battlefield attached to `to`."""

    what: Ref
    to: Ref

    def describe(self) -> str:
        return f"return {self.what.describe()} to the battlefield attached to " \
            f"{self.to.describe()}"
